import AssetCatArchiveWriter
import AssetCatFileSystem
import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SPEC §7: `compile` killed at any moment leaves the previous output whole and at most one
/// temporary file, which the next run removes; concurrent compiles to one output never mix, and
/// the stamp never vouches for another compile's output. Runs the built `assetcat`.
@Suite("Compile: atomic output, kill -9 and concurrent runs", .serialized)
struct CompileAtomicityTests {
  /// A small catalog (A) and a larger one (B: data sets of random bytes, so writing takes a while).
  final class Catalogs {
    let a = try! FixtureCatalog(name: "A")
    let b = try! FixtureCatalog(name: "B")
    let scratch = try! ScratchFolder()
    var out: String { scratch.join("out.assetcat") }

    init() throws {
      try a.contents("One.imageset", #"{ "images" : [ { "filename" : "one.png", "idiom" : "universal" } ] }"#)
      try a.png("One.imageset/one.png", width: 4, height: 4)
      var random = SplitMix64(seed: 15)
      for i in 0..<16 {
        try b.contents("D\(i).dataset", #"{ "data" : [ { "filename" : "d.bin", "idiom" : "universal" } ] }"#)
        let words = (0..<(256 << 7)).map { _ in random.next() }
        try b.write("D\(i).dataset/d.bin", words.withUnsafeBytes { Data($0) })
      }
    }

    /// The temporary files in the output's folder.
    var temporaries: [String] { scratch.names().filter { $0.hasPrefix(".") && $0.contains(".tmp-") } }
  }

  static func compileProcess(_ source: String, _ out: String, force: Bool = true) throws -> Process {
    let p = Process()
    p.executableURL = AssetCatExecutable.url
    p.arguments = ["compile", source, "-o", out, "--quiet"] + (force ? ["--force"] : [])
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    try p.run()
    return p
  }

  static func compile(_ source: String, _ out: String, force: Bool = true) throws -> CommandResult {
    try AssetCatExecutable.run(["compile", source, "-o", out, "--quiet"] + (force ? ["--force"] : []))
  }

  @Test("kill -9 at random moments: the previous output stays whole, at most one temporary file")
  func killLoop() throws {
    let c = try Catalogs()
    let bPath = c.scratch.join("b-reference.assetcat")
    let started = Date()
    #expect(try Self.compile(c.b.path, bPath).status == 0)
    let full = Date().timeIntervalSince(started)  // kills spread over a whole run of B
    #expect(try Self.compile(c.a.path, c.out).status == 0)
    let bytesA = FileManager.default.contents(atPath: c.out)
    let bytesB = FileManager.default.contents(atPath: bPath)
    try FileManager.default.removeItem(atPath: bPath)
    var random = SplitMix64(seed: 8)
    for round in 0..<8 {
      let p = try Self.compileProcess(c.b.path, c.out)
      usleep(UInt32(Double.random(in: 0..<full, using: &random) * 1_000_000))
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      let now = FileManager.default.contents(atPath: c.out)
      #expect(now == bytesA || now == bytesB, "round \(round): the output is neither the old nor the new catalog")
      #expect(c.temporaries.count <= 1, "round \(round): \(c.temporaries)")
    }
    #expect(try Self.compile(c.b.path, c.out).status == 0)
    #expect(FileManager.default.contents(atPath: c.out) == bytesB)
    #expect(c.temporaries == [], "the next run removes what a killed one left")
  }

  @Test("concurrent compiles of two catalogs to one output: one whole output, and a stamp only for it")
  func concurrentCompiles() throws {
    let c = try Catalogs()
    let aPath = c.scratch.join("a.ref"), bPath = c.scratch.join("b.ref")
    #expect(try Self.compile(c.a.path, aPath).status == 0)
    #expect(try Self.compile(c.b.path, bPath).status == 0)
    let bytesA = FileManager.default.contents(atPath: aPath)
    let bytesB = FileManager.default.contents(atPath: bPath)
    for round in 0..<3 {
      let pa = try Self.compileProcess(c.a.path, c.out)
      let pb = try Self.compileProcess(c.b.path, c.out)
      pa.waitUntilExit()
      pb.waitUntilExit()
      #expect(pa.terminationStatus == 0 && pb.terminationStatus == 0)
      let now = FileManager.default.contents(atPath: c.out)
      #expect(now == bytesA || now == bytesB, "round \(round): a mixed output")
      for (source, bytes) in [(c.a.path, bytesA), (c.b.path, bytesB)] {
        let r = try Self.compile(source, c.out, force: false)
        if r.stderr.contains("up to date") {
          #expect(
            now == bytes, "round \(round): the stamp vouched for \(source) while the output holds the other catalog")
        }
        #expect(FileManager.default.contents(atPath: c.out) == bytes)
      }
    }
    #expect(c.temporaries == [])
  }

  @Test("the stamp vouches only for the file its compile wrote, not for the one that won the rename")
  func stampOfTheLosingRename() throws {
    let scratch = try ScratchFolder()
    let out = scratch.join("o.assetcat")
    let first = try AtomicFileWriter(destination: out)
    try first.file.writeAll([1, 2, 3])
    let wroteFirst = try first.commit(synchronize: false)
    let second = try AtomicFileWriter(destination: out)
    try second.file.writeAll([4, 5, 6])  // same size: only the file's identity tells them apart
    let wroteSecond = try second.commit(synchronize: false)
    // The first compile's stamp lands last, after the second compile's rename won.
    try CompileStamp(inputs: 0xB, written: wroteSecond).write(for: out)
    try CompileStamp(inputs: 0xA, written: wroteFirst).write(for: out)
    #expect(!CompileStamp.isUpToDate(output: out, inputs: 0xA))
    try CompileStamp(inputs: 0xB, written: wroteSecond).write(for: out)
    #expect(CompileStamp.isUpToDate(output: out, inputs: 0xB))
  }
}
