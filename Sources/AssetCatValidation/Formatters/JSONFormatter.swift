import AssetCatCore
import Foundation

/// One JSON document: the tool, the catalogs, counts per severity and per code, and the sorted
/// diagnostics. Keys are sorted.
public struct JSONFormatter: DiagnosticFormatter {
  public var tool: ToolInfo
  public init(tool: ToolInfo = .assetcat) { self.tool = tool }

  struct Document: Codable {
    struct Tool: Codable {
      var name: String
      var version: String
    }
    struct Counts: Codable {
      var errors: Int
      var warnings: Int
      var notes: Int
    }
    var tool: Tool
    var catalogs: [String]
    var counts: Counts
    /// Findings per code (`AC021`), codes that occur only.
    var codes: [String: Int]
    var diagnostics: [Diagnostic]
  }

  public func format(_ report: ValidationReport) -> String {
    var codes: [String: Int] = [:]
    for d in report.diagnostics { codes[d.code.rawValue, default: 0] += 1 }
    let doc = Document(
      tool: .init(name: tool.name, version: tool.version), catalogs: report.catalogs,
      counts: .init(errors: report.errorCount, warnings: report.warningCount, notes: report.noteCount),
      codes: codes, diagnostics: report.diagnostics)
    return encodeSorted(doc)
  }
}

/// Pretty JSON with sorted keys and unescaped slashes, ending with a newline.
func encodeSorted<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  // Encoding plain structs of strings and numbers cannot fail.
  guard let data = try? encoder.encode(value) else { return "{}\n" }
  return String(decoding: data, as: UTF8.self) + "\n"
}
