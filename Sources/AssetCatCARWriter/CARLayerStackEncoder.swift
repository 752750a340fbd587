import AssetCatBytes
import AssetCatCAR
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// The renditions actool derives from a tvOS image stack, besides its layers' image sets (read
/// off a real Xcode 26.2 car): the stack itself (layout 1002, 'DATA', the size in points, TLV
/// 1012 naming its layers back first, an empty raw payload) and, at each scale, the flattened
/// image (part 208, `ZZZZFlattenedImage-<scale>.<opaque>.0-gamut0`) and the blurred image (part
/// 209, `ZZZZRadiosityImage-<scale>.0.0`), both 'ARGB' one-part images.
enum CARLayerStackEncoder {
  static let flattenedPart: UInt16 = 208
  static let radiosityPart: UInt16 = 209

  /// The stack: `layers` back first, each (its facet's identifier, its frame in points).
  static func stack(layers: [(identifier: UInt16, frame: CARRect)], width: Int, height: Int) throws -> CSIRendition {
    let refs = CSILayerReferences(
      layers: layers.map {
        .init(
          frame: $0.frame,
          key: [.init(.element, CARPlan.element), .init(.part, CARPlan.imagePart), .init(.identifier, $0.identifier)])
      })
    var raw = CARRenditionEncoder.raw(
      Data(), name: "Contents.json", format: CSIPixelFormat.data, layout: .layerStack, uti: "public.layeredimage")
    raw.header.width = UInt32(width)
    raw.header.height = UInt32(height)
    raw.header.scaleFactor = 100
    raw.tlvs =
      [CARRenditionEncoder.tlv(CSITLV.layerReferences, refs), CARRenditionEncoder.normalComposition] + raw.tlvs
      + [CARRenditionEncoder.bitmapInfo]
    return raw
  }

  /// The flattened image (`CARFlattenedImages`) at `scale`.
  static func flattened(_ image: RasterImage, scale: Int, encodings: CARPixelEncodings) throws -> CSIRendition {
    let opaque = stride(from: 3, to: image.premultipliedRGBA.count, by: 4).allSatisfy {
      image.premultipliedRGBA[$0] == 255
    }
    var pixels = image.premultipliedRGBA
    CARRenditionEncoder.swapRedAndBlue(&pixels)
    let encoded = CARPixelEncoder.encode(pixels, width: image.width, height: image.height, encodings: encodings)
    return bitmap(
      name: "ZZZZFlattenedImage-\(scale).\(opaque ? 1 : 0).0-gamut0", width: image.width, height: image.height,
      scale: scale,
      payload: try CARRenditionEncoder.record(encoded.payload), rowBytes: encoded.rowBytes)
  }

  /// The flattened image at `scale`, blurred and stored as cells (``CARRadiosityEncoder``).
  static func radiosity(_ image: RasterImage, scale: Int) throws -> CSIRendition {
    let blurred = try CARRadiosityEncoder.encode(image, scale: scale)
    return bitmap(
      name: "ZZZZRadiosityImage-\(scale).0.0", width: blurred.width, height: blurred.height, scale: scale,
      payload: blurred.payload,
      rowBytes: blurred.width * 4)
  }

  /// A one-part 'ARGB' image as the derived images are stored: an empty slice, no metrics.
  static func bitmap(name: String, width: Int, height: Int, scale: Int, payload: [UInt8], rowBytes: Int) -> CSIRendition
  {
    let header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: UInt32(scale * 100), pixelFormat: CSIPixelFormat.argb,
      colorSpace: 1, layout: .onePartImage, name: name)
    let tlvs = [
      CARRenditionEncoder.tlv(CSITLV.slices, CSISlices(rects: [CARRect(x: 0, y: 0, width: 0, height: 0)])),
      CARRenditionEncoder.normalComposition, CARRenditionEncoder.bitmapInfo, CARRenditionEncoder.bytesPerRow(rowBytes),
    ]
    return CSIRendition(header: header, tlvs: tlvs, payload: payload)
  }
}
