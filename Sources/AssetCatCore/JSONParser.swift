import Foundation

/// Why a JSON text could not be parsed, with the 1-based position of the problem.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int
  public var description: String { "\(message) at line \(line), column \(column)" }
}

/// A strict RFC 8259 parser that keeps positions and key order. A UTF-8 byte-order mark is
/// skipped; nesting is capped so hostile input cannot overflow the stack.
public struct JSONParser {
  public static let maxDepth = 512

  private let bytes: [UInt8]
  private var i = 0
  private var line = 1
  private var lineStart = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document; anything but whitespace after it is an error.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
    var p = JSONParser(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      p.i = 3
      p.lineStart = 3
    }
    p.skipWhitespace()
    let node = try p.parseValue(depth: 0)
    p.skipWhitespace()
    if p.i < bytes.count { throw p.error("unexpected '\(p.printable(bytes[p.i]))' after the end of the document") }
    return node
  }

  public static func parse(_ text: String) throws(JSONParseError) -> JSONNode { try parse(Array(text.utf8)) }

  private var column: Int { i - lineStart + 1 }

  private func error(_ message: String) -> JSONParseError {
    JSONParseError(message: message, line: line, column: column)
  }

  private func printable(_ b: UInt8) -> String {
    (0x20..<0x7F).contains(b) ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
  }

  private mutating func skipWhitespace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0D: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONNode {
    guard i < bytes.count else { throw error("unexpected end of the document") }
    let l = line, c = column
    switch bytes[i] {
    case UInt8(ascii: "{"):
      guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
      return JSONNode(.object(try parseObject(depth: depth + 1)), line: l, column: c)
    case UInt8(ascii: "["):
      guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
      return JSONNode(.array(try parseArray(depth: depth + 1)), line: l, column: c)
    case UInt8(ascii: "\""):
      return JSONNode(.string(try parseString()), line: l, column: c)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONNode(.bool(true), line: l, column: c)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONNode(.bool(false), line: l, column: c)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONNode(.null, line: l, column: c)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let (n, text) = try parseNumber()
      return JSONNode(.number(n, text), line: l, column: c)
    default:
      throw error("unexpected '\(printable(bytes[i]))' where a value was expected")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
    let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - i >= w.count, bytes[i..<i + w.count].elementsEqual(w) else {
      throw error("unexpected '\(printable(bytes[i]))' where a value was expected")
    }
    i += w.count
  }

  private mutating func parseObject(depth: Int) throws(JSONParseError) -> [JSONNode.Member] {
    i += 1  // {
    var members: [JSONNode.Member] = []
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      return members
    }
    while true {
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of the document inside an object") }
      guard bytes[i] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found '\(printable(bytes[i]))'")
      }
      let kl = line, kc = column
      let key = try parseString()
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
      i += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONNode.Member(key: key, keyLine: kl, keyColumn: kc, value: value))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of the document inside an object") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "}") {
        i += 1
        return members
      }
      throw error("expected ',' or '}' after a member, found '\(printable(bytes[i]))'")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONParseError) -> [JSONNode] {
    i += 1  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
      i += 1
      return elements
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of the document inside an array") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "]") {
        i += 1
        return elements
      }
      throw error("expected ',' or ']' after an element, found '\(printable(bytes[i]))'")
    }
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    i += 1  // opening quote
    // Most strings have no escape: made from their bytes in place, not copied one by one.
    var end = i
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let start = i
      i = end + 1
      guard let s = String(validating: bytes[start..<end], as: UTF8.self) else {
        throw error("string is not valid UTF-8")
      }
      return s
    }
    var out: [UInt8] = []
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\""):
        i += 1
        guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return s
      case UInt8(ascii: "\\"):
        i += 1
        guard i < bytes.count else { throw error("unterminated string") }
        let e = bytes[i]
        i += 1
        switch e {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try parseHex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
              throw error("unpaired surrogate in \\u escape")
            }
            i += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(scalar) {
            throw error("unpaired surrogate in \\u escape")
          }
          guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(u)).utf8))
        default:
          i -= 1
          throw error("invalid escape '\\\(printable(e))'")
        }
      case 0x00..<0x20:
        throw error("control character in a string (escape it)")
      default:
        out.append(b)
        i += 1
      }
    }
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard bytes.count - i >= 4 else { throw error("truncated \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[i]
      let d: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      v = v << 4 | d
      i += 1
    }
    return v
  }

  private mutating func parseNumber() throws(JSONParseError) -> (Double, String) {
    let start = i
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < bytes.count, isDigit(bytes[i]) else { throw error("invalid number") }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
    } else {
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard i < bytes.count, isDigit(bytes[i]) else { throw error("invalid number: digits expected after '.'") }
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
      guard i < bytes.count, isDigit(bytes[i]) else { throw error("invalid number: digits expected in exponent") }
      while i < bytes.count && isDigit(bytes[i]) { i += 1 }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let d = Double(text), d.isFinite else { throw error("number '\(text)' is out of range") }
    return (d, text)
  }
}
