import AssetCatBytes
import AssetCatCAR
import AssetCatCARWriter
import AssetCatCore
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// The rendition cache with packed images (Apple's `ZZZZPackedAsset` sheets and the links into
/// them): a rebuild takes an unchanged sheet from the last car without decoding its images, and
/// its car is byte-for-byte a cold build's; a sheet whose images, layout or encoding options
/// changed is made again, and damage in the car or in the cache is never trusted.
@Suite struct PackedSheetCacheTests {
  typealias Capture = RenditionCacheTests.Capture

  /// `sets` image sets of one small 2x PNG each (one sheet: they are packed), distinct pixels.
  static func catalog(sets: Int = 6) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    for i in 0..<sets { try image(c, i, seed: i, side: 20 + 4 * i) }
    return c
  }

  static func image(_ c: FixtureCatalog, _ i: Int, seed: Int, side: Int) throws {
    let images =
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#
    try c.contents("Small\(i).imageset", images)
    // Many colours (a BGRA sheet, LZFSE or palette by the deployment target), some translucent.
    let pixels = (0..<(side * side * 4)).map { k in
      UInt8(truncatingIfNeeded: k % 4 == 3 ? (k % 7 == 3 ? 128 : 255) : (k * (seed + 3)) ^ (k >> 3))
    }
    try c.write("Small\(i).imageset/a.png", PNGWriter.png(width: side, height: side, rgba: pixels))
  }

  struct Settings: Sendable, CustomTestStringConvertible {
    var target = "16.0"
    var xcode = CARXcodeVersion.current
    var optimization: CAROptimization?
    var testDescription: String { "target \(target), Xcode \(xcode), optimization \(optimization?.rawValue ?? "-")" }
  }

  /// Compiles `c` to `out` with `settings` (the cache at `cache`, or none); the exit code and
  /// what it said.
  static func compile(_ c: FixtureCatalog, to out: String, cache: String?, _ settings: Settings = Settings()) async
    -> (Int32, String)
  {
    var car = CAROptions(platform: .iOS, minimumDeploymentTarget: OSVersion(settings.target)!)
    car.xcode = settings.xcode
    car.optimization = settings.optimization
    return await RenditionCacheTests.compile(c, to: out, cache: cache, car: car)
  }

  static func cold(_ c: FixtureCatalog, _ settings: Settings = Settings()) async throws -> [UInt8] {
    let out = RenditionCacheTests.file(c, "cold.car")
    #expect(await compile(c, to: out, cache: nil, settings).0 == 0)
    return RenditionCacheTests.bytes(out)
  }

  /// How many of the car's renditions are links into sheets, and how many sheets it has.
  static func packing(_ bytes: [UInt8]) throws -> (links: Int, sheets: Int) {
    let car = try CARFile(storage: ByteStorage(copying: bytes))
    let layouts = car.renditions.map(\.header.layout)
    return (layouts.filter { $0 == .internalLink }.count, layouts.filter { $0 == .packedImage }.count)
  }

  /// The cache file's contents.
  static func contents(_ cache: String) throws -> CARCacheFile.Contents {
    try RenditionCacheTests.bytes(cache).withUnsafeBytes { try CARCacheFile.contents($0, tool: nil).0 }
  }

  /// The test catalog built once into a car with its rendition cache beside it.
  static func built() async throws -> (FixtureCatalog, out: String, cache: String) {
    let c = try Self.catalog()
    let out = RenditionCacheTests.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    return (c, out, cache)
  }

  @Test("nothing changed: the sheet comes from the cache, with the cold build's bytes")
  func unchanged() async throws {
    let (c, out, cache) = try await Self.built()
    let first = RenditionCacheTests.bytes(out)
    #expect(try Self.packing(first) == (6, 1))
    #expect(try Self.contents(cache).images.count == 6)
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("1 from the rendition cache"), "\(said)")
    #expect(RenditionCacheTests.bytes(out) == first)
    #expect(first == (try await Self.cold(c)))
  }

  @Test("one packed image changed, its size the same: the sheet is made again, not served stale")
  func samePixelSizeChanged() async throws {
    let (c, out, cache) = try await Self.built()
    let first = RenditionCacheTests.bytes(out)
    try Self.image(c, 3, seed: 77, side: 32)
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(!said.contains("from the rendition cache"), "\(said)")
    let rebuilt = RenditionCacheTests.bytes(out)
    #expect(rebuilt != first)
    #expect(rebuilt == (try await Self.cold(c)))
    // And back: the first car's bytes again.
    try Self.image(c, 3, seed: 3, side: 32)
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    #expect(RenditionCacheTests.bytes(out) == first)
  }

  @Test("one packed image changed size, and an image set added: every rebuild is the cold build's bytes")
  func layoutChanged() async throws {
    let (c, out, cache) = try await Self.built()
    try Self.image(c, 1, seed: 1, side: 50)
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    #expect(RenditionCacheTests.bytes(out) == (try await Self.cold(c)))
    try Self.image(c, 9, seed: 9, side: 16)
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    let rebuilt = RenditionCacheTests.bytes(out)
    #expect(try Self.packing(rebuilt) == (7, 1))
    #expect(rebuilt == (try await Self.cold(c)))
  }

  @Test(
    "a deployment target, an Xcode version or an optimization that changes the sheet's bytes misses the cache",
    arguments: [
      Settings(target: "12.0"), Settings(xcode: CARXcodeVersion(major: 12, minor: 5)),
      Settings(optimization: .space),
    ])
  func settingsMiss(_ changed: Settings) async throws {
    // Two groups (1x and 2x) so that Xcode 12's numbering of a group's sheets from the last shows.
    let c = try Self.catalog()
    let oneX =
      #"{"images":[{"idiom":"universal","scale":"1x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#
    for i in 0..<4 {
      try c.contents("One\(i).imageset", oneX)
      try c.png("One\(i).imageset/a.png", width: 100 + 20 * i, height: 90)
    }
    let out = RenditionCacheTests.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    let first = RenditionCacheTests.bytes(out)
    let (code, said) = await Self.compile(c, to: out, cache: cache, changed)
    #expect(code == 0)
    let rebuilt = RenditionCacheTests.bytes(out)
    #expect(rebuilt == (try await Self.cold(c, changed)), "\(said)")
    #expect(rebuilt != first)
  }

  @Test("a cache of format 1 (records only, no image section) is ignored with a notice, not misread")
  func formatOneCache() async throws {
    let (c, out, cache) = try await Self.built()
    // The same records in format 1's layout: the table, then the trailer saying version 1.
    let file = RenditionCacheTests.bytes(cache)
    let records = try Self.contents(cache).records.count * CARCacheEntry.byteSize
    var trailer = Array(file.suffix(32))
    trailer[0] = 1
    try Data(Array(file.prefix(records)) + trailer).write(to: URL(fileURLWithPath: cache))
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("was not used: its format version is 1, not 2"), "\(said)")
    #expect(RenditionCacheTests.bytes(out) == (try await Self.cold(c)))
    #expect(await Self.compile(c, to: out, cache: cache).1.contains("1 from the rendition cache"))
  }

  @Test("a damaged sheet record in the car is encoded again, a damaged image in the cache decoded again")
  func damage() async throws {
    let (c, out, cache) = try await Self.built()
    let cold = try await Self.cold(c)
    // The sheet's record is the cache's only record: damage a byte of its pixels.
    let sheet = try #require(try Self.contents(cache).records.values.first)
    var car = RenditionCacheTests.bytes(out)
    car[Int(sheet.offset + sheet.length) - 8] ^= 0xFF
    try Data(car).write(to: URL(fileURLWithPath: out))
    var (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("1 record found through the rendition cache '\(cache)' did not match"), "\(said)")
    #expect(RenditionCacheTests.bytes(out) == cold)
    // A packed image in the cache file: damage a byte in the middle of the image area.
    var file = RenditionCacheTests.bytes(cache)
    let contents = try Self.contents(cache)
    let tables = (contents.records.count + contents.images.count) * CARCacheEntry.byteSize
    file[tables + 200] ^= 0x01
    try Data(file).write(to: URL(fileURLWithPath: cache))
    (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("1 record found through the rendition cache '\(cache)' did not match"), "\(said)")
    #expect(RenditionCacheTests.bytes(out) == cold)
  }
}
