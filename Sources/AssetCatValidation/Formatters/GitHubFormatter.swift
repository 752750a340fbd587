import AssetCatCore

/// GitHub Actions workflow commands: `::error file=…,line=…,title=AC012::message`. Messages escape
/// `%`, CR and LF; property values also escape `:` and `,`.
public struct GitHubFormatter: DiagnosticFormatter {
  public var baseDirectory: String
  public init(baseDirectory: String) { self.baseDirectory = baseDirectory }

  public func format(_ report: ValidationReport) -> String {
    report.diagnostics.map { line($0) + "\n" }.joined()
  }

  public func line(_ d: Diagnostic) -> String {
    let command =
      switch d.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
    var properties = ["file=" + Self.escapeProperty(ReportPath.relative(d.path, to: baseDirectory))]
    if let line = d.line {
      properties.append("line=\(line)")
      if let column = d.column { properties.append("col=\(column)") }
    }
    properties.append("title=" + Self.escapeProperty(d.code.rawValue))
    return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(d.message))"
  }

  /// A command's message.
  public static func escapeData(_ s: String) -> String {
    s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value.
  public static func escapeProperty(_ s: String) -> String {
    escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
