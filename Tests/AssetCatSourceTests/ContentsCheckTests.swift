import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// One Contents.json checked in memory gives the findings a catalog read gives for its keys.
@Suite("Contents.json checked in memory")
struct ContentsCheckTests {
  static let text = """
    {
      "images" : [
        { "filename" : "a.png", "idiom" : "universal", "scale" : "4x" },
        { "filename" : "b.png", "idiom" : "universal", "scael" : "2x" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  @Test func keysAndValuesAsTheCatalogReaderSeesThem() throws {
    let inMemory = ContentsCheck.diagnostics(of: Array(Self.text.utf8), in: .asset(.image))
    #expect(inMemory.map(\.code) == [.AC003, .AC002])
    #expect(inMemory.map(\.line) == [3, 4])

    let cat = try FixtureCatalog()
    _ = try cat.contents("Logo.imageset", Self.text)
    try cat.png("Logo.imageset/a.png", width: 4, height: 4)
    try cat.png("Logo.imageset/b.png", width: 4, height: 4)
    let read = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging)).diagnostics.filter {
      $0.code == .AC002 || $0.code == .AC003
    }
    #expect(read.map(\.code).sorted() == inMemory.map(\.code).sorted())
    #expect(read.map(\.line).sorted { ($0 ?? 0) < ($1 ?? 0) } == [3, 4])
  }

  @Test func syntaxErrorHasItsLine() {
    let d = ContentsCheck.diagnostics(of: Array("{\n  \"info\" : {\n}".utf8), in: .group)
    #expect(d.count == 1)
    #expect(d.first?.code == .AC001)
    #expect(d.first?.line == 3)
  }

  @Test func aWellFormedFileHasNoFindingInAnyFolder() {
    let group = Array(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8)
    #expect(ContentsCheck.diagnostics(of: group, in: .group).isEmpty)
    #expect(ContentsCheck.diagnostics(of: group, in: .complicationSet).isEmpty)
    #expect(ContentsCheck.diagnostics(of: Array(Self.text.utf8), in: .group).map(\.code) == [.AC002])
  }

  /// Xcode 15+ writes a catalog's Swift asset symbol extensions setting in its root Contents.json
  /// (Home Assistant's catalog); it was an unknown key (AC002).
  @Test func theCatalogsSymbolExtensionsSettingIsKnown() {
    let root = Array(
      (#"{ "info" : { "author" : "xcode", "version" : 1 }, "#
        + #""properties" : { "generate-swift-asset-symbol-extensions" : "enabled" } }"#).utf8)
    #expect(ContentsCheck.diagnostics(of: root, in: .group).isEmpty)
  }
}
