import AssetCatActool
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// The rendition cache of `compile -o X.car` and `actool`: an index of the last car's records by
/// content key, so a rebuild encodes only what changed, and its car is byte-for-byte the car a
/// cold build writes; a damaged or foreign cache, or a car that changed, is ignored with a
/// notice, never trusted.
@Suite struct RenditionCacheTests {
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String { lock.withLock { text } }
    var output: CommandOutput {
      CommandOutput(
        out: { s in self.lock.withLock { self.text += s } }, err: { s in self.lock.withLock { self.text += s } })
    }
  }

  /// Four image sets of one 2x PNG each, distinct pixels (`seed`), and a color set.
  static func catalog(sets: Int = 4) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    for i in 0..<sets { try image(c, i, seed: i) }
    try c.contents(
      "Tint.colorset",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","#
        + #""green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    )
    return c
  }

  static func image(_ c: FixtureCatalog, _ i: Int, seed: Int) throws {
    let images =
      #"{"images":[{"idiom":"universal","scale":"2x","filename":"a.png"}],"info":{"author":"xcode","version":1}}"#
    try c.contents("Image\(i).imageset", images)
    // 256 × 256: too large to be packed into an atlas, so each image has a record of its own in
    // the cache (PackedSheetCacheTests has packed images).
    let pixels = (0..<(256 * 256 * 4)).map { k in
      UInt8(truncatingIfNeeded: k % 4 == 3 ? 255 : (k * (seed + 3)) ^ (k >> 5))
    }
    try c.write("Image\(i).imageset/a.png", PNGWriter.png(width: 256, height: 256, rgba: pixels))
  }

  /// Compiles `c` to `out` with `car`'s options (the cache at `cache`, or none); the exit code
  /// and what it said.
  static func compile(
    _ c: FixtureCatalog, to out: String, cache: String?,
    car: CAROptions = CAROptions(platform: .iOS, minimumDeploymentTarget: OSVersion(major: 16, minor: 0))
  ) async -> (Int32, String) {
    var o = CompileOptions(sources: [c.path], output: out)
    o.car = car
    o.car?.cachePath = cache
    o.progress = false
    o.force = true
    let capture = Capture()
    let code = await CompileCommandLogic.run(o, output: capture.output)
    return (code, capture.value)
  }

  /// A path beside the catalog (not created).
  static func file(_ c: FixtureCatalog, _ name: String) -> String { c.root.appendingPathComponent(name).path }

  static func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] }

  /// The car a cold build without a cache writes of `c`.
  static func cold(_ c: FixtureCatalog) async throws -> [UInt8] {
    let out = Self.file(c, "cold.car")
    #expect(await compile(c, to: out, cache: nil).0 == 0)
    return bytes(out)
  }

  @Test("a rebuild after one image changed reuses the others and writes the cold build's bytes")
  func oneImageChanged() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    let (first, said) = await Self.compile(c, to: out, cache: cache)
    #expect(first == 0)
    #expect(!said.contains("rendition cache"))
    #expect(FileManager.default.fileExists(atPath: cache))
    try Self.image(c, 2, seed: 99)
    let (second, again) = await Self.compile(c, to: out, cache: cache)
    #expect(second == 0)
    #expect(again.contains("3 from the rendition cache"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }

  @Test("a rebuild after an image set was added or removed writes the cold build's bytes")
  func addedAndRemoved() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    try Self.image(c, 7, seed: 7)
    let (added, saidAdded) = await Self.compile(c, to: out, cache: cache)
    #expect(added == 0 && saidAdded.contains("4 from the rendition cache"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
    try FileManager.default.removeItem(atPath: c.path + "/Image0.imageset")
    let (removed, saidRemoved) = await Self.compile(c, to: out, cache: cache)
    #expect(removed == 0 && saidRemoved.contains("4 from the rendition cache"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }

  @Test("a cache that is not one is ignored with a notice, and the car is the cold build's")
  func garbageCache() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    try Data("not a cache at all, just some bytes that are long enough to hold a trailer".utf8).write(
      to: URL(fileURLWithPath: cache))
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("note: the rendition cache '\(cache)' was not used"))
    #expect(!said.contains("from the rendition cache"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
    // The damaged file was replaced by a good one: the next build reuses it.
    #expect(await Self.compile(c, to: out, cache: cache).1.contains("4 from the rendition cache"))
  }

  @Test("a record in the car whose bytes changed is encoded again, with a notice")
  func damagedRecord() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    let index = Self.bytes(cache)
    let offset = index[16..<24].reversed().reduce(0) { $0 << 8 | Int($1) }  // the first entry's record
    var car = Self.bytes(out)
    car[offset + 8] ^= 0xFF
    try Data(car).write(to: URL(fileURLWithPath: out))
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("1 record found through the rendition cache '\(cache)' did not match and was encoded again"))
    #expect(said.contains("3 from the rendition cache"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }

  @Test("a cache whose car was replaced by another is not used, with a notice")
  func replacedCar() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    try Data(Self.bytes(out) + [0]).write(to: URL(fileURLWithPath: out))
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("'\(out)' is not the car it was written with"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }

  @Test("a cache of another format version is ignored with a notice")
  func foreignCache() async throws {
    let c = try Self.catalog()
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    var bytes = Self.bytes(cache)
    bytes[bytes.count - 32] &+= 1  // the trailer's version
    try Data(bytes).write(to: URL(fileURLWithPath: cache))
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("was not used: its format version is 3, not 2"))
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }

  @Test("compile keeps the cache in the user's cache folder, in --cache-dir, or nowhere with --no-cache")
  func compileLocations() throws {
    let group = try CAROptionGroup.parse([])
    let user = try #require(CARCacheLocation.userDirectory())
    let byDefault = group.options(try AppIconOptions.parse([]), jobs: nil, output: "/x/A.car").cachePath
    #expect(byDefault?.hasPrefix(user + "/A-") == true && byDefault?.hasSuffix(".carcache") == true)
    let dir = ScratchDirectory.path("cache-dir").path
    let inDir = try CAROptionGroup.parse(["--cache-dir", dir]).options(
      try AppIconOptions.parse([]), jobs: nil, output: "/x/A.car"
    ).cachePath
    #expect(inDir?.hasPrefix(dir + "/A-") == true && inDir?.hasSuffix(".carcache") == true)
    #expect(
      try CAROptionGroup.parse(["--no-cache"]).options(try AppIconOptions.parse([]), jobs: nil, output: "/x/A.car")
        .cachePath == nil)
  }

  @Test("actool with --cache-dir reuses the last build's renditions and writes the same car")
  func actoolCacheDir() async throws {
    let c = try Self.catalog()
    let dir = Self.file(c, "cache")
    func actool(_ out: String, _ extra: [String]) async throws -> [UInt8] {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let args = ["--compile", out, "--platform", "iphoneos", "--minimum-deployment-target", "16.0"] + extra + [c.path]
      let outcome = await ActoolDriver(currentDirectory: out, assetcatVersion: "test").run(args)
      #expect(outcome.exitCode == 0)
      return Self.bytes(out + "/Assets.car")
    }
    let out = Self.file(c, "out")
    let first = try await actool(out, ["--cache-dir", dir])
    // The rendition cache, and at most the reader's probe memo beside it.
    let cached = try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasSuffix(".probememo") }
    #expect(cached.count == 1 && cached[0].hasPrefix("Assets-"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["Assets.car"])
    try Self.image(c, 1, seed: 42)
    let rebuilt = try await actool(out, ["--cache-dir", dir])
    let cold = try await actool(Self.file(c, "cold"), ["--no-cache"])
    #expect(rebuilt == cold && rebuilt != first)
  }

  @Test("the user's cache folder: ASSETCAT_CACHE_DIR, else XDG_CACHE_HOME/assetcat, else ~/.cache/assetcat")
  func userCacheFolder() {
    #expect(CARCacheLocation.userDirectory(["ASSETCAT_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/c")
    #expect(CARCacheLocation.userDirectory(["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/assetcat")
    #expect(CARCacheLocation.userDirectory(["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/assetcat")
    #expect(CARCacheLocation.userDirectory([:]) == nil)
    #expect(CARCacheLocation.limit(["ASSETCAT_CACHE_LIMIT_MB": "3"]) == 3 << 20)
    #expect(CARCacheLocation.limit([:]) == 1 << 30)
  }

  @Test("a folder of caches past its limit loses the least recently written, never the one just written")
  func pruneOldest() throws {
    let dir = ScratchDirectory.path("cache-prune").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (i, name) in ["old.carcache", "mid.carcache", "new.carcache", "other.txt"].enumerated() {
      let path = dir + "/" + name
      try Data(count: 1000).write(to: URL(fileURLWithPath: path))
      let written = Date(timeIntervalSince1970: 1_000_000 + Double(i) * 100)
      try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: path)
    }
    CARCacheLocation.prune(dir, limit: 2000, keeping: dir + "/old.carcache")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
    #expect(left == ["old.carcache", "new.carcache", "other.txt"])
  }

  @Test("actool keeps its cache in the user's cache folder by default, never in the compile folder")
  func actoolDefaultsToUserFolder() async throws {
    let c = try Self.catalog(sets: 1)
    let out = Self.file(c, "out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let args = ["--compile", out, "--platform", "iphoneos", "--minimum-deployment-target", "16.0", c.path]
    #expect(await ActoolDriver(currentDirectory: out, assetcatVersion: "test").run(args).exitCode == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["Assets.car"])
    let user = try #require(CARCacheLocation.userDirectory())
    let cache = try #require(CARCacheLocation.file(in: user, forOutput: out + "/Assets.car"))
    #expect(FileManager.default.fileExists(atPath: cache))
  }

  @Test("a bitmap drawn from an SVG is cached (keyed by the drawing libraries' versions) and used again")
  func drawnVectorIsCached() async throws {
    let c = try Self.catalog(sets: 0)
    try c.contents(
      "Shape.imageset",
      #"{"images":[{"idiom":"universal","filename":"s.svg"}],"info":{"author":"xcode","version":1}}"#)
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">"#
      + ##"<circle cx="150" cy="150" r="120" fill="#3366cc"/></svg>"##
    try c.write("Shape.imageset/s.svg", Data(svg.utf8))
    let out = Self.file(c, "Assets.car")
    let cache = out + ".cache"
    #expect(await Self.compile(c, to: out, cache: cache).0 == 0)
    let (code, said) = await Self.compile(c, to: out, cache: cache)
    #expect(code == 0)
    #expect(said.contains("from the rendition cache"), "\(said)")
    #expect(Self.bytes(out) == (try await Self.cold(c)))
  }
}
