import AssetCatCore
import AssetCatValidation
import Foundation
import Testing

/// The four output formats of `validate --format` against golden files, plus the SARIF fields and
/// the GitHub escaping that consumers rely on.
@Suite("Output formats")
struct FormatterTests {
  static let base = "/repo"
  static let tool = ToolInfo(name: "assetcat", version: "9.9.9", informationURI: "https://example.invalid/assetcat")

  /// A report with every shape of finding: lines and none, a column, all severities, an absolute
  /// path outside the base, a path with a space, a comma and a colon, and a message with `%`, CR
  /// and LF. Given unsorted on purpose.
  static let report = ValidationReport(
    catalogs: ["App/Assets.xcassets", "/elsewhere/Other.xcassets"],
    diagnostics: [
      Diagnostic(
        .AC021, "'logo@2x.png' at 2x is 5×5 pixels, expected 4×4 pixels",
        path: "App/Assets.xcassets/Logo.imageset/Contents.json",
        line: 8, asset: "Logo"),
      Diagnostic(
        .AC012, "entry 2 has the same slot (scale=1) as the entry on line 3",
        path: "App/Assets.xcassets/Logo.imageset/Contents.json",
        line: 8, column: 5, asset: "Logo"),
      Diagnostic(
        .AC013, "entry 3 (scale=3) has no file", path: "/repo/App/Assets.xcassets/Logo.imageset/Contents.json",
        line: 12, asset: "Logo"),
      Diagnostic(
        .AC020, "'icon@2x.png' is a Photoshop document, not a PNG; 100% sure\r\nsecond line",
        path: "./App/Assets.xcassets/Icons, old: v1/Icon.imageset/icon@2x.png", asset: "Icons/Icon"),
      Diagnostic(.AC031, "group name 'Icons.v2' contains a period", path: "/elsewhere/Other.xcassets/Icons.v2"),
    ])

  @Test(arguments: DiagnosticFormat.allCases)
  func matchesGolden(_ format: DiagnosticFormat) throws {
    let out = format.formatter(tool: Self.tool, baseDirectory: Self.base).format(Self.report)
    try Golden.assertMatches(out, "report.\(format.rawValue)")
  }

  @Test func reportIsSortedAndCounted() {
    let r = Self.report
    #expect(r.diagnostics == r.diagnostics.sorted())
    #expect(r.errorCount == 3 && r.warningCount == 1 && r.noteCount == 1)
    #expect(r.summary == "3 errors, 1 warning, 1 note in 2 catalogs")
    #expect(r.exitCode(strict: false) == 1)
    let warningsOnly = ValidationReport(
      catalogs: ["A.xcassets"], diagnostics: [Diagnostic(.AC011, "x", path: "A.xcassets/x")])
    #expect(warningsOnly.exitCode(strict: false) == 0)
    #expect(warningsOnly.exitCode(strict: true) == 1)
    let notesOnly = ValidationReport(
      catalogs: ["A.xcassets"], diagnostics: [Diagnostic(.AC013, "x", path: "A.xcassets/x")])
    #expect(notesOnly.exitCode(strict: true) == 0)
  }

  /// One `Diagnostic.textLine` a finding (its form is DiagnosticTextTests'), each ended by a newline.
  @Test func textIsXcodesForm() {
    let report = ValidationReport(
      catalogs: ["A.xcassets"],
      diagnostics: [
        Diagnostic(.AC012, "two entries", path: "A.xcassets/L.imageset/Contents.json", line: 3, column: 5),
        Diagnostic(.AC011, "stray", path: "A.xcassets/x.png"), Diagnostic(.AC020, "a\nb", path: "p"),
      ])
    #expect(
      TextFormatter().format(report)
        == "A.xcassets/L.imageset/Contents.json:3: error: two entries [AC012]\n"
        + "A.xcassets/x.png: warning: stray [AC011]\np: error: a b [AC020]\n")
  }

  @Test func jsonIsOneSortedDocument() throws {
    let out = JSONFormatter(tool: Self.tool).format(Self.report)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["catalogs", "codes", "counts", "diagnostics", "tool"])
    let counts = try #require(object["counts"] as? [String: Int])
    #expect(counts == ["errors": 3, "warnings": 1, "notes": 1])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 5)
    #expect(diagnostics.map { $0["code"] as? String } == Self.report.diagnostics.map(\.code.rawValue))
    let first = try #require(diagnostics.first)
    #expect(first["line"] == nil)  // absent keys, not null
    // Keys are sorted in the text itself.
    let keyOrder = ["\"catalogs\"", "\"codes\"", "\"counts\"", "\"diagnostics\"", "\"tool\""].map {
      out.range(of: $0)!.lowerBound
    }
    #expect(keyOrder == keyOrder.sorted())
  }

  @Test func sarifHasTheRequiredFields() throws {
    let out = SARIFFormatter(tool: Self.tool, baseDirectory: Self.base).format(Self.report)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-schema-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "assetcat")
    #expect(driver["version"] as? String == "9.9.9")
    #expect(driver["informationUri"] as? String == "https://example.invalid/assetcat")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == DiagnosticCode.allCases.map(\.rawValue))
    for (rule, code) in zip(rules, DiagnosticCode.allCases) {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == code.title)
      #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == code.defaultSeverity.rawValue)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == Self.report.diagnostics.count)
    for (result, d) in zip(results, Self.report.diagnostics) {
      #expect(result["ruleId"] as? String == d.code.rawValue)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == d.code.rawValue)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] as? String == d.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.contains("\\") && !uri.contains(" "))
      #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./"))
      let region = physical["region"] as? [String: Any]
      if let line = d.line {
        #expect(region?["startLine"] as? Int == line)
      } else {
        #expect(region == nil)  // no region without a line
      }
    }
    // A path under the base is made relative; one outside stays absolute as a file URI.
    let uris = results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap {
        ($0["artifactLocation"] as? [String: Any])?["uri"] as? String
      }
    }
    #expect(uris.contains("App/Assets.xcassets/Logo.imageset/Contents.json"))
    #expect(uris.contains("file:///elsewhere/Other.xcassets/Icons.v2"))
    #expect(uris.contains("App/Assets.xcassets/Icons,%20old%3A%20v1/Icon.imageset/icon@2x.png"))
  }

  @Test func githubEscapesMessagesAndProperties() {
    #expect(GitHubFormatter.escapeData("100% a\r\nb") == "100%25 a%0D%0Ab")
    #expect(GitHubFormatter.escapeData("a: b, c") == "a: b, c")
    #expect(GitHubFormatter.escapeProperty("a: b, c%\n") == "a%3A b%2C c%25%0A")
    let f = GitHubFormatter(baseDirectory: "/repo")
    #expect(
      f.line(Diagnostic(.AC012, "two, entries: x", path: "/repo/A.xcassets/L.imageset/Contents.json", line: 3))
        == "::error file=A.xcassets/L.imageset/Contents.json,line=3,title=AC012::two, entries: x")
    #expect(f.line(Diagnostic(.AC013, "empty", path: "A,B:C/x")) == "::notice file=A%2CB%3AC/x,title=AC013::empty")
    #expect(f.line(Diagnostic(.AC011, "stray", path: "x")).hasPrefix("::warning file=x,title=AC011::"))
    // Every output line is one command.
    let out = f.format(Self.report)
    #expect(out.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
    #expect(out.split(separator: "\n").count == Self.report.diagnostics.count)
  }
}
