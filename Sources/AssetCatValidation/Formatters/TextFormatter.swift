import AssetCatCore

/// One finding a line, the form Xcode parses for actool: `PATH:LINE: error: MESSAGE [AC012]`, or
/// `PATH: error: MESSAGE [AC012]` without a line. The summary goes to standard error
/// (`ValidationReport.summary`).
public struct TextFormatter: DiagnosticFormatter {
  public init() {}

  public func format(_ report: ValidationReport) -> String {
    report.diagnostics.map { line($0) + "\n" }.joined()
  }

  public func line(_ d: Diagnostic) -> String {
    let location = d.line.map { "\(d.path):\($0)" } ?? d.path
    // A message is one line: a stray newline would split the finding for Xcode.
    let message = d.message.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    return "\(location): \(d.severity.rawValue): \(message) [\(d.code.rawValue)]"
  }
}
