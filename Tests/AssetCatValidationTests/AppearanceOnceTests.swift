import AssetCatCore
import AssetCatSource
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// `Appearance.json` is read and parsed once per run: `compile` parses the catalogs' rules files
/// for storing and hands the same parse to the validator's AppearanceCheck.
@Suite("Appearance.json parsed once")
struct AppearanceOnceTests {
  static let rules =
    #"{ "version": 1, "rules": [ { "component": "Button", "properties": { "icon": { "image": "Nope" } } } ] }"#

  @Test("the check reports the parse it was given, without reading the file again")
  func checkUsesTheGivenParse() async throws {
    let cat = try FixtureCatalog()
    try cat.write("Appearance.json", Data(Self.rules.utf8))
    var input = try ValidationInput.read(paths: [cat.path])
    let parsed = AppearanceCheck.load(input)
    #expect(parsed.files.count == 1)
    let expected = try #require(try parsed.files.first?.result.get().diagnostics)
    #expect(expected.map(\.code) == [.AC050])  // the unknown image 'Nope'

    // Replaced on disk after the parse: the run still reports what the parse found.
    try cat.write("Appearance.json", Data(#"{ "version": 1, "rules": [] }"#.utf8))
    input.appearanceFiles = parsed
    let report = await Validator.validate(input)
    #expect(report.diagnostics.filter { $0.code == .AC050 } == expected)

    // Without a given parse, the check reads the file as it is now.
    input.appearanceFiles = nil
    #expect(await Validator.validate(input).diagnostics.filter { $0.code == .AC050 }.isEmpty)
  }

  @Test("the stored rules are the catalogs' files concatenated in order, from the same parse")
  func storedRulesComeFromTheSameParse() throws {
    let a = try FixtureCatalog(name: "A")
    let b = try FixtureCatalog(name: "B")
    try a.write(
      "Appearance.json",
      Data(#"{ "version": 1, "rules": [ { "component": "A", "properties": { "n": { "number": 1 } } } ] }"#.utf8))
    try b.write(
      "Appearance.json",
      Data(#"{ "version": 1, "rules": [ { "component": "B", "properties": { "n": { "number": 2 } } } ] }"#.utf8))
    let files = CatalogAppearanceFiles.load(catalogPaths: [a.path, b.path], assets: nil)
    let stored = try AppearanceFile.rulesForCompile(catalogFiles: files, appearanceFile: nil, assets: nil)
    #expect(stored.rules.rules.map(\.component) == ["A", "B"])
    #expect(stored.diagnostics.isEmpty)
  }
}
