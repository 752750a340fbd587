import AssetCatCore

/// SARIF 2.1.0 for code scanning: the rule table from `DiagnosticCode`, one result per finding,
/// URIs relative to the base directory with forward slashes, a region only when there is a line.
public struct SARIFFormatter: DiagnosticFormatter {
  public var tool: ToolInfo
  public var baseDirectory: String
  public init(tool: ToolInfo = .assetcat, baseDirectory: String) {
    self.tool = tool
    self.baseDirectory = baseDirectory
  }

  public func format(_ report: ValidationReport) -> String {
    encodeSorted(log(report))
  }

  func log(_ report: ValidationReport) -> SARIFLog {
    let codes = DiagnosticCode.allCases
    let rules = codes.map { code in
      SARIFLog.Rule(
        id: code.rawValue, name: Self.ruleName(code.title), shortDescription: .init(text: code.title),
        defaultConfiguration: .init(level: code.defaultSeverity.sarifLevel))
    }
    let results = report.diagnostics.map { d in
      SARIFLog.Result(
        ruleId: d.code.rawValue, ruleIndex: codes.firstIndex(of: d.code) ?? 0, level: d.severity.sarifLevel,
        message: .init(text: d.message),
        locations: [
          .init(
            physicalLocation: .init(
              artifactLocation: .init(uri: ReportPath.uri(d.path, base: baseDirectory)),
              region: d.line.map { SARIFLog.Region(startLine: $0, startColumn: d.column) }))
        ],
        properties: d.asset.map { SARIFLog.Properties(asset: $0) })
    }
    let driver = SARIFLog.Driver(
      name: tool.name, version: tool.version, semanticVersion: tool.version, informationUri: tool.informationURI,
      rules: rules)
    return SARIFLog(
      schema: SARIFLog.schemaURI, version: "2.1.0",
      runs: [.init(tool: .init(driver: driver), results: results, columnKind: "unicodeCodePoints")])
  }

  /// `ambiguous content` → `AmbiguousContent` (SARIF's rule `name` is an identifier).
  static func ruleName(_ title: String) -> String {
    title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }
}
