import AssetCatCore
import Foundation

/// Turns a report into one output format (SPEC §5 `--format`). Output is deterministic: the
/// report's diagnostics are sorted, and every format keeps that order.
public protocol DiagnosticFormatter: Sendable {
  /// What goes to standard output.
  func format(_ report: ValidationReport) -> String
}

extension Severity {
  /// SARIF's `level` and the JSON word.
  var sarifLevel: String { rawValue }
}
