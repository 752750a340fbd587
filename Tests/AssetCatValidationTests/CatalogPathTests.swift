import Testing

@testable import AssetCatValidation

/// The file names findings print: the last component that is not empty.
@Suite struct CatalogPathTests {
  @Test("a path's file name is its last component that is not empty, or the path when it has none")
  func fileName() {
    #expect(CatalogPath.fileName("/tmp/A.xcassets/a.imageset/icon@2x.png") == "icon@2x.png")
    #expect(CatalogPath.fileName("icon.png") == "icon.png")
    #expect(CatalogPath.fileName("a.imageset/sub/") == "sub")
    #expect(CatalogPath.fileName("a//b//") == "b")
    #expect(CatalogPath.fileName("/é/ünïcode.png") == "ünïcode.png")
    #expect(CatalogPath.fileName("") == "")
    #expect(CatalogPath.fileName("///") == "///")
  }
}
