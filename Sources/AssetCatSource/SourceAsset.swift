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

  /// The file of a rendition as the user can open it, or `nil` without a file.
  public func filePath(of rendition: Rendition) -> String? {
    rendition.file.map { SourcePath.join(catalogPath, $0) }
  }
}
