import Foundation

/// The size in points of an SVG document, from its root `<svg>` element.
///
/// Xcode treats an SVG's user units (px) as points. `width` and `height` may carry the units
/// below; a percentage (or a missing width/height) falls back to the `viewBox` — and when only
/// one of them is absolute, the other follows the viewBox's aspect ratio, as browsers do.
/// `auto` (SVG 2) counts as 100%.
/// Without absolute sizes and without a usable viewBox the size is `.malformedVector`.
///
/// Units (points per unit): px 1, pt 1, pc 12, in 72, cm 72/2.54, mm 72/25.4, Q 72/101.6,
/// em 16 and ex 8 (the default 16-unit font size). Note the convention: px and pt are both one
/// point, as the assetcat brief asks; a CSS renderer would make 1in = 96px instead.
struct SVGDocumentSize {
  let size: PointSize

  static let pointsPerUnit: [String: Double] = [
    "": 1, "px": 1, "pt": 1, "pc": 12, "in": 72, "cm": 72 / 2.54, "mm": 72 / 25.4, "q": 72 / 101.6,
    "em": 16, "ex": 8,
  ]

  enum Length: Equatable {
    case points(Double)
    case percentage(Double)
  }

  init(_ data: Data) throws(ImagingError) {
    let attributes = try Self.rootAttributes(Self.utf8Bytes(data))
    let viewBox = try attributes["viewBox"].map { (text) throws(ImagingError) in try Self.parseViewBox(text) }
    let width = try attributes["width"].map { (text) throws(ImagingError) in try Self.parseLength(text, "width") }
    let height = try attributes["height"].map { (text) throws(ImagingError) in try Self.parseLength(text, "height") }

    var w: Double? = nil
    var h: Double? = nil
    if case .points(let value) = width { w = value }
    if case .points(let value) = height { h = value }
    if let viewBox {
      let ratio = viewBox.width / viewBox.height
      switch (w, h) {
      case (nil, nil): (w, h) = (viewBox.width, viewBox.height)
      case (let w?, nil): h = w / ratio
      case (nil, let h?): w = h * ratio
      default: break
      }
    }
    guard let w, let h else {
      throw .malformedVector(
        "the <svg> element has no absolute width and height and no viewBox to size it by")
    }
    guard w > 0, h > 0, w.isFinite, h.isFinite else {
      throw .malformedVector("the <svg> element's size \(w)×\(h) is not positive")
    }
    size = PointSize(width: w, height: h)
  }

  /// The document as UTF-8 bytes (UTF-16 with a BOM is transcoded).
  static func utf8Bytes(_ data: Data) -> [UInt8] {
    let b = [UInt8](data.prefix(2))
    if b == [0xFF, 0xFE] || b == [0xFE, 0xFF] {
      let littleEndian = b[0] == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(data.count / 2)
      var index = data.startIndex + 2
      while index + 1 < data.endIndex {
        let (x, y) = (UInt16(data[index]), UInt16(data[index + 1]))
        units.append(littleEndian ? x | y << 8 : x << 8 | y)
        index += 2
      }
      return Array(String(decoding: units, as: UTF16.self).utf8)
    }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return bytes
  }

