import AssetCatCore
import Foundation

/// A JSON value written with its keys in the order given (SPEC §5 answers read top to bottom:
/// name, kind, request, match). Not `indirect`: arrays already hold their elements out of line,
/// and a batch answer is built without a box per value.
public enum JSONOutput: Hashable, Sendable {
  case object([(String, JSONOutput)])
  case array([JSONOutput])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  /// A value already serialized in compact form (batch answers reuse their request and match
  /// parts); written as is, also when pretty-printing.
  case serialized([UInt8])

  public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.serialized() == b.serialized() }
  public func hash(into h: inout Hasher) { h.combine(serialized()) }

  /// Compact (one line, for JSON Lines) or indented with two spaces.
  public func serialized(pretty: Bool = false) -> String {
    String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
  }

  /// The UTF-8 bytes of `serialized(pretty:)`.
  public func serializedBytes(pretty: Bool = false) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(512)
    write(to: &out, pretty: pretty, indent: 0)
    return out
  }

  /// Appends the compact form to `out` (batch answers go straight into the output buffer).
  public func write(compactTo out: inout [UInt8]) {
    write(to: &out, pretty: false, indent: 0)
  }

  private static func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(0x0A)
    out.append(contentsOf: repeatElement(0x20, count: indent * 2))
  }

  private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let d): out.append(contentsOf: Self.format(d).utf8)
    case .string(let s): Self.quote(s, into: &out)
    case .serialized(let bytes): out.append(contentsOf: bytes)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&out, indent + 1) }
        item.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { Self.newline(&out, indent) }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, (k, v)) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        if pretty { Self.newline(&out, indent + 1) }
        Self.quote(k, into: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(0x20) }
        v.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { Self.newline(&out, indent) }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Whole numbers without a fraction (`120`), others in the shortest form that reads back.
  static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }

  static func quote(_ s: String, into out: inout [UInt8]) {
    out.append(0x22)
    // Most strings need no escape: copy their bytes at once.
    let plain = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      for b in bytes where b < 0x20 || b == 0x22 || b == 0x5C { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if plain == true {
      out.append(0x22)
      return
    }
    for b in s.utf8 {
      switch b {
      case 0x22: out.append(contentsOf: [0x5C, 0x22])
      case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
      default: out.append(b)
      }
    }
    out.append(0x22)
  }
}

extension JSONOutput {
  static func size(_ s: Size) -> JSONOutput { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

  static func insets(_ e: EdgeInsets) -> JSONOutput {
    .object([
      ("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right)),
    ])
  }

  /// A trait collection: specified axes in SPEC §2 order; `scale` and nothing else as a number.
  static func traits(_ t: TraitCollection) -> JSONOutput {
    .object(
      TraitAxis.allCases.compactMap { axis in
        guard let v = t.value(of: axis) else { return nil }
        if axis == .scale, let s = t.scale { return (axis.key, .number(Double(s))) }
        // A request's width is a number; a slot's condition (`>161`) stays text.
        if axis == .screenWidth, case .points(let w)? = t.screenWidth { return (axis.key, .number(Double(w))) }
        return (axis.key, .string(v))
      })
  }

  /// A slot as SPEC §5 prints it: `idiom` always (`universal` when any), then the axes that are
  /// not *any*.
  static func slot(_ t: TraitCollection) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("idiom", .string(t.idiom?.rawValue ?? "universal"))]
    for axis in TraitAxis.allCases where axis != .idiom {
      guard let v = t.value(of: axis) else { continue }
      if axis == .scale, let s = t.scale {
        members.append((axis.key, .number(Double(s))))
      } else {
        members.append((axis.key, .string(v)))
      }
    }
    return .object(members)
  }
}
