/// A JSON value written as Apple's `assetutil --info` writes it (Foundation's JSON writer,
/// pretty-printed with sorted keys): two-space indents, `"key" : value`, keys compared without
/// regard to case (`Scale` before `SHA1Digest`), `/` escaped as `\/`, whole numbers without a
/// fraction.
indirect enum AssetutilJSON: Equatable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case array([AssetutilJSON])
  case object([String: AssetutilJSON])

  /// The value's text, with no newline after it.
  var serialized: String {
    var out = ""
    write(to: &out, indent: 0)
    return out
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .string(let s): out += Self.quoted(s)
    case .int(let n): out += String(n)
    case .double(let d): out += Self.number(d)
    case .bool(let b): out += b ? "true" : "false"
    case .array(let items): Self.write(items.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent)
    case .object(let members):
      let sorted = members.sorted { Self.keyPrecedes($0.key, $1.key) }
      Self.write(sorted.map { ($0.key, $0.value) }, open: "{", close: "}", to: &out, indent: indent)
    }
  }

  private static func write(
    _ items: [(String?, AssetutilJSON)], open: String, close: String, to out: inout String, indent: Int
  ) {
    let inner = String(repeating: "  ", count: indent + 1)
    out += open + "\n"
    if items.isEmpty { out += "\n" }
    for (i, (key, value)) in items.enumerated() {
      out += inner
      if let key { out += quoted(key) + " : " }
      value.write(to: &out, indent: indent + 1)
      out += i + 1 < items.count ? ",\n" : "\n"
    }
    out += String(repeating: "  ", count: indent) + close
  }

  /// Keys in the order Apple's dumps list them: case-insensitive, then byte order.
  static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    let (la, lb) = (a.lowercased(), b.lowercased())
    return la == lb ? a.utf8.lexicographicallyPrecedes(b.utf8) : la.utf8.lexicographicallyPrecedes(lb.utf8)
  }

  /// A double as Foundation writes it: whole values without a fraction, others in their
  /// shortest form.
  static func number(_ d: Double) -> String {
    guard d.isFinite else { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
    return String(d)
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += "\\/"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16, uppercase: false)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
