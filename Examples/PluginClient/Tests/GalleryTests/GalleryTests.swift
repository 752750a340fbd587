import AssetCatCompiledFile
import Foundation
import Gallery
import Testing

@Suite struct GalleryTests {
  /// The plugin ran `assetcat actool` and SwiftPM shipped its Assets.car in the module's bundle:
  /// a BOM store (Docs/AssetsCar.md) that the runtime opens, with the catalog's assets.
  @Test func theBuildCompiledTheCatalogIntoAnAssetsCar() throws {
    let url = try #require(Gallery.carURL)
    let data = try Data(contentsOf: url)
    #expect(data.prefix(8) == Data("BOMStore".utf8))
    let car = try CompiledCatalogFile.open(url.path)
    #expect(try car.loadAssetNames().contains("Dot"))
    #expect(try car.loadAssetNames().contains("Highlight"))
  }

  /// The plugin generated Xcode's symbols: `ImageResource` and `ColorResource` constants by name.
  @Test func theBuildGeneratedXcodeAssetSymbols() {
    #expect(Gallery.xcodeSymbolsNameTheAssets)
  }

  /// The plugin ran `assetcat symbols`: the runtime's constants name the catalog's assets.
  @Test func theBuildGeneratedAssetSymbols() {
    #expect(Gallery.dot.name == "Dot")
    #expect(Gallery.highlight.name == "Highlight")
  }
}
