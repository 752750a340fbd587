import AssetCatBytes
import AssetCatCAR
import AssetCatCore

extension CARRenditionEncoder {
  /// Slices (1001: the whole image, or `sliced`'s rectangles), metrics (1003, alignment insets),
  /// composition (1004), bitmap info (1006) and bytes per row (1007) of a `width` × `height`
  /// bitmap as stored.
  static func bitmapTLVs(width: Int, height: Int, rowBytes: Int?, rendition r: Rendition, sliced: SlicedBitmap?)
    -> [CSITLV]
  {
    var tlvs: [CSITLV] = []
    let whole = [CARRect(x: 0, y: 0, width: UInt32(width), height: UInt32(height))]
    let rects = r.resizing.flatMap { rz in sliced?.rects(mode: rz.mode) } ?? whole
    tlvs.append(tlv(CSITLV.slices, CSISlices(rects: rects)))
    let inset = r.alignmentInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let (left, top, right, bottom) = (u32(inset.left), u32(inset.top), u32(inset.right), u32(inset.bottom))
    // The image less its insets, as Apple's cars store it (none when the insets cover it).
    let content = (UInt32(max(0, width - Int(left) - Int(right))), UInt32(max(0, height - Int(top) - Int(bottom))))
    let m = CSIMetrics(topLeft: (left, top), bottomRight: (right, bottom), contentSize: content)
    tlvs.append(tlv(CSITLV.metrics, m))
    tlvs += [normalComposition, bitmapInfo]
    if let rowBytes { tlvs.append(bytesPerRow(rowBytes)) }
    return tlvs
  }

  /// A packed atlas (layout 1004) of `pixels`: TLVs 1001 (one empty slice, as in every Apple
  /// sheet), 1004, 1006 and 1007, the pixels in the target's encodings.
  static func atlas(_ pixels: CARStoredBitmap, encodings: CARPixelEncodings) throws -> CSIRendition {
    let payload = pixels.encoded(sourceBytes: nil, encodings: encodings)
    let empty = CSISlices(rects: [CARRect(x: 0, y: 0, width: 0, height: 0)])
    return CSIRendition(
      header: pixels.header,
      tlvs: [tlv(CSITLV.slices, empty), normalComposition, bitmapInfo, bytesPerRow(payload.rowBytes)],
      payload: try record(payload.payload))
  }

  /// TLV 1004: normal blending, full opacity.
  static let normalComposition: CSITLV = {
    var w = ByteWriter(endianness: .little)
    w.write(UInt32(0))
    w.write(Float(1))
    return CSITLV(type: CSITLV.composition, value: w.take())
  }()

  /// TLV 1006, as every rendition in Apple's cars has it.
  static let bitmapInfo = CSITLV(type: CSITLV.bitmapInfo, value: [1, 0, 0, 0])

  /// The TLVs of a kept PDF or SVG: composition and bitmap info, as in every such rendition of
  /// Apple's cars (Xcode 13–26).
  static let vectorTLVs = [normalComposition, bitmapInfo]
  /// The TLVs of a color or a multisize set: the same with an opacity of 0, as all 30 colors and
  /// 21 multisize sets of ten Apple cars of Xcode 12.5 to 26 have them.
  static let structureTLVs = [clearComposition, bitmapInfo]

  /// TLV 1004 with normal blending and an opacity of 0.
  static let clearComposition: CSITLV = {
    var w = ByteWriter(endianness: .little)
    w.write(UInt32(0))
    w.write(Float(0))
    return CSITLV(type: CSITLV.composition, value: w.take())
  }()

  /// TLV 1007: the bytes a row of pixels takes.
  static func bytesPerRow(_ n: Int) -> CSITLV {
    var w = ByteWriter(endianness: .little)
    w.write(UInt32(n))
    return CSITLV(type: CSITLV.bytesPerRow, value: w.take())
  }

  static func u32(_ d: Double) -> UInt32 { d <= 0 ? 0 : UInt32(min(d.rounded(), Double(UInt32.max))) }

  static func tlv(_ type: UInt32, _ record: some ByteRecord) -> CSITLV {
    var w = ByteWriter(endianness: .little)
    try? record.write(to: &w)
    return CSITLV(type: type, value: w.take())
  }

  /// Xcode's color-space names to RLOC ids (the reader's table, inverted).
  static let colorSpaces: [String: UInt32] = [
    "srgb": 1, "gray-gamma-22": 2, "display-p3": 3, "extended-srgb": 4, "extended-linear-srgb": 5, "extended-gray": 6,
  ]

  /// A color entry: layout 1009, `RLOC` with the components as declared (alpha last); a system
  /// color reference as its name after a fallback value (`CARSystemColorFallback`).
  static func color(_ r: Rendition, facet: String) throws -> CSIRendition {
    let payload: CSIColor
    if let reference = r.color?.reference {
      let fallback = CARSystemColorFallback.value(of: reference)
      payload = CSIColor(
        colorSpace: fallback.space | CSIColor.namedFlag, components: fallback.components, systemColorName: reference)
    } else if let c = r.color, let spaceName = c.colorSpace, let space = colorSpaces[spaceName] {
      payload = CSIColor(colorSpace: space, components: c.components.map(\.value))
    } else {
      throw Failure(description: "\(facet): color space \(r.color?.colorSpace ?? "none") has no RLOC form")
    }
    let name = String(facet.utf8.prefix(127)) ?? facet
    return CSIRendition(
      header: CSIHeader(layout: .color, name: name), tlvs: structureTLVs, payload: try record(payload))
  }
}
