import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import Foundation
import Testing

/// `CJSN` (format 2.1): the source Contents.json files a catalog keeps for an exact extract.
@Suite struct SourceContentsTests {
  static func write(_ files: [String: String], thinned: Bool = false) throws -> CompiledCatalog {
    let dir = Fixtures.TempDir()
    let (catalog, payloads) = Fixtures.richCatalog()
    var options = CompiledCatalogWriter.Options(thinned: thinned)
    options.sourceContents = files
    let out = dir.file("c.assetcat")
    try CompiledCatalogWriter(options: options).write(catalog, to: out, payload: Fixtures.inMemory(payloads))
    return try CompiledCatalog(bytes: Array(Data(contentsOf: out)))
  }

  @Test func keptFilesReadBackSortedByPathBytes() throws {
    let files = [
      "Contents.json": "{}\n", "Icons/Star.imageset/Contents.json": #"{"images":[{"idiom":"universal"}]}"#,
      "Icons/Contents.json": "{ }",
    ]
    let c = try Self.write(files)
    try c.verify()
    #expect(c.minorVersion == CompiledCatalogFormat.minorVersion)
    let got = try c.sourceContents()
    #expect(got.map(\.path) == ["Contents.json", "Icons/Contents.json", "Icons/Star.imageset/Contents.json"])
    #expect(Dictionary(uniqueKeysWithValues: got.map { ($0.path, $0.text) }) == files)
  }

  @Test func noSectionWithoutFiles() throws {
    let c = try Self.write([:])
    #expect(try c.sourceContents() == [])
    #expect(!c.sections.contains { $0.kind == .sourceContents })
  }

  @Test(arguments: [
    "../Contents.json", "/Contents.json", "a/./Contents.json", "a//Contents.json", "a/b.png", "a/xContents.json",
    "Contents.json/x",
  ])
  func pathsThatLeaveTheCatalogOrNameAnotherFileAreRefused(_ path: String) throws {
    let c = try Self.write([path: "{}"])
    #expect(throws: CompiledCatalogError.self) { try c.sourceContents() }
    #expect(throws: CompiledCatalogError.self) { try c.verify() }
    // A lookup never reads the section: the assets still answer.
    #expect(c.asset(named: "Logo") != nil)
  }
}
