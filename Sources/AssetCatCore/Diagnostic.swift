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
