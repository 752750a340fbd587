import AssetCatCore

/// One finding a line, the form Xcode parses for actool: `PATH:LINE: error: MESSAGE [AC012]`, or
/// `PATH: error: MESSAGE [AC012]` without a line. The summary goes to standard error
/// (`ValidationReport.summary`).
public struct TextFormatter: DiagnosticFormatter {
  public init() {}

  public func format(_ report: ValidationReport) -> String {
    report.diagnostics.map { $0.textLine() + "\n" }.joined()
  }
}
