import AssetCatCore
import Foundation

/// A JSON value written with its keys in the order given (SPEC §5 answers read top to bottom:
/// name, kind, request, match).
public indirect enum JSONOutput: Hashable, Sendable {
  case object([(String, JSONOutput)])
  case array([JSONOutput])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.serialized() == b.serialized() }
  public func hash(into h: inout Hasher) { h.combine(serialized()) }

  /// Compact (one line, for JSON Lines) or indented with two spaces.
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    write(to: &out, pretty: pretty, indent: 0)
    return out
  }

  private func write(to out: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += Self.format(d)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
        item.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (k, v)) in members.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
        Self.quote(k, into: &out)
        out += pretty ? ": " : ":"
        v.write(to: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "}"
    }
  }

  /// Whole numbers without a fraction (`120`), others in the shortest form that reads back.
  static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where u.value < 0x20:
        out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
      default: out.unicodeScalars.append(u)
      }
    }
    out += "\""
  }
}

extension JSONOutput {
  static func size(_ s: Size) -> JSONOutput { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

  static func insets(_ e: EdgeInsets) -> JSONOutput {
    .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
  }

  /// A trait collection: specified axes in SPEC §2 order; `scale` and nothing else as a number.
  static func traits(_ t: TraitCollection) -> JSONOutput {
    .object(
      TraitAxis.allCases.compactMap { axis in
        guard let v = t.value(of: axis) else { return nil }
        if axis == .scale, let s = t.scale { return (axis.key, .number(Double(s))) }
        return (axis.key, .string(v))
      })
  }

  /// A slot as SPEC §5 prints it: `idiom` always (`universal` when any), then the axes that are
  /// not *any*.
  static func slot(_ t: TraitCollection) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("idiom", .string(t.idiom?.rawValue ?? "universal"))]
    for axis in TraitAxis.allCases where axis != .idiom {
      guard let v = t.value(of: axis) else { continue }
      if axis == .scale, let s = t.scale { members.append((axis.key, .number(Double(s)))) } else { members.append((axis.key, .string(v))) }
    }
    return .object(members)
  }
}
