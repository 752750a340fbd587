import AssetCatCAR
import AssetCatCore
import AssetCatImaging
import Foundation

extension CARPlan.Work {
  /// The trait attributes of images Apple packs: the atlas is keyed by the same values (scale,
  /// idiom, subtype in Apple's cars; appearance and gamut by the atlas's name). An image with any
  /// other trait (a locale, a direction, a size class, a memory or graphics class) stays whole.
  static let packableAttributes: Set<RenditionAttribute> = [
    .scale, .idiom, .subtype, .appearance, .displayGamut, .dimension2, .deploymentTarget,
  ]

  /// Whether this item may go into a packed atlas (`CARAtlasPacker`): an image set's or an app
  /// icon's bitmap (a PNG or any decodable bitmap file, or a vector drawn at a scale), not
  /// sliced, with packable traits, and fewer pixels than `CARAtlasPacker.maxPixels` where the
  /// size is known before decoding.
  var mayBePacked: Bool {
    guard isWholeImageFile, !keptWhole, Set(values.keys).isSubset(of: Self.packableAttributes) else { return false }
    if case .drawn(_, let rasterScale) = source {
      guard kind == .image, let points = rendition.vectorSize else { return false }
      return CARAtlasPacker.fits(points.width * Double(rasterScale), points.height * Double(rasterScale))
    }
    guard CARRenditionEncoder.treatment(kind: kind, rendition: rendition) == .bitmap else { return false }
    return rendition.pixelSize.map { CARAtlasPacker.fits($0.width, $0.height) } ?? true
  }

  /// The pixel size a bitmap file's header gives (what `storedForPacking` decodes to), before
  /// decoding; `nil` for a drawn vector, whose size the drawing decides, or where it is not known.
  var predictedPixelSize: (width: Int, height: Int)? {
    guard rasterScale == nil, let s = rendition.pixelSize, s.width >= 1, s.height >= 1,
      s.width == s.width.rounded(), s.height == s.height.rounded()
    else { return nil }
    return (Int(s.width), Int(s.height))
  }

  /// An image set's or app icon's own file, drawn or not, or its wide-colour twin (not a stack,
  /// an icon index, a prebuilt or Icon Composer piece, an atlas or a link into one), not
  /// sliced: what may be packed or have a wide-colour twin.
  var isWholeImageFile: Bool {
    switch source {
    case .entry(.some, _), .drawn, .wideColorTwin: (kind == .image || kind == .appIcon) && rendition.resizing == nil
    case .entry(nil, _), .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet, .packed: false
    }
  }

  /// The pixels `encode` stores for this item, with the header it finishes and the TLVs a link
  /// to them keeps (all of the image's but its bytes per row).
  /// `contents`: the file's bytes when they were read already (`fileContents`).
  func storedForPacking(contents: Data? = nil) throws -> (bitmap: CARStoredBitmap, tlvs: [CSITLV]) {
    var stored: CARStoredBitmap
    let tlvs: [CSITLV]
    switch source {
    case .drawn(let filePath, let rasterScale):
      var image = try CARRenditionEncoder.render(filePath, scale: rasterScale, points: rendition.vectorSize)
      let scaled: Rendition
      (stored, scaled, _) = CARRenditionEncoder.storedDrawing(
        &image, rendition: rendition, file: (filePath as NSString).lastPathComponent, scale: rasterScale)
      tlvs = CARRenditionEncoder.bitmapTLVs(
        width: stored.width, height: stored.height, rowBytes: nil, rendition: scaled, sliced: nil)
    case .entry(let filePath?, _), .wideColorTwin(let filePath, _):
      let data = try contents ?? CARRenditionEncoder.contents(of: filePath, treatment: .bitmap)
      let name = CARRenditionEncoder.csiName(ofFile: filePath)
      if isWideColorTwin {
        stored = try CARRenditionEncoder.storedWideColor(data, name: name, rendition: rendition)
      } else {
        (stored, _) = try CARRenditionEncoder.storedBitmap(data, name: name, rendition: rendition)
      }
      tlvs = CARRenditionEncoder.bitmapTLVs(
        width: stored.width, height: stored.height, rowBytes: nil, rendition: rendition, sliced: nil)
    case .entry(nil, _), .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet, .packed:
      throw CARRenditionEncoder.Failure(description: "\(facet): a rendition without a file")
    }
    finish(&stored.header)
    return (stored, tlvs)
  }
}
