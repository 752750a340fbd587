import AssetCatCore
import AssetCatSource

/// One asset as the validator sees it: the model plus where it came from, so findings can point
/// at the file and line a user opens. Mirrors the reader's `SourceAsset`.
public struct AssetRecord: Sendable, Hashable {
  public var asset: Asset
  /// The catalog path as the user gave it.
  public var catalogPath: String
  /// The asset's Contents.json as the user can open it, when the folder has one.
  public var contentsPath: String?
  /// Per rendition of `asset.renditions`: the 1-based line of its entry in Contents.json.
  public var renditionLines: [Int?]
  /// `false` when an earlier asset (in path order) has the same name (SPEC AC030).
  public var isActive: Bool
  /// A tvOS image stack's layers, front first (`SourceAsset.stackLayers`).
  public var stackLayers: [String] = []
  /// A tvOS brand assets folder's roles (`SourceAsset.brandRoles`).
  public var brandRoles: [BrandAssetRole] = []

  public init(
    asset: Asset, catalogPath: String, contentsPath: String? = nil, renditionLines: [Int?] = [],
    isActive: Bool = true
  ) {
    self.asset = asset
    self.catalogPath = catalogPath
    self.contentsPath = contentsPath
    self.renditionLines = renditionLines
    self.isActive = isActive
  }

  /// The asset folder as the user can open it.
  public var folderPath: String { CatalogPath.join(catalogPath, asset.path) }

  /// The file of a rendition as the user can open it, or `nil` without a file.
  public func filePath(of rendition: Rendition) -> String? {
    rendition.file.map { CatalogPath.join(catalogPath, $0) }
  }

  /// The 1-based line of a rendition's entry in Contents.json, when known.
  public func line(of rendition: Rendition) -> Int? {
    guard let i = index(ofOrder: rendition.order), i < renditionLines.count else { return nil }
    return renditionLines[i]
  }

  /// The index of the rendition at `order` in Contents.json: renditions are kept in Contents.json
  /// order, so a binary search (a finding per entry of a 20,000-entry set stays n·log n).
  func index(ofOrder order: Int) -> Int? {
    let r = asset.renditions
    var low = 0, high = r.count
    while low < high {
      let mid = (low + high) / 2
      if r[mid].order < order { low = mid + 1 } else { high = mid }
    }
    if low < r.count, r[low].order == order { return low }
    return r.firstIndex { $0.order == order }  // not in order (a hand-built model): scan
  }

  /// Where a finding about the asset as a whole points: its Contents.json, else its folder.
  public var location: String { contentsPath ?? folderPath }
}
