import AssetCatCore
import Foundation

/// Paths in machine formats: relative to a base directory with forward slashes when inside it,
/// else absolute.
enum ReportPath {
  static func relative(_ path: String, to base: String) -> String {
    var p = path.replacingOccurrences(of: "\\", with: "/")
    if p.hasPrefix("/") {
      let b = base.hasSuffix("/") ? base : base + "/"
      if p.hasPrefix(b) { p = String(p.dropFirst(b.count)) }
    }
    while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
    while p.contains("//") { p = p.replacingOccurrences(of: "//", with: "/") }
    p = p.replacingOccurrences(of: "/./", with: "/")
    return p
  }

  /// A URI reference for SARIF: relative paths percent-encoded; absolute ones as `file://` URIs.
  static func uri(_ path: String, base: String) -> String {
    let rel = relative(path, to: base)
    let encoded = rel.addingPercentEncoding(withAllowedCharacters: uriPathAllowed) ?? rel
    return rel.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// RFC 3986 path characters (unreserved, sub-delims, `@`, `/`); `:` is encoded so that a first
  /// segment can never read as a scheme.
  static let uriPathAllowed: CharacterSet = {
    var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    set.insert(charactersIn: "!$&'()*+,;=@/")
    return set
  }()
}
