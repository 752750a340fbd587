import Foundation
import Gallery
import Testing

@Suite struct GalleryTests {
  /// The plugin ran `assetcat compile` and SwiftPM shipped its output in the module's bundle.
  @Test func theBuildCompiledTheCatalogIntoTheBundle() throws {
    let url = try #require(Gallery.compiledCatalogURL)
    let data = try Data(contentsOf: url)
    // A compiled catalog starts with the magic `ASSETCAT` (Docs/CompiledCatalogFormat.md).
    #expect(data.prefix(8) == Data("ASSETCAT".utf8))
  }

  /// The plugin ran `assetcat symbols`: the generated constants name the catalog's assets.
  @Test func theBuildGeneratedAssetSymbols() {
    #expect(Gallery.dot.name == "Dot")
    #expect(Gallery.highlight.name == "Highlight")
  }
}
