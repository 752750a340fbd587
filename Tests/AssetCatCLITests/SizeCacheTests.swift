import AssetCatCARWriter
import AssetCatCore
import AssetCatPipeline
import AssetCatSize
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `size` of a source catalog with the rendition caches `compile -o X.car` keeps: the records
/// (atlases' too) they hold are counted, not encoded again, the figures are the ones encoding
/// gives, the caches are only read, and a damaged cache or `--no-cache` leaves everything to be
/// encoded.
@Suite struct SizeCacheTests {
  /// The largest number of items the sizer said it would encode.
  final class Encodings: @unchecked Sendable {
    private let lock = NSLock()
    private var most = 0
    var total: Int { lock.withLock { most } }
    var progress: CARProgress {
      CARProgress { phase, _, total in
        guard phase == "encoding" else { return }
        self.lock.withLock { self.most = max(self.most, total) }
      }
    }
  }

  /// Small images packed into atlases (`SizeCommandTests.catalog`) and two of their own (256 × 256).
  static func catalog() throws -> FixtureCatalog {
    let c = try SizeCommandTests.catalog()
    for i in 0..<2 { try RenditionCacheTests.image(c, i, seed: i) }
    return c
  }

  /// The report for an iPhone, an iPad and the universal car, reading the caches of `dir`, and
  /// how many items it encoded.
  static func size(_ c: FixtureCatalog, caches dir: String?) throws -> (SizeReport, encoded: Int) {
    let encodings = Encodings()
    var request = SizeCommandLogic.Request(catalog: c.path, models: ["iPhone16,1", "iPad16,3"], top: 0)
    request.options.progress = encodings.progress
    request.cacheDirectory = dir
    return (try SizeCommandTests.size(request), encodings.total)
  }

  /// A cache folder holding the cache of a warm `compile -o X.car` of `c`, and its cache file.
  static func warm(_ c: FixtureCatalog) async throws -> (dir: String, file: String) {
    let dir = RenditionCacheTests.file(c, "caches")
    let out = RenditionCacheTests.file(c, "Assets.car")
    let file = try #require(CARCacheLocation.file(in: dir, forOutput: out))
    #expect(await RenditionCacheTests.compile(c, to: out, cache: file, car: CAROptions()).0 == 0)
    #expect(FileManager.default.fileExists(atPath: file))
    return (dir, file)
  }

  @Test("with a warm cache, size encodes less, says the same to the byte, and writes nothing there")
  func warmCacheSameFigures() async throws {
    let c = try Self.catalog()
    let (cold, coldEncoded) = try Self.size(c, caches: nil)
    let (dir, file) = try await Self.warm(c)
    let before = RenditionCacheTests.bytes(file)
    let stamp = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    let listed = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(listed.filter { !$0.hasSuffix(".probememo") } == [(file as NSString).lastPathComponent])
    let (warm, warmEncoded) = try Self.size(c, caches: dir)
    #expect(warm == cold)
    // The two images of their own are not encoded again (links into atlases are, for each car).
    #expect(warmEncoded <= coldEncoded - 2, "encoded \(warmEncoded) of \(coldEncoded)")
    #expect(RenditionCacheTests.bytes(file) == before)
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == stamp)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == listed)
  }

  @Test("a damaged cache is not read: everything is encoded and the figures are the same")
  func damagedCacheFallsBack() async throws {
    let c = try Self.catalog()
    let (cold, coldEncoded) = try Self.size(c, caches: nil)
    let (dir, file) = try await Self.warm(c)
    var bytes = RenditionCacheTests.bytes(file)
    // The first record's offset pushed past the car: the table no longer reads.
    bytes[23] = 0x7f
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let (damaged, encoded) = try Self.size(c, caches: dir)
    #expect(damaged == cold)
    #expect(encoded == coldEncoded)
  }

  @Test("a damaged packed image in the cache is decoded again: the figures are the same")
  func damagedImageFallsBack() async throws {
    let c = try Self.catalog()
    let (cold, _) = try Self.size(c, caches: nil)
    let (dir, file) = try await Self.warm(c)
    var bytes = RenditionCacheTests.bytes(file)
    // The image area ends where the image section (16 bytes) and the trailer (32) begin: its
    // last image's bytes no longer match their checksum.
    bytes[bytes.count - 49] ^= 0xff
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let (damaged, _) = try Self.size(c, caches: dir)
    #expect(damaged == cold)
  }

  @Test("a cache folder that is missing or foreign to the catalog changes nothing, and is not made")
  func missingFolder() throws {
    let c = try Self.catalog()
    let (cold, coldEncoded) = try Self.size(c, caches: nil)
    let dir = RenditionCacheTests.file(c, "no-caches")
    let (report, encoded) = try Self.size(c, caches: dir)
    #expect(report == cold && encoded == coldEncoded)
    #expect(!FileManager.default.fileExists(atPath: dir))
  }

  @Test("--cache-dir names the caches read, --no-cache reads none")
  func options() throws {
    let named = try SizeCommand.parse(["A.xcassets", "--cache-dir", "/tmp/caches"])
    #expect(named.request(progress: nil).cacheDirectory == "/tmp/caches")
    let none = try SizeCommand.parse(["A.xcassets", "--cache-dir", "/tmp/caches", "--no-cache"])
    #expect(none.request(progress: nil).cacheDirectory == nil)
  }
}
