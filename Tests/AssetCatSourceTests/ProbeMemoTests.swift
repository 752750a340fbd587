import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// The probe memo: a read after another takes each unchanged image's probe from the memo
/// instead of reading the file, and finds what probing would.
@Suite struct ProbeMemoTests {
  static let options = SourceReadOptions(probeImages: true, inspector: .imaging)

  static func catalog() throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    for (name, side) in [("A", 4), ("B", 6), ("C", 8)] {
      try cat.contents(
        "\(name).imageset",
        #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" } ], "#
          + #""info" : { "author" : "xcode", "version" : 1 } }"#)
      try cat.png("\(name).imageset/a.png", width: side, height: side)
    }
    return cat
  }

  static func memo(_ cat: FixtureCatalog, settings: String = "test", racy: Duration = .zero) -> ProbeMemo {
    ProbeMemo(path: cat.root.appendingPathComponent("probes.probememo").path, settings: settings, racyWindow: racy)
  }

  static func sizes(_ r: SourceReadResult) -> [String: Size?] {
    Dictionary(uniqueKeysWithValues: r.catalog.assets.map { ($0.name, $0.renditions[0].pixelSize) })
  }

  @Test("a second read takes every unchanged image from the memo and finds the same sizes and hashes")
  func reuses() throws {
    let cat = try Self.catalog()
    let first = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: Self.memo(cat))
    let memo = Self.memo(cat)
    let second = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: memo)
    #expect(memo.reusedCount == 3)
    #expect(Self.sizes(second) == Self.sizes(first))
    #expect(second.contentHashes == first.contentHashes)
    #expect(second.contentHashes.count == 3)
  }

  @Test("an image written again is probed again: its new size, not the memo's")
  func changedFile() throws {
    let cat = try Self.catalog()
    _ = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: Self.memo(cat))
    try cat.png("B.imageset/a.png", width: 10, height: 5)
    let memo = Self.memo(cat)
    let again = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: memo)
    #expect(memo.reusedCount == 2)
    #expect(Self.sizes(again)["B"] == Size(width: 10, height: 5))
    let plain = try SourceCatalogReader.read(path: cat.path, options: Self.options)
    #expect(again.contentHashes == plain.contentHashes)
  }

  @Test("a damaged memo, or one made with other settings, is no memo: every image is probed")
  func untrusted() throws {
    let cat = try Self.catalog()
    _ = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: Self.memo(cat))
    let other = Self.memo(cat, settings: "another build")
    _ = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: other)
    #expect(other.reusedCount == 0)
    let path = cat.root.appendingPathComponent("probes.probememo").path
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count / 2] ^= 0x40
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let damaged = Self.memo(cat, settings: "another build")
    let read = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: damaged)
    #expect(damaged.reusedCount == 0)
    #expect(Self.sizes(read)["C"] == Size(width: 8, height: 8))
  }

  @Test("files changed just before the memo is written are not kept in it")
  func racyFiles() throws {
    let cat = try Self.catalog()
    _ = try SourceCatalogReader.read(
      path: cat.path, options: Self.options, memo: Self.memo(cat, racy: .seconds(3600)))
    let memo = Self.memo(cat)
    _ = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: memo)
    #expect(memo.reusedCount == 0)
  }

  @Test("a memo file reads back as what was written; cut short or with a byte changed it is refused")
  func fileFormat() throws {
    let cat = try Self.catalog()
    _ = try SourceCatalogReader.read(path: cat.path, options: Self.options, memo: Self.memo(cat))
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: cat.root.appendingPathComponent("probes.probememo").path)))
    let file = try ProbeMemoFile(bytes: bytes)
    #expect(file.records.count == 3)
    #expect(file.bytes == bytes)
    #expect(throws: (any Error).self) { try ProbeMemoFile(bytes: Array(bytes.dropLast(9))) }
    var changed = bytes
    changed[20] ^= 1
    #expect(throws: (any Error).self) { try ProbeMemoFile(bytes: changed) }
  }
}
