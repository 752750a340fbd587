import Testing

@testable import AssetCatArchive

@Suite("isSafeRelativePath")
struct SafePathTests {
  @Test("the ASCII scan agrees with the general check")
  func asciiAgrees() {
    let paths = [
      "", "/", "a", "a/b", "/a", "a/", "a//b", ".", "..", "./a", "a/.", "a/..", "a/../b", "...", "a/.../b", ".a", "a/.b",
      "..a", "a/b..", "Icons/Star.imageset/star@2x.png", "a\u{0}b", "a/\u{0}", " ", "a/ /b", "a\\..\\b",
    ]
    for p in paths {
      let ascii = p.withCString { c in
        CompiledCatalog.isSafeRelativeASCIIPath(UnsafeRawBufferPointer(start: c, count: p.utf8.count))
      }
      #expect(ascii == CompiledCatalog.isSafeRelativeUnicodePath(p), "\(p.debugDescription)")
      #expect(CompiledCatalog.isSafeRelativePath(p) == CompiledCatalog.isSafeRelativeUnicodePath(p))
    }
    #expect(CompiledCatalog.isSafeRelativePath("Étoile.imageset/é.png"))
    #expect(!CompiledCatalog.isSafeRelativePath("é/../x"))
  }
}
