import Foundation
import Testing

/// `assetcat validate` end to end: formats, exit codes (SPEC §5) and the summary on stderr.
@Suite("validate command")
struct ValidateCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static func broken(_ code: String) -> String {
    root.appendingPathComponent("SampleAssets/Broken/\(code).xcassets").path
  }
  static func fixed(_ code: String) -> String {
    root.appendingPathComponent("Tests/AssetCatValidationTests/Fixtures/Fixed/\(code).xcassets").path
  }

  @Test func cleanCatalogExitsZero() throws {
    let r = try AssetCatExecutable.run(["validate", Self.fixed("AC021")])
    #expect(r.status == 0)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("0 errors, 0 warnings, 0 notes in 1 catalog"))
  }

  @Test func errorsExitOne() throws {
    let r = try AssetCatExecutable.run(["validate", Self.broken("AC012")])
    #expect(r.status == 1)
    #expect(r.stdout.contains("/Logo.imageset/Contents.json:8: error: "))
    #expect(r.stdout.hasSuffix("[AC012]\n"))
    #expect(r.stderr.contains("1 error"))
  }

  @Test func warningsFailOnlyWithStrict() throws {
    #expect(try AssetCatExecutable.run(["validate", Self.broken("AC011")]).status == 0)
    #expect(try AssetCatExecutable.run(["validate", "--strict", Self.broken("AC011")]).status == 1)
    // Notes never fail.
    #expect(try AssetCatExecutable.run(["validate", "--strict", Self.broken("AC013")]).status == 0)
  }

  @Test func badUsageAndUnreadableInputExitTwo() throws {
    #expect(try AssetCatExecutable.run(["validate"]).status == 2)
    #expect(try AssetCatExecutable.run(["validate", "--format", "xml", Self.fixed("AC021")]).status == 2)
    #expect(try AssetCatExecutable.run(["validate", "--max-side", "0", Self.fixed("AC021")]).status == 2)
    #expect(try AssetCatExecutable.run(["validate", "--max-pixels", "10000000000", Self.fixed("AC021")]).status == 2)
    let missing = try AssetCatExecutable.run(["validate", "/nonexistent/Missing.xcassets"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("does not exist"))
    let badMatrix = try AssetCatExecutable.run([
      "validate", "--matrix", Self.root.appendingPathComponent("Package.swift").path, Self.fixed("AC021"),
    ])
    #expect(badMatrix.status == 2)
    #expect(badMatrix.stderr.contains("bad coverage matrix"))
    #expect(try AssetCatExecutable.run(["validate", "--matrix", "/nonexistent.json", Self.fixed("AC021")]).status == 2)
  }

  @Test func matrixFindsCoverageGaps() throws {
    let matrix = Self.root.appendingPathComponent("SampleAssets/Broken/AC040.matrix.json").path
    let r = try AssetCatExecutable.run(["validate", "--strict", "--matrix", matrix, Self.broken("AC040")])
    #expect(r.status == 1)
    #expect(r.stdout.contains("[AC040]"))
  }

  @Test func machineFormatsAreOneDocumentOrOneCommandALine() throws {
    let catalogs = [Self.broken("AC012"), Self.broken("AC023"), Self.broken("AC024")]
    let json = try AssetCatExecutable.run(["validate", "--format", "json"] + catalogs)
    #expect(json.status == 1)
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((doc["diagnostics"] as? [Any])?.count == 3)
    #expect(json.stderr.isEmpty)
    let sarif = try AssetCatExecutable.run(["validate", "--format", "sarif"] + catalogs)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let github = try AssetCatExecutable.run(["validate", "--format", "github"] + catalogs)
    let lines = github.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    // Same input, same output.
    #expect(try AssetCatExecutable.run(["validate", "--format", "json"] + catalogs).stdout == json.stdout)
  }
}
