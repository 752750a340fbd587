/// A small PDF object parser over untrusted bytes: every read is bounds-checked, nesting is
/// capped at ``maxDepth``, and a malformed object gives `nil`, never a trap.
struct PDFParser {
  let bytes: [UInt8]
  var position: Int

  static let maxDepth = 32
  static let maxItems = 100_000

  init(_ bytes: [UInt8], at position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  static func isWhitespace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }

  static func isDelimiter(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
      UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
      true
    default: false
    }
  }

  static func isRegular(_ b: UInt8) -> Bool { !isWhitespace(b) && !isDelimiter(b) }

  private func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index >= 0 && index < bytes.count ? bytes[index] : nil
  }

  mutating func skipWhitespaceAndComments() {
    while let b = peek() {
      if Self.isWhitespace(b) {
        position += 1
      } else if b == UInt8(ascii: "%") {
        while let c = peek(), c != 10, c != 13 { position += 1 }
      } else {
        return
      }
    }
  }

  /// Parses one value at the current position (after white space and comments).
  mutating func parseValue(depth: Int = 0) -> PDFValue? {
    guard depth <= Self.maxDepth else { return nil }
    skipWhitespaceAndComments()
    guard let b = peek() else { return nil }
    switch b {
    case UInt8(ascii: "/"):
      position += 1
      return .name(parseName())
    case UInt8(ascii: "["):
      position += 1
      var items: [PDFValue] = []
      while true {
        skipWhitespaceAndComments()
        guard let c = peek() else { return nil }
        if c == UInt8(ascii: "]") {
          position += 1
          return .array(items)
        }
        guard items.count < Self.maxItems, let item = parseValue(depth: depth + 1) else { return nil }
        items.append(item)
      }
    case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<"):
      position += 2
      var dictionary: [String: PDFValue] = [:]
      while true {
        skipWhitespaceAndComments()
        guard let c = peek() else { return nil }
        if c == UInt8(ascii: ">") && peek(1) == UInt8(ascii: ">") {
          position += 2
          return .dictionary(dictionary)
        }
        guard c == UInt8(ascii: "/"), dictionary.count < Self.maxItems else { return nil }
        position += 1
        let key = parseName()
        guard let value = parseValue(depth: depth + 1) else { return nil }
        dictionary[key] = value
      }
    case UInt8(ascii: "<"):
      position += 1
      while let c = peek(), c != UInt8(ascii: ">") { position += 1 }
      guard peek() != nil else { return nil }
      position += 1
      return .string
    case UInt8(ascii: "("):
      position += 1
      var nesting = 1
      while let c = peek() {
        position += 1
        if c == UInt8(ascii: "\\") {
          position += 1
        } else if c == UInt8(ascii: "(") {
          nesting += 1
        } else if c == UInt8(ascii: ")") {
          nesting -= 1
          if nesting == 0 { return .string }
        }
      }
      return nil
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
      return parseNumberOrReference()
    default:
      guard Self.isRegular(b) else { return nil }
      let start = position
      while let c = peek(), Self.isRegular(c) { position += 1 }
      let word = String(decoding: bytes[start..<position], as: UTF8.self)
      switch word {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default: return .keyword(word)
      }
    }
  }

  /// A name after its `/`, with `#xx` escapes decoded.
  private mutating func parseName() -> String {
    var out: [UInt8] = []
    while let c = peek(), Self.isRegular(c) {
      if c == UInt8(ascii: "#"), let h = peek(1).flatMap(Self.hexValue), let l = peek(2).flatMap(Self.hexValue) {
        out.append(h << 4 | l)
        position += 3
      } else {
        out.append(c)
        position += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A number, or `N G R` when two non-negative integers are followed by `R`.
  private mutating func parseNumberOrReference() -> PDFValue? {
    guard let first = scanNumberText() else { return nil }
    if let object = Int(first), object >= 0 {
      let save = position
      skipWhitespaceAndComments()
      if let text = scanNumberText(), let generation = Int(text), generation >= 0 {
        skipWhitespaceAndComments()
        if peek() == UInt8(ascii: "R"), peek(1).map({ !Self.isRegular($0) }) ?? true {
          position += 1
          return .reference(object, generation)
        }
      }
      position = save
    }
    if let value = Double(first) { return .number(value) }
    // Lenient, as readers are: "5." and "-.5" parse; "--5" does not.
    if first.hasSuffix("."), let value = Double(first.dropLast()) { return .number(value) }
    return nil
  }

  private mutating func scanNumberText() -> String? {
    let start = position
    while let c = peek(),
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
        || c == UInt8(ascii: ".")
    {
      position += 1
    }
    guard position > start else { return nil }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }
}
