import Foundation
import Gallery
import Testing

@Suite struct GalleryTests {
  @Test func theBuildCompiledTheCatalogIntoTheBundle() throws {
    let url = try #require(Gallery.compiledCatalogURL)
    let data = try Data(contentsOf: url)
    #expect(!data.isEmpty)
  }
}
