/// A JSON value that remembers where it was written (1-based line and column), so diagnostics
/// about `Appearance.json` can point at the offending key or value (SPEC §6).
///
/// A small strict RFC 8259 reader: objects keep their keys in file order (duplicates included, so
/// the caller can report them); numbers are `Double`. Depth is capped so hostile input cannot
/// exhaust the stack (SPEC §7).
struct PositionedJSON: Sendable {
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PositionedJSON])
    case object([Member])
  }

  /// One `"key": value` pair, with the key's position.
  struct Member: Sendable {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var value: PositionedJSON
  }

  var value: Value
  /// 1-based line and column (in UTF-8 bytes, as the source reader counts) of the value's first character.
  var line: Int
  var column: Int

  /// What the value is, for messages (`a string`, `an object`).
  var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  var stringValue: String? { if case .string(let s) = value { s } else { nil } }
  var numberValue: Double? { if case .number(let n) = value { n } else { nil } }
  var boolValue: Bool? { if case .bool(let b) = value { b } else { nil } }
  var arrayValue: [PositionedJSON]? { if case .array(let a) = value { a } else { nil } }
  var objectValue: [Member]? { if case .object(let o) = value { o } else { nil } }

  /// A syntax error with its position.
  struct SyntaxError: Error, Sendable, CustomStringConvertible {
    var message: String
    var line: Int
    var column: Int
    var description: String { "\(message) at line \(line), column \(column)" }
  }

  /// Parses a whole document (UTF-8, an optional BOM); trailing non-space is an error.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> PositionedJSON {
    var p = Parser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      p.index = 3
      p.lineStart = 3
    }
    p.skipSpace()
    let v = try p.parseValue(depth: 0)
    p.skipSpace()
    if p.index < bytes.count { throw p.error("unexpected text after the JSON value") }
    return v
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    /// Index of the first byte of the current line.
    var lineStart = 0
    static let maxDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    var column: Int { index - lineStart + 1 }

    func error(_ message: String) -> SyntaxError { SyntaxError(message: message, line: line, column: column) }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0D: index += 1
        case 0x0A:
          index += 1
          line += 1
          lineStart = index
        default: return
        }
      }
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> PositionedJSON {
      guard depth < Self.maxDepth else { throw error("nesting deeper than \(Self.maxDepth) levels") }
      guard index < bytes.count else { throw error("unexpected end of file") }
      let (l, c) = (line, column)
      func made(_ v: Value) -> PositionedJSON { PositionedJSON(value: v, line: l, column: c) }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [Member] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return made(.object(members))
        }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
          let (kl, kc) = (line, column)
          let key = try parseString()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
          index += 1
          skipSpace()
          let v = try parseValue(depth: depth + 1)
          members.append(Member(key: key, keyLine: kl, keyColumn: kc, value: v))
          skipSpace()
          guard index < bytes.count else { throw error("unexpected end of file in an object") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return made(.object(members))
          }
          throw error("expected ',' or '}' in an object")
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [PositionedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return made(.array(items))
        }
        while true {
          skipSpace()
          items.append(try parseValue(depth: depth + 1))
          skipSpace()
          guard index < bytes.count else { throw error("unexpected end of file in an array") }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return made(.array(items))
          }
          throw error("expected ',' or ']' in an array")
        }
      case UInt8(ascii: "\""):
        return made(.string(try parseString()))
      case UInt8(ascii: "t"):
        try literal("true")
        return made(.bool(true))
      case UInt8(ascii: "f"):
        try literal("false")
        return made(.bool(false))
      case UInt8(ascii: "n"):
        try literal("null")
        return made(.null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return made(.number(try parseNumber()))
      default:
        throw error("unexpected character")
      }
    }

    mutating func literal(_ word: StaticString) throws(SyntaxError) {
      let w = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
      guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
        throw error("unexpected word")
      }
      index += w.count
    }

    mutating func parseNumber() throws(SyntaxError) -> Double {
      let start = index
      func digits() -> Int {
        let s = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - s
      }
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let intStart = index
      let intDigits = digits()
      guard intDigits > 0 else { throw error("malformed number") }
      if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw error("a number with a leading zero") }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { throw error("malformed number") }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw error("malformed number") }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let d = Double(text), d.isFinite else { throw error("number out of range") }
      return d
    }

    /// Parses a string starting at the opening quote.
    mutating func parseString() throws(SyntaxError) -> String {
      index += 1
      var out: [UInt8] = []
      while true {
        guard index < bytes.count else { throw error("unterminated string") }
        let b = bytes[index]
        if b == UInt8(ascii: "\"") {
          index += 1
          break
        }
        if b < 0x20 { throw error("control character in a string") }
        if b != UInt8(ascii: "\\") {
          out.append(b)
          index += 1
          continue
        }
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let e = bytes[index]
        index += 1
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
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
              throw error("unpaired surrogate in a string")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a string") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(u)).utf8))
        default: throw error("invalid escape in a string")
        }
      }
      return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard bytes.count - index >= 4 else { throw error("short \\u escape") }
      var v: UInt32 = 0
      for _ in 0..<4 {
        let b = bytes[index]
        let d: UInt32
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
        default: throw error("invalid \\u escape")
        }
        v = v << 4 | d
        index += 1
      }
      return v
    }
  }
}
