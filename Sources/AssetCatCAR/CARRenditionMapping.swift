import AssetCatCompression
import AssetCatCore

/// One car rendition as the project's `Rendition`: file name, format, pixel size, insets,
/// slicing and color from its header, TLVs and (for colors) payload.
enum CARRenditionMapping {
  /// The part some Xcode 13+ cars key a kept vector with (the usual one is 181).
  static let vectorGlyphPart: UInt16 = 42

  static func rendition(_ e: CARFile.Entry, slot: TraitCollection, order: Int, file: CARFile) -> Rendition {
    var slot = slot
    let h = e.header
    if slot.scale == nil, let s = h.scale, h.layout != .vector { slot.scale = s }
    // A color has no scale (some cars key colors at 1x; a color set's entries hold none).
    if h.layout == .color { slot.scale = nil }
    // Xcode 13–26 key some kept vectors with part 42 and scale 1 beside the set's 1x bitmap drawn
    // from them (part 181): the set's single-scale vector, not a second 1x file (seen in 25
    // cars of the public sweep; the usual keying is part 181, scale 0).
    if h.layout == .vector, file.value(.part, in: e.key) == Self.vectorGlyphPart, slot.scale == 1 { slot.scale = nil }
    var r = Rendition(slot: slot, file: h.name.isEmpty ? nil : h.name, format: format(h), order: order)
    if h.width > 0, h.height > 0, h.layout != .color {
      r.pixelSize = Size(width: Int(h.width), height: Int(h.height))
    } else if r.format == .jpeg || r.format == .heic {
      r.pixelSize = keptImageSize(e)
    }
    if let m = e.tlv(CSITLV.metrics).flatMap({ try? $0.parse(CSIMetrics.self) }), m.hasInsets {
      r.alignmentInsets = EdgeInsets(
        top: Double(m.topLeft.height), left: Double(m.topLeft.width), bottom: Double(m.bottomRight.height),
        right: Double(m.bottomRight.width))
    }
    if let layout = slicedLayout(e), let s = e.tlv(CSITLV.slices).flatMap({ try? $0.parse(CSISlices.self) }) {
      r.resizing = resizing(layout: layout, s.rects)
    }
    if h.layout == .color, let c = try? file.rendition(e).parsePayload(CSIColor.self) {
      r.color = color(c, platform: file.metadata?.deploymentPlatform)
      r.file = nil
    }
    if h.layout == .vector, r.format?.isVector == true {
      r.vectorSize = vectorSize(e, file: file, svg: r.format == .svg)
    }
    if h.layout == .rawData, let uti = e.tlv(CSITLV.uti) {
      r.typeIdentifier = utiString(uti.value)
    }
    return r
  }

  /// A kept JPEG's or HEIF's pixel size, which actool leaves out of the header (0 × 0): the one
  /// slice rectangle its TLVs hold, the whole image (every JPEG of the 277 swept Apple cars has
  /// it). Read from the TLVs, not the image, so opening a car does not read its payloads.
  static func keptImageSize(_ e: CARFile.Entry) -> Size? {
    guard let s = e.tlv(CSITLV.slices).flatMap({ try? $0.parse(CSISlices.self) }), s.rects.count == 1,
      let rect = s.rects.first,
      rect.width > 0, rect.height > 0
    else { return nil }
    return Size(width: Int(rect.width), height: Int(rect.height))
  }

  static func format(_ h: CSIHeader) -> RenditionFormat? {
    switch h.pixelFormat {
    case CSIPixelFormat.pdf: .pdf
    case CSIPixelFormat.svg: .svg
    case CSIPixelFormat.jpeg: .jpeg
    case CSIPixelFormat.heif: .heic
    case CSIPixelFormat.data: h.layout == .rawData ? .data : nil
    default: h.layout.isBitmap || h.layout == .internalLink ? .png : nil
    }
  }

