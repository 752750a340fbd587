/// A property list value, written as Apple's XML plist (`xml1`) byte for byte the same for the
/// same value: dictionary keys sorted by their UTF-8 bytes, tab indentation, the standard header.
/// (Foundation's `PropertyListSerialization` is not used: its output on Linux is not specified to
/// be stable, and the actool outputs are compared byte for byte.)
public indirect enum PropertyList: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case bool(Bool)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  /// The XML plist document, ending in a newline.
  public var xmlDocument: String {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(to: &out, depth: 0)
    out += "</plist>\n"
    return out
  }

  /// The document as UTF-8 bytes.
  public var xmlBytes: [UInt8] { Array(xmlDocument.utf8) }

  private func write(to out: inout String, depth: Int) {
    let indent = String(repeating: "\t", count: depth)
    switch self {
    case .string(let s): out += "\(indent)<string>\(Self.escaped(s))</string>\n"
    case .integer(let i): out += "\(indent)<integer>\(i)</integer>\n"
    case .bool(let b): out += "\(indent)<\(b ? "true" : "false")/>\n"
    case .array(let items):
      guard !items.isEmpty else {
        out += "\(indent)<array/>\n"
        return
      }
      out += "\(indent)<array>\n"
      for item in items { item.write(to: &out, depth: depth + 1) }
      out += "\(indent)</array>\n"
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        out += "\(indent)<dict/>\n"
        return
      }
      out += "\(indent)<dict>\n"
      for key in entries.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
        out += "\(indent)\t<key>\(Self.escaped(key))</key>\n"
        entries[key]!.write(to: &out, depth: depth + 1)
      }
      out += "\(indent)</dict>\n"
    }
  }

  /// XML text escaping for element content.
  static func escaped(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
