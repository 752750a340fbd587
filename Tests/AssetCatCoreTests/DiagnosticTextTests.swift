import AssetCatCore
import Foundation
import Testing

/// The one text form of a finding (SPEC §6) and the one table of codes, checked against the
/// specification's table.
@Suite("Diagnostic text and code table")
struct DiagnosticTextTests {
  @Test func theLineIsXcodesForm() {
    let d = Diagnostic(.AC012, "two entries for one slot", path: "A.xcassets/x.imageset/Contents.json", line: 4)
    #expect(d.textLine() == "A.xcassets/x.imageset/Contents.json:4: error: two entries for one slot [AC012]")
    let none = Diagnostic(.AC031, "bad name", path: "A.xcassets/a.b")
    #expect(none.textLine() == "A.xcassets/a.b: error: bad name [AC031]")
  }

  @Test func theColumnIsShownOnlyWhenAsked() {
    let d = Diagnostic(.AC050, "unknown asset 'Nope'", path: "appearance.json", line: 3, column: 12)
    #expect(d.textLine() == "appearance.json:3: error: unknown asset 'Nope' [AC050]")
    #expect(d.textLine(column: true) == "appearance.json:3:12: error: unknown asset 'Nope' [AC050]")
  }

  @Test func aMessageStaysOnOneLine() {
    let d = Diagnostic(.AC010, "'a\nb.png' is missing\r", path: "p")
    #expect(d.textLine() == "p: warning: 'a b.png' is missing  [AC010]")
  }

  /// Docs/Specification.md §6's table: the same codes, each with the severity the code table gives.
  @Test func theSpecificationListsEveryCodeWithItsSeverity() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/Specification.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var documented: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| AC") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      documented[cells[0]] = cells[1]
    }
    #expect(Set(documented.keys) == Set(DiagnosticCode.allCases.map(\.rawValue)))
    for code in DiagnosticCode.allCases {
      #expect(documented[code.rawValue] == code.entry.severity.rawValue, "\(code)")
    }
  }
}
