import AssetCatArchive
import AssetCatCore
import Foundation

/// An `.assetcat` for `diff`: each rendition's payload (the source file's bytes) from the archive.
public struct ArchiveRenditionSource: RenditionSource {
  public let catalog: CompiledCatalog

  public init(catalog: CompiledCatalog) { self.catalog = catalog }

  public func assets() throws -> [Asset] {
    try catalog.loadAssetNames().compactMap { try catalog.loadAsset(named: $0) }
  }

  public func summary(of asset: Asset, index: Int) -> RenditionSummary {
    let r = asset.renditions[index]
    var s = RenditionSummary(source: r)
    guard r.color == nil, r.file != nil else { return s }
    do {
      guard let i = try catalog.assetIndex(named: asset.name),
        let data = try catalog.payload(assetIndex: i, renditionIndex: index)
      else {
        return s
      }
      s.bytes = data.count
      (s.contentHash, s.unreadable) = ContentHashing.file([UInt8](data), format: r.format)
    } catch {
      s.unreadable = "\(error)"
    }
    return s
  }
}
