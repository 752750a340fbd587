import Testing

@testable import AssetCatArchive

@Suite("isSafeRelativePath")
struct SafePathTests {
  @Test("verify's path check is the byte policy: a combining mark after '/' hides no '..'")
  func combiningMark() {
    #expect(CompiledCatalog.isSafeRelativePath("Étoile.imageset/é.png"))
    #expect(!CompiledCatalog.isSafeRelativePath("é/../x"))
    // "..", "/" + U+0301: one Character "/́", so a Character split saw a single component.
    #expect(!CompiledCatalog.isSafeRelativePath("../\u{301}x.png"))
    #expect(!CompiledCatalog.isSafeRelativePath("A.imageset/../\u{301}\u{301}x.png"))
    #expect(!CompiledCatalog.isSafeRelativePath("a\u{0}b"))
  }
}