  /// A vector rendition's page size, from its document (LZFSE-expanded when compressed);
  /// `nil` when the document cannot be read or gives none.
  static func vectorSize(_ e: CARFile.Entry, file: CARFile, svg: Bool) -> Size? {
    guard let raw = try? file.rendition(e).parsePayload(CSIRawData.self) else { return nil }
    var document = raw.data
    if raw.isCompressed || document.starts(with: Array("bvx".utf8)) {
      guard let plain = try? AppleCompressedPayload.decompress(document, maxOutput: CARVectorSize.maxDocument) else {
        return nil
      }
      document = plain
    }
    return CARVectorSize.size(of: document, svg: svg)
  }

  /// The slicing layout of a rendition: its own, or for an internal link into a packed atlas
  /// the one its link names (how Xcode 7.3's car keys its sliced images).
  static func slicedLayout(_ e: CARFile.Entry) -> RenditionLayout? {
    if e.header.layout.slicingMode != nil { return e.header.layout }
    guard e.header.layout == .internalLink,
      let link = e.tlv(CSITLV.reference).flatMap({ try? $0.parse(CSIInternalLink.self) }),
      link.targetLayout.slicingMode != nil
    else { return nil }
    return link.targetLayout
  }

  /// Slicing from the slice rectangles (listed left to right, top to bottom): cap insets from the
  /// first slice's width (and height for 9-part) and the last slice's, the center's size from
  /// the middle one on each sliced axis, its mode from the layout (``RenditionLayout/slicingCenterMode``).
  static func resizing(layout: RenditionLayout, _ rects: [CARRect]) -> Resizing? {
    guard let mode = layout.slicingMode, let first = rects.first, let last = rects.last, rects.count >= 3 else {
      return nil
    }
    let across = mode != "3-part-vertical", down = mode != "3-part-horizontal"
    let insets = EdgeInsets(
      top: down ? Double(first.height) : 0, left: across ? Double(first.width) : 0,
      bottom: down ? Double(last.height) : 0, right: across ? Double(last.width) : 0)
    let middle = rects[rects.count / 2]
    let center = Size(width: across ? Double(middle.width) : 0, height: down ? Double(middle.height) : 0)
    return Resizing(mode: mode, centerMode: layout.slicingCenterMode, centerSize: center, capInsets: insets)
  }

  /// RLOC color-space ids (the word's low byte; 0x100 beside it says a system color's name
  /// follows, `CSIColor.systemColorName`): 1 srgb, 2 gray-gamma-22, 3 display-p3, 4 extended-srgb,
  /// 5 extended-linear-srgb, 6 extended-gray.
  static func color(_ c: CSIColor, platform: String? = nil) -> ColorValue {
    // A system color reference: Xcode's `reference` form, for the platform the car is for (AppKit
    // names are `osx`, UIKit's `ios`, as Xcode's color sets say).
    if let name = c.systemColorName {
      return ColorValue(
        colorSpace: nil, components: [], reference: name, platform: platform == "macosx" ? "osx" : "ios")
    }
    let spaces: [UInt32: String] = [
      0: "srgb", 1: "srgb", 2: "gray-gamma-22", 3: "display-p3", 4: "extended-srgb", 5: "extended-linear-srgb",
      6: "extended-gray",
    ]
    let names = c.components.count <= 2 ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
    let comps = c.components.enumerated().map { i, v in
      ColorComponent(name: i < names.count ? names[i] : "component\(i)", value: v)
    }
    let id = c.colorSpace & 0xFF
    return ColorValue(colorSpace: spaces[id] ?? "colorspace-\(id)", components: comps)
  }

  /// TLV 1005: u32 length (with NUL), u32 0, the string.
  static func utiString(_ v: [UInt8]) -> String? {
    guard v.count > 8 else { return nil }
    let text = v[8...].prefix { $0 != 0 }
    return String(decoding: text, as: UTF8.self)
  }
}

extension CSIMetrics {
  /// Whether some inset is not zero (image size aside).
  var hasInsets: Bool { topLeft != (0, 0) || bottomRight != (0, 0) }
}
