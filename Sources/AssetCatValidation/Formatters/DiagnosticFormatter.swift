import AssetCatCore
import Foundation

/// Turns a report into one output format (SPEC §5 `--format`). Output is deterministic: the
/// report's diagnostics are sorted, and every format keeps that order.
public protocol DiagnosticFormatter: Sendable {
  /// What goes to standard output.
  func format(_ report: ValidationReport) -> String
}

/// The formats of `validate --format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  case text, json, sarif, github

  /// The formatter for this format. `baseDirectory` is what SARIF URIs and GitHub file names are
  /// made relative to (the current directory, normally the repository root).
  public func formatter(tool: ToolInfo = .assetcat, baseDirectory: String) -> any DiagnosticFormatter {
    switch self {
    case .text: TextFormatter()
    case .json: JSONFormatter(tool: tool)
    case .sarif: SARIFFormatter(tool: tool, baseDirectory: baseDirectory)
    case .github: GitHubFormatter(baseDirectory: baseDirectory)
    }
  }
}

/// Who wrote a report (JSON and SARIF carry it).
public struct ToolInfo: Sendable, Hashable {
  public var name: String
  public var version: String
  public var informationURI: String
  public init(name: String, version: String, informationURI: String) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
  }

  /// assetcat itself. The URI is a placeholder until the project has a public home.
  public static let assetcat = ToolInfo(
    name: "assetcat", version: "0.1.0", informationURI: "https://github.com/assetcat/assetcat")
}

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

extension Severity {
  /// SARIF's `level` and the JSON word.
  var sarifLevel: String { rawValue }
}
