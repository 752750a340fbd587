import AssetCatCore
import Foundation

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
