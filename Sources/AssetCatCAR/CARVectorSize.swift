import AssetCatCore

/// The size in points of a car's vector rendition (layout 9), which its header leaves at 0×0:
/// read from the document itself by a scan of its bytes, as the source side reads it through
/// poppler and librsvg (`VectorSize`): a PDF's first page box (CropBox clipped to MediaBox,
/// swapped for `/Rotate 90` or `270`); an SVG's root `width` and `height` in absolute units at
/// 96 DPI, else its `viewBox`. The runtime links no C, so a PDF whose page dictionary sits in a
/// compressed object stream has no size here (`nil`); none of the 2,552 PDFs in the cars seen
/// does.
enum CARVectorSize {
  /// Expanded documents larger than this are not scanned.
  static let maxDocument = 64 << 20

  static func size(of document: [UInt8], svg: Bool) -> Size? {
    let size = svg ? svgSize(document) : pdfSize(document)
    guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    return size
  }

  // MARK: PDF

  static func pdfSize(_ pdf: [UInt8]) -> Size? {
    guard let media = box("/MediaBox", in: pdf) else { return nil }
    var shown = media
    if let crop = box("/CropBox", in: pdf) {
      shown = (max(media.0, crop.0), max(media.1, crop.1), min(media.2, crop.2), min(media.3, crop.3))
    }
    let (w, h) = (abs(shown.2 - shown.0), abs(shown.3 - shown.1))
    let rotation = number(after: "/Rotate", in: pdf).map { (Int($0) % 360 + 360) % 360 } ?? 0
    return rotation == 90 || rotation == 270 ? Size(width: h, height: w) : Size(width: w, height: h)
  }

  /// The four numbers of the first `name [a b c d]` in the document, normalized so a ≤ c, b ≤ d.
  static func box(_ name: String, in pdf: [UInt8]) -> (Double, Double, Double, Double)? {
    guard var i = find(Array(name.utf8), in: pdf) else { return nil }
    i += name.utf8.count
    while i < pdf.count, pdf[i] == 0x20 || pdf[i] == 0x0A || pdf[i] == 0x0D || pdf[i] == 0x09 { i += 1 }
    guard i < pdf.count, pdf[i] == UInt8(ascii: "[") else { return nil }
    guard let end = pdf[i...].prefix(256).firstIndex(of: UInt8(ascii: "]")) else { return nil }
    let text = String(decoding: pdf[(i + 1)..<end], as: UTF8.self)
    let v = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).compactMap {
      Double($0)
    }
    guard v.count == 4 else { return nil }
    return (min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3]))
  }

  static func number(after name: String, in pdf: [UInt8]) -> Double? {
    guard let i = find(Array(name.utf8), in: pdf) else { return nil }
    let rest = pdf[(i + name.utf8.count)...].prefix(32)
    let text = String(decoding: rest, as: UTF8.self).drop { $0 == " " || $0 == "\n" || $0 == "\r" }
    return Double(text.prefix { $0 == "-" || $0.isNumber || $0 == "." })
  }

  static func find(_ needle: [UInt8], in hay: [UInt8]) -> Int? { hay.firstRange(of: needle)?.lowerBound }

  // MARK: SVG

  static func svgSize(_ svg: [UInt8]) -> Size? {
    guard let start = find(Array("<svg".utf8), in: svg),
      let end = svg[start...].prefix(1 << 16).firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let tag = String(decoding: svg[start..<end], as: UTF8.self)
    let viewBox = attribute("viewBox", in: tag).map {
      $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) }
    }
    let box = viewBox.flatMap { $0.count == 4 ? Size(width: $0[2], height: $0[3]) : nil }
    let w = attribute("width", in: tag).flatMap(length), h = attribute("height", in: tag).flatMap(length)
    if let w, let h { return Size(width: w, height: h) }
    // One side given: the other follows the viewBox's proportions.
    if let box, let w { return Size(width: w, height: w * box.height / box.width) }
    if let box, let h { return Size(width: h * box.width / box.height, height: h) }
    return box
  }

  /// The value of ` name="…"` (or single quotes) in a start tag.
  static func attribute(_ name: String, in tag: String) -> String? {
    for quote in ["\"", "'"] {
      for space in [" ", "\n", "\t", "\r"] {
        guard let r = tag.range(of: space + name + "=" + quote) else { continue }
        let rest = tag[r.upperBound...]
        guard let close = rest.firstIndex(of: Character(quote)) else { return nil }
        return String(rest[..<close])
      }
    }
    return nil
  }

  /// An absolute CSS length in points at 96 DPI (1 px = 1 pt); `nil` for percentages and
  /// font-relative units (the viewBox then decides, as librsvg does).
  static func length(_ text: String) -> Double? {
    let t = text.filter { $0 != " " }
    let units: [(String, Double)] = [
      ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4), ("", 1),
    ]
    for (unit, factor) in units where t.hasSuffix(unit) {
      guard let v = Double(t.dropLast(unit.count)) else { continue }
      return v * factor
    }
    return nil
  }
}