  /// The attributes of the root element, after the XML declaration, comments, processing
  /// instructions and a DOCTYPE (with its internal subset). The root must be `svg` (any prefix).
  static func rootAttributes(_ bytes: [UInt8]) throws(ImagingError) -> [String: String] {
    var i = 0
    func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
    func starts(_ s: String, _ k: Int) -> Bool {
      let u = Array(s.utf8)
      return k + u.count <= bytes.count && bytes[k..<k + u.count].elementsEqual(u)
    }
    func skip(to end: String) throws(ImagingError) {
      while i < bytes.count && !starts(end, i) { i += 1 }
      guard i < bytes.count else { throw .malformedVector("unterminated markup before the <svg> element") }
      i += end.utf8.count
    }
    func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    while true {
      while let c = at(i), isSpace(c) { i += 1 }
      guard at(i) == UInt8(ascii: "<") else {
        throw .malformedVector(i >= bytes.count ? "no root element" : "text before the root element")
      }
      if starts("<?", i) {
        try skip(to: "?>")
      } else if starts("<!--", i) {
        try skip(to: "-->")
      } else if starts("<!", i) {
        // <!DOCTYPE …[ internal subset ]>: skip brackets and quoted strings.
        var depth = 0
        var quote: UInt8? = nil
        i += 2
        while let c = at(i) {
          i += 1
          if let q = quote {
            if c == q { quote = nil }
          } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            quote = c
          } else if c == UInt8(ascii: "[") {
            depth += 1
          } else if c == UInt8(ascii: "]") {
            depth -= 1
          } else if c == UInt8(ascii: ">") && depth <= 0 {
            break
          }
        }
      } else {
        break
      }
    }
    i += 1
    let nameStart = i
    while let c = at(i), !isSpace(c), c != UInt8(ascii: ">"), c != UInt8(ascii: "/") { i += 1 }
    let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
    guard name == "svg" || name.hasSuffix(":svg") else {
      throw .malformedVector("the root element is <\(name)>, not <svg>")
    }
    var attributes: [String: String] = [:]
    while true {
      while let c = at(i), isSpace(c) { i += 1 }
      guard let c = at(i) else { throw .malformedVector("unterminated <svg> start tag") }
      if c == UInt8(ascii: ">") || c == UInt8(ascii: "/") { return attributes }
      let keyStart = i
      while let c = at(i), !isSpace(c), c != UInt8(ascii: "="), c != UInt8(ascii: ">"), c != UInt8(ascii: "/") {
        i += 1
      }
      let key = String(decoding: bytes[keyStart..<i], as: UTF8.self)
      while let c = at(i), isSpace(c) { i += 1 }
      guard at(i) == UInt8(ascii: "=") else { throw .malformedVector("attribute '\(key)' of <svg> has no value") }
      i += 1
      while let c = at(i), isSpace(c) { i += 1 }
      guard let quote = at(i), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw .malformedVector("attribute '\(key)' of <svg> is not quoted")
      }
      i += 1
      let valueStart = i
      while let c = at(i), c != quote { i += 1 }
      guard i < bytes.count else { throw .malformedVector("unterminated attribute '\(key)' of <svg>") }
      attributes[key] = String(decoding: bytes[valueStart..<i], as: UTF8.self)
      i += 1
    }
  }

  /// A length: a number and an optional unit (case-insensitive), or a percentage.
  static func parseLength(_ text: String, _ attribute: String) throws(ImagingError) -> Length {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed == "auto" { return .percentage(100) }  // SVG 2: auto is 100%
    let (number, rest) = splitNumber(trimmed)
    guard let number else { throw .malformedVector("\(attribute) '\(text)' is not a length") }
    if rest == "%" { return .percentage(number) }
    guard let scale = pointsPerUnit[rest.lowercased()] else {
      throw .malformedVector("\(attribute) '\(text)' has an unknown unit '\(rest)'")
    }
    return .points(number * scale)
  }

  /// `min-x min-y width height`, separated by white space and/or commas; width and height > 0.
  static func parseViewBox(_ text: String) throws(ImagingError) -> (width: Double, height: Double) {
    let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let numbers = parts.compactMap { Double($0) }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
      throw .malformedVector("viewBox '\(text)' is not four numbers")
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      throw .malformedVector("viewBox '\(text)' has a width or height that is not positive")
    }
    return (numbers[2], numbers[3])
  }

  /// The longest leading SVG number (`[+-]? digits [. digits] [e [+-] digits]`) and the rest.
  static func splitNumber(_ text: String) -> (Double?, String) {
    let scalars = Array(text.unicodeScalars)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
      return i - start
    }
    if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
    var count = digits()
    if i < scalars.count, scalars[i] == "." {
      i += 1
      count += digits()
    }
    guard count > 0 else { return (nil, text) }
    if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
      let save = i
      i += 1
      if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
      if digits() == 0 { i = save }
    }
    var numberText = String(String.UnicodeScalarView(scalars[0..<i]))
    if numberText.hasSuffix(".") { numberText.removeLast() }
    let rest = String(String.UnicodeScalarView(scalars[i...])).trimmingCharacters(in: .whitespaces)
    return (Double(numberText), rest)
  }
}
