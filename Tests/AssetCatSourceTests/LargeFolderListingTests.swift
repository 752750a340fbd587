import AssetCatFileSystem
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// Folders of thousands of entries list whole, through every `readdir` loop. Copying a whole
/// `struct dirent` read past glibc's readdir buffer there (AddressSanitizer: heap-buffer-overflow,
/// `swift test --sanitize=address`).
@Suite("Large folder listing")
struct LargeFolderListingTests {
  static let count = 3000

  /// A folder of `count` files with long names (so the entries fill many readdir buffers).
  func largeFolder(_ cat: FixtureCatalog) throws -> (path: String, names: [String]) {
    let folder = cat.root.appendingPathComponent("large").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let names = (0..<Self.count).map { "entry-\(String(repeating: "x", count: $0 % 200))-\($0)" }
    for n in names { #expect(FileManager.default.createFile(atPath: folder + "/" + n, contents: nil)) }
    return (folder, names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test func everyListingCallReturnsEveryName() throws {
    let cat = try FixtureCatalog()
    let (folder, names) = try largeFolder(cat)
    #expect(POSIXCalls.directoryEntries(folder) == names, "names differ")
    #expect(POSIXCalls.entryNames(folder, skippingHidden: true)?.count == Self.count)
    let dir = try #require(POSIXDirectory(path: folder))
    #expect(dir.names() == names, "names differ")
    #expect(dir.rawNames()?.map { String(decoding: $0, as: UTF8.self) } == names, "names differ")
  }

  /// A second listing of one open directory starts from its first entry again.
  @Test func anOpenDirectoryListsTwice() throws {
    let cat = try FixtureCatalog()
    let (folder, names) = try largeFolder(cat)
    let dir = try #require(POSIXDirectory(path: folder))
    #expect(dir.names()?.count == names.count)
    #expect(dir.names()?.count == names.count)
    #expect(dir.rawNames()?.count == names.count)
    #expect(dir.rawNames()?.count == names.count)
  }

  @Test func aCatalogOfAThousandLongNamedSetsReadsWhole() throws {
    let cat = try FixtureCatalog()
    let long = String(repeating: "c", count: 180)
    for i in 0..<1000 {
      try cat.contents(
        "\(long)\(i).colorset",
        #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    }
    let result = try SourceCatalogReader.read(paths: [cat.path], options: .init(inspector: .imaging))
    #expect(result.catalog.assets.count == 1000)
  }
}
