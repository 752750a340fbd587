import AssetCatCore
import Foundation

/// A source catalog (`.xcassets`) for `diff`: each rendition's file read from the catalog folder.
public struct SourceRenditionSource: RenditionSource {
  public let root: String
  public let lookup: any AssetLookup

  public init(root: String, lookup: any AssetLookup) {
    self.root = root
    self.lookup = lookup
  }

  public func assets() throws -> [Asset] {
    try lookup.loadAssetNames().compactMap { try lookup.loadResolvableAsset(named: $0)?.asset }
  }

  public func location(_ asset: Asset) -> ChangeLocation? { ChangeLocation.asset(asset, root: root) }

  public func summary(of asset: Asset, index: Int) -> RenditionSummary {
    let r = asset.renditions[index]
    var s = RenditionSummary(source: r)
    s.location = ChangeLocation.rendition(r, of: asset, root: root)
    guard r.color == nil, let file = r.file else { return s }
    guard let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(file)) else {
      s.unreadable = "cannot read \(file)"
      return s
    }
    s.bytes = data.count
    (s.contentHash, s.unreadable) = ContentHashing.file([UInt8](data), format: r.format)
    return s
  }
}
