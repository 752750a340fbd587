/// How serious a finding is (SPEC §6).
public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
  case error, warning, note
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}

/// The stable diagnostic codes of SPEC §6, with their default severity and a one-line title
/// (used for SARIF's rule table and `--help`).
public enum DiagnosticCode: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  case AC001, AC002, AC003, AC010, AC011, AC012, AC013, AC020, AC021, AC022, AC023, AC024
  case AC030, AC031, AC032, AC040, AC041, AC050, AC060, AC061, AC080

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  public var defaultSeverity: Severity {
    switch self {
    case .AC001, .AC003, .AC010, .AC012, .AC020, .AC022, .AC024, .AC031, .AC032, .AC050, .AC060: .error
    case .AC002, .AC011, .AC021, .AC023, .AC030, .AC040, .AC041, .AC061, .AC080: .warning
    case .AC013: .note
    }
  }

  public var title: String {
    switch self {
    case .AC001: "unreadable catalog or Contents.json"
    case .AC002: "unknown key or folder type"
    case .AC003: "invalid value"
    case .AC010: "referenced file does not exist"
    case .AC011: "unassigned child"
    case .AC012: "ambiguous content"
    case .AC013: "empty slot"
    case .AC020: "image does not decode"
    case .AC021: "pixel sizes disagree across scales"
    case .AC022: "single-scale bitmap beside scaled bitmaps"
    case .AC023: "template image without transparency"
    case .AC024: "image over the size limits"
    case .AC030: "duplicate asset name"
    case .AC031: "invalid asset or group name"
    case .AC032: "path leaves the catalog"
    case .AC040: "no match for a trait collection of the coverage matrix"
    case .AC041: "rendition no trait collection can choose"
    case .AC050: "bad appearance rule"
    case .AC060: "bad color"
    case .AC061: "locale entry in a non-localizable image set"
    case .AC080: "two assets generate the same Swift symbol name"
    }
  }
}

/// A problem in the user's catalog (SPEC §6): collected, never aborting the run.
public struct Diagnostic: Hashable, Sendable, Codable, Comparable {
  public var code: DiagnosticCode
  public var severity: Severity
  /// What is wrong and how to fix it; names quoted with '…'.
  public var message: String
  /// The file the finding concerns, as the user can open it (the catalog path they gave joined
  /// with the path inside the catalog).
  public var path: String
  /// 1-based line and column in `path`, when known.
  public var line: Int?
  public var column: Int?
  /// The asset's full name, when the finding concerns one.
  public var asset: String?

  public init(
    _ code: DiagnosticCode, severity: Severity? = nil, _ message: String, path: String,
    line: Int? = nil, column: Int? = nil, asset: String? = nil
  ) {
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.message = message
    self.path = path
    self.line = line
    self.column = column
    self.asset = asset
  }

  /// Sorted output: by path, line, column, code, message.
  public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
    if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
    if a.code != b.code { return a.code < b.code }
    return a.message < b.message
  }
}
