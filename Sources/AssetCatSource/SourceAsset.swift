import AssetCatCore

/// An asset as the reader found it, with where it came from (for later checks and messages).
public struct SourceAsset: Sendable, Hashable {
  public var asset: Asset
  /// The catalog path as the user gave it.
  public var catalogPath: String
  /// The asset folder as the user can open it (catalog path joined with `asset.path`).
  public var folderPath: String
  /// The Contents.json as the user can open it, when the folder has one.
  public var contentsPath: String?
  /// Per rendition of `asset.renditions`: the 1-based line of its entry in Contents.json.
  public var renditionLines: [Int?]
  /// `false` when an earlier asset (in path order) has the same name (SPEC AC030): this one is
  /// not in `SourceReadResult.catalog`.
  public var isActive: Bool
  /// An image stack (`.imagestack`, tvOS): its layers' names, front first, as its Contents.json
  /// lists them; each layer's image set is the asset `<stack>/<layer>/Content`.
  public var stackLayers: [String] = []
  /// A brand assets folder (`.brandassets`, tvOS): the role of each asset it lists.
  public var brandRoles: [BrandAssetRole] = []

  /// The file of a rendition as the user can open it, or `nil` without a file.
  public func filePath(of rendition: Rendition) -> String? {
    rendition.file.map { SourcePath.join(catalogPath, $0) }
  }
}
