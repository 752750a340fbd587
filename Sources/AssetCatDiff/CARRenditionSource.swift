import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import Foundation

/// An `Assets.car` for `diff`: each rendition's encoding and record size from its CSI block, its
/// pixels decoded (or its file's, color's bytes hashed). A packed image is its pixels cut from its
/// atlas, its bytes its link's and its share of the atlas's, its encoding the atlas's (`packed
/// lzfse ARGB`): a frame that moves in the sheet is no change.
public struct CARRenditionSource: RenditionSource {
  public let catalog: CARCatalog
  let shares: CARPackedShares

  public init(catalog: CARCatalog) {
    self.catalog = catalog
    shares = CARPackedShares(catalog.file)
  }

  public func assets() throws -> [Asset] { catalog.assetNames.compactMap { catalog.asset(named: $0) } }

  public func summary(of asset: Asset, index: Int) -> RenditionSummary {
    let r = asset.renditions[index]
    var s = RenditionSummary(slot: RenditionSummary.slotText(r.slot), name: r.file)
    s.pixelSize = RenditionSummary.sizeText(r.compiledPixelSize)
    s.pointSize = RenditionSummary.sizeText(r.intrinsicSize)
    guard let entry = catalog.facets[asset.name]?.entries[index] else { return s }
    let file = catalog.file
    s.bytes = Int(file.store.index.blocks[Int(entry.block)].length) + shares.share(of: entry)
    s.encoding = file.packedImage(entry).map { "packed " + encoding(file.renditions[$0.atlas]) } ?? encoding(entry)
    do {
      switch try CARRenditionContent.decode(entry, in: file) {
      case .bitmap(let image): s.contentHash = PixelHash.of(image)
      case .file(let bytes, _): s.contentHash = PixelHash.of(bytes: bytes)
      case .color: s.color = r.color.map(ColorSummary.init)
      case .multisizeSet, .structure: break
      }
    } catch {
      s.unreadable = "\(error)"
    }
    return s
  }

  /// `lzfse ARGB`, `palette ARGB`, `RAWD PDF`, `color`: the payload's compression (or kind) and
  /// the pixel format, codes in reading order as CoreUI names them (the file holds them reversed).
  func encoding(_ entry: CARFile.Entry) -> String {
    let format = entry.header.pixelFormat.rawValue == 0 ? "" : " " + entry.header.pixelFormatName
    guard let r = try? catalog.file.rendition(entry) else { return "unreadable" }
    if r.payloadMagic == CSIBitmapPayload.magic, let p = try? r.parsePayload(CSIBitmapPayload.self) {
      return p.compression.description + format
    }
    if r.header.layout == .color { return "color" }
    return (r.payloadMagic?.reversed.description ?? "empty") + format
  }
}
