import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `assetcat` binary end to end: compile → extract gives byte-identical files, no-op
/// recompiles, and a compile killed mid-way leaves the previous output intact.
enum AssetcatBinary {
  /// The `assetcat` executable beside the test bundle (built by `swift build --build-tests`).
  static let path: String? = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    for _ in 0..<4 {
      dir = dir.deletingLastPathComponent()
      let candidate = dir.appendingPathComponent("assetcat").path
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDir), !isDir.boolValue { return candidate }
    }
    return nil
  }()
}

@Suite("assetcat compile, end to end", .serialized, .enabled(if: AssetcatBinary.path != nil))
struct CompileProcessTests {
  static var binary: String? { AssetcatBinary.path }

  struct Run {
    var status: Int32
    var stderr: String
  }

  @discardableResult
  static func run(_ args: [String]) throws -> Run {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary!)
    p.arguments = args
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
  }

  static func files(under root: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let e = FileManager.default.enumerator(atPath: root.path)
    while let p = e?.nextObject() as? String {
      let url = root.appendingPathComponent(p)
      var isDir: ObjCBool = false
      // Contents.json files are written anew, and Appearance.json holds the stored rules: not renditions.
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue,
        !p.hasSuffix("Contents.json"),
        p != "Appearance.json"
      {
        out[p] = try? Data(contentsOf: url)
      }
    }
    return out
  }

  @Test(arguments: CorpusRoundTripTests.catalogs)
  func compileExtractGivesTheSameFiles(_ path: String) throws {
    let dir = Fixtures.TempDir()
    let out = dir.file("c.assetcat").path
    let r = try Self.run(["compile", path, "-o", out, "--depfile", dir.file("c.d").path])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try Self.run(["verify", out]).status == 0)
    // Extract under the source's folder name (META records it), so a recompile is comparable.
    let extracted = dir.file("x").appendingPathComponent((path as NSString).lastPathComponent)
    #expect(try Self.run(["extract", out, extracted.path]).status == 0)
    // compile → extract → compile gives the same bytes (when an asset's Contents.json had to be
    // rebuilt, see below, from the second round on).
    let full = try SourceCatalogReader.read(paths: [path], options: .init(inspector: .imaging))
    let rebuilt = try Self.namingDroppedFiles(full)
    let again = dir.file("again.assetcat").path
    #expect(try Self.run(["compile", extracted.path, "-o", again]).status == 0)
    if rebuilt.isEmpty {
      #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: out))
    } else {
      let second = dir.file("y").appendingPathComponent((path as NSString).lastPathComponent)
      #expect(try Self.run(["extract", again, second.path]).status == 0)
      let third = dir.file("third.assetcat").path
      #expect(try Self.run(["compile", second.path, "-o", third]).status == 0)
      #expect(FileManager.default.contents(atPath: third) == FileManager.default.contents(atPath: again))
    }

    // Every referenced file comes back byte for byte at its path.
    let source = try SourceCatalogReader.read(
      paths: [path], options: .init(probeImages: false, inspector: .headersOnly))
    let got = Self.files(under: extracted)
    var n = 0
    for a in source.catalog.assets {
      for r in a.renditions {
        guard let f = r.file else { continue }
        #expect(got[f] == (try Data(contentsOf: URL(fileURLWithPath: SourcePath.join(path, f)))), "\(f)")
        n += 1
      }
    }
    #expect(got.count == Set(source.catalog.assets.flatMap { $0.renditions.compactMap(\.file) }).count)

    // Every Contents.json comes back equal to the source as JSON, in Xcode's formatting,
    // but an asset's whose entries name a file the model drops (an `unassigned` entry): that
    // one is rebuilt, so that the folder reads back.
    #expect(try Self.contentsJSONDifferences(source: path, extracted: extracted.path) == rebuilt)

    // The extracted folder is a source catalog that reads back to the same assets.
    let back = try SourceCatalogReader.read(paths: [extracted.path], options: .init(inspector: .imaging))
    #expect(back.catalog.assetNames == source.catalog.assetNames)
    for a in full.catalog.assets {
      #expect(back.catalog.asset(named: a.name) == a, "'\(a.name)' reads back differently")
    }
    // The depfile names every Contents.json and image the reader read, and the appearance rules.
    let dep = try String(contentsOf: dir.file("c.d"), encoding: .utf8)
    #expect(dep.hasPrefix(CompileCommandEscaping.escape(out) + ":"))
    let ruleFiles = AppearanceFile.path(inCatalog: path).map { [$0] } ?? []
    #expect(dep.components(separatedBy: " \\\n").count - 1 == full.inputs.count + ruleFiles.count)
  }

  /// The asset Contents.json files (relative paths) whose entries name a file that is not one of
  /// the asset's renditions (not a complication set's or another folder type's, whose entries
  /// name the asset folders inside: those come back as written).
  static func namingDroppedFiles(_ source: SourceReadResult) throws -> [String] {
    var out: [String] = []
    for a in source.assets where a.isActive && a.asset.kind != .other {
      guard let json = a.contentsPath, let data = FileManager.default.contents(atPath: json) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      let files = Set(a.asset.renditions.compactMap(\.file))
      let names = text.components(separatedBy: "\"filename\"").dropFirst().compactMap {
        $0.split(separator: "\"").dropFirst().first
      }
      if names.contains(where: { !files.contains(a.asset.path + "/" + $0) }) {
        out.append(a.asset.path + "/Contents.json")
      }
    }
    return out.sorted()
  }

  /// The Contents.json files of `source` that `extracted` holds differently: not equal as JSON, or
  /// (when the source is in Xcode's formatting) not byte for byte. A folder extract did not write
  /// (one the compiled catalog does not hold) is not compared.
  static func contentsJSONDifferences(source: String, extracted: String) throws -> [String] {
    var out: [String] = []
    let e = FileManager.default.enumerator(atPath: source)
    while let p = e?.nextObject() as? String {
      guard (p as NSString).lastPathComponent == "Contents.json",
        let got = FileManager.default.contents(atPath: extracted + "/" + p)
      else { continue }
      let want = try Data(contentsOf: URL(fileURLWithPath: source + "/" + p))
      let a = try JSONSerialization.jsonObject(with: want) as? NSObject
      let b = try JSONSerialization.jsonObject(with: got) as? NSObject
      if a != b || (String(decoding: want, as: UTF8.self).contains("\" : ") && want != got) { out.append(p) }
    }
    return out.sorted()
  }

  @Test func noOpRecompileAndInvalidation() throws {
    let dir = Fixtures.TempDir()
    let src = dir.file("My Cat.xcassets")
    try Self.makeCatalog(at: src, imageSets: 3, bytesPerFile: 100)
    let out = dir.file("o.assetcat").path
    #expect(try Self.run(["compile", src.path, "-o", out]).status == 0)
    let first = try Data(contentsOf: URL(fileURLWithPath: out))
    let again = try Self.run(["compile", src.path, "-o", out])
    #expect(again.status == 0)
    #expect(again.stderr.contains("up to date"))
    // A changed input (a new modification time) recompiles; the same bytes give the same output.
    let json = src.appendingPathComponent("Data0.dataset/Contents.json")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: json.path)
    let third = try Self.run(["compile", src.path, "-o", out])
    #expect(!third.stderr.contains("up to date"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == first)
    // Other options recompile.
    #expect(!(try Self.run(["compile", src.path, "-o", out, "--keep", "idiom=phone"])).stderr.contains("up to date"))
    // A replaced output recompiles.
    try Data("junk".utf8).write(to: URL(fileURLWithPath: out))
    #expect(!(try Self.run(["compile", src.path, "-o", out, "--keep", "idiom=phone"])).stderr.contains("up to date"))
    #expect(try Self.run(["verify", out]).status == 0)
    // Depfile escaping of the space in the catalog's name.
    #expect(try Self.run(["compile", src.path, "-o", out, "--depfile", dir.file("o.d").path]).status == 0)
    #expect(try String(contentsOf: dir.file("o.d"), encoding: .utf8).contains("My\\ Cat.xcassets/"))
  }

  @Test func catalogWithErrorsIsNotWritten() throws {
    let dir = Fixtures.TempDir()
    let src = dir.file("Bad.xcassets")
    try Self.makeCatalog(at: src, imageSets: 1, bytesPerFile: 10)
    // An invalid idiom (AC003, an error; a missing file is only a warning, AC010, as in actool).
    try Data(#"{"data":[{"idiom":"iphon"}],"info":{"author":"xcode","version":1}}"#.utf8)
      .write(to: src.appendingPathComponent("Data0.dataset/Contents.json"))
    let out = dir.file("o.assetcat").path
    let r = try Self.run(["compile", src.path, "-o", out])
    #expect(r.status == 1)
    #expect(r.stderr.contains("[AC003]"))
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(try Self.run(["verify", dir.file("nothing.assetcat").path]).status == 2)
    try Data("ASSETCAT and then garbage, long enough to hold a header of 64 bytes......".utf8).write(
      to: dir.file("bad.assetcat"))
    let v = try Self.run(["verify", dir.file("bad.assetcat").path])
    #expect(v.status == 2)
    #expect(v.stderr.contains("corrupt compiled catalog"))
  }

  /// SIGKILL during a compile: the old output keeps its bytes, and the next compile removes the
  /// dead process's temporary file.
  @Test func killedCompileLeavesThePreviousOutput() throws {
    let dir = Fixtures.TempDir()
    let small = dir.file("Small.xcassets")
    try Self.makeCatalog(at: small, imageSets: 2, bytesPerFile: 10)
    let out = dir.file("o.assetcat").path
    #expect(try Self.run(["compile", small.path, "-o", out]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: out))

    let big = dir.file("Big.xcassets")
    try Self.makeCatalog(at: big, imageSets: 32, bytesPerFile: 4 << 20)
    var killedMidway = false
    for _ in 0..<3 where !killedMidway {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: Self.binary!)
      p.arguments = ["compile", big.path, "-o", out, "--jobs", "1", "--force", "--quiet"]
      p.standardError = FileHandle.nullDevice
      try p.run()
      // Wait until the temporary output exists, then kill.
      let deadline = Date().addingTimeInterval(20)
      while p.isRunning && Date() < deadline {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.url.path)) ?? []
        if names.contains(where: { $0.hasPrefix(".o.assetcat.tmp-") }) {
          kill(p.processIdentifier, SIGKILL)
          killedMidway = true
          break
        }
        usleep(200)
      }
      p.waitUntilExit()
      #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before, "the previous output changed")
    }
    #expect(killedMidway, "the compile finished before it could be killed")
    #expect(try Self.run(["verify", out]).status == 0)
    // The next compile cleans up after the dead one and succeeds, streaming: its peak memory is
    // far below the 128 MiB of payloads it copies.
    let (status, peakMiB) = try Self.runMeasuringPeakMemory(["compile", big.path, "-o", out, "--quiet"])
    #expect(status == 0)
    #expect(peakMiB > 0, "no memory reading (is /proc mounted?)")
    // (AddressSanitizer's shadow memory and quarantine count too, under `make test-asan`.)
    #expect(peakMiB < 96 * TestEnvironment.slowdown, "a compile of 128 MiB of payloads peaked at \(peakMiB) MiB")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
    #expect(try Self.run(["verify", out]).status == 0)
  }

  /// `--decode` proves every pixel: a PNG whose header is intact but whose image data is damaged
  /// passes the header probe, and only a full decode stops the compile (AC020, exit 1, the previous
  /// output untouched).
  @Test func decodeStopsACompileOnDamagedPixels() throws {
    let dir = Fixtures.TempDir()
    let catalog = dir.file("Star.xcassets")
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SampleAssets/Demo.xcassets/Rating/Star.imageset")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(
      to: catalog.appendingPathComponent("Contents.json"))
    let set = catalog.appendingPathComponent("Star.imageset")
    try FileManager.default.copyItem(at: demo, to: set)
    let out = dir.file("Star.assetcat").path
    #expect(try Self.run(["compile", catalog.path, "-o", out, "--quiet"]).status == 0)

    // A row filter type that does not exist, at the 2x file's size: IHDR, the chunk layout, every
    // CRC and the zlib stream stay intact, so only a pixel decode can tell.
    let png = set.appendingPathComponent("star@2x.png")
    let header = [UInt8](try Data(contentsOf: png))
    let width = Int(header[16]) << 24 | Int(header[17]) << 16 | Int(header[18]) << 8 | Int(header[19])
    let height = Int(header[20]) << 24 | Int(header[21]) << 16 | Int(header[22]) << 8 | Int(header[23])
    try Data(StructureSamples.pngWithBadFilter(width: width, height: height)).write(to: png)

    #expect(
      try Self.run(["compile", catalog.path, "-o", out, "--quiet", "--force"]).status == 0,
      "the structure walk alone accepts it")
    let before = try Data(contentsOf: URL(fileURLWithPath: out))
    let decoded = try Self.run(["compile", catalog.path, "-o", out, "--quiet", "--force", "--decode"])
    #expect(decoded.status == 1)
    #expect(decoded.stderr.contains("[AC020]"))
    #expect(decoded.stderr.contains("star@2x.png"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before, "a failed compile left the output alone")
  }

  /// Runs the binary and returns its exit status and its own peak resident memory in MiB.
  ///
  /// Neither `RUSAGE_CHILDREN` nor the child's `wait4` usage will do: the first is the maximum
  /// over every child of the test process, and Linux carries the spawning parent's high-water RSS
  /// across `execve` into the second. `VmHWM` in /proc is the high-water mark of the child's own
  /// address space; it only grows, so the last reading before exit is the peak.
  static func runMeasuringPeakMemory(_ args: [String]) throws -> (status: Int32, peakMiB: Int) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.binary!)
    p.arguments = args
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    var peakKiB = 0
    while p.isRunning {
      if let status = try? String(contentsOfFile: "/proc/\(p.processIdentifier)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      {
        peakKiB = max(peakKiB, kib)
      }
      usleep(500)
    }
    p.waitUntilExit()
    return (p.terminationStatus, peakKiB / 1024)
  }

  /// A catalog of data sets (no image decoding involved) with `imageSets` × 1 files.
  static func makeCatalog(at root: URL, imageSets: Int, bytesPerFile: Int) throws {
    let fm = FileManager.default
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: root.appendingPathComponent("Contents.json"))
    for i in 0..<imageSets {
      let set = root.appendingPathComponent("Data\(i).dataset")
      try fm.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(
        (#"{"data":[{"idiom":"universal","filename":"d.bin","universal-type-identifier":"public.data"}],"info":"#
          + #"{"author":"xcode","version":1}}"#)
          .utf8
      )
      .write(to: set.appendingPathComponent("Contents.json"))
      // Unique bytes per file, made quickly: a random block repeated, then the index.
      let block = Fixtures.bytes(i, count: min(bytesPerFile, 4096))
      var data = Data(capacity: bytesPerFile + 8)
      while data.count + block.count <= bytesPerFile { data.append(contentsOf: block) }
      data.append(contentsOf: block.prefix(bytesPerFile - data.count))
      withUnsafeBytes(of: UInt64(i)) { data.append(contentsOf: $0) }
      try data.write(to: set.appendingPathComponent("d.bin"))
    }
  }
}

/// The depfile escaping rule, restated for the tests (spaces and `#` get a backslash, `$` doubles).
enum CompileCommandEscaping {
  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "$", with: "$$").replacingOccurrences(of: " ", with: "\\ ").replacingOccurrences(
      of: "#", with: "\\#")
  }
}
