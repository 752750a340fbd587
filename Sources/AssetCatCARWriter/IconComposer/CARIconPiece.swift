import AssetCatBytes
import AssetCatCAR

/// An Icon Composer stack (layout 1019) or group (layout 1020) rendition before the facets'
/// identifiers are known: its layers name the facets they show.
struct CARIconPiece: Sendable, Hashable {
  struct Layer: Sendable, Hashable {
    var facet: String
    var part: UInt16
    var frame = CARRect(x: 0, y: 0, width: 0, height: 0)
    var opacity: Float = 1
  }

  var layout: RenditionLayout
  var name: String
  var width: UInt32
  var layers: [Layer]
  var styles: CSIIconLayerStyles
  var effects: CSIIconLayerEffects

  /// The rendition, each layer keyed by its facet's identifier. TLVs in Apple's order: 1012,
  /// 1020, 1021, 1004, (1005 `public.layeredimage` on a stack), 1006; the payload an empty `DWAR`.
  func rendition(identifiers: [String: UInt16]) -> CSIRendition {
    let refs = CSILayerReferences(
      layers: layers.map { l in
        CSILayerReferences.Layer(
          frame: l.frame, opacity: l.opacity,
          key: [.init(.element, CARPlan.element), .init(.part, l.part), .init(.identifier, identifiers[l.facet] ?? 0)])
      })
    var tlvs = [
      CARRenditionEncoder.tlv(CSITLV.layerReferences, refs), CARRenditionEncoder.tlv(CSIIconLayerStyles.type, styles),
      CARRenditionEncoder.tlv(CSIIconLayerEffects.type, effects), CARRenditionEncoder.normalComposition,
    ]
    if layout == .iconStack { tlvs.append(Self.layeredImageUTI) }
    tlvs.append(CARRenditionEncoder.bitmapInfo)
    let header = CSIHeader(
      width: width, height: width, scaleFactor: 100, pixelFormat: CSIPixelFormat.data, layout: layout,
      name: String(name.utf8.prefix(127)) ?? name)
    return CSIRendition(header: header, tlvs: tlvs, payload: Self.emptyDrawing)
  }

  /// TLV 1005: u32 length with the NUL, u32 0, `public.layeredimage` and its NUL.
  static let layeredImageUTI: CSITLV = {
    var w = ByteWriter(endianness: .little)
    let uti = Array("public.layeredimage".utf8) + [0]
    w.write(UInt32(uti.count))
    w.write(UInt32(0))
    w.write(bytes: uti)
    return CSITLV(type: CSITLV.uti, value: w.take())
  }()

  /// `DWAR`, flags 0, length 0.
  static let emptyDrawing: [UInt8] = Array("DWAR".utf8) + [UInt8](repeating: 0, count: 8)
}
