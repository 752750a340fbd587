import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SPEC §5 and §7: `compile -o` and `--depfile` refuse (exit 2, nothing changed) a path that is
/// an input, inside an input catalog, a folder, a device or a FIFO.
@Suite("Outputs: compile refuses what it must not replace")
struct OutputRefusalTests {
  /// A catalog with one good image set; returns it and its two files.
  static func catalog() throws -> (FixtureCatalog, png: String, contents: String) {
    let cat = try FixtureCatalog()
    try cat.contents(
      "Logo.imageset",
      #"{ "images" : [ { "filename" : "logo.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "#
        + #""version" : 1 } }"#
    )
    try cat.png("Logo.imageset/logo.png", width: 2, height: 2)
    return (cat, cat.path + "/Logo.imageset/logo.png", cat.path + "/Logo.imageset/Contents.json")
  }

  static func compile(_ o: CompileOptions) async -> (status: Int32, err: String) {
    let captured = CapturedOutput()
    var o = o
    o.progress = false
    let status = await CompileCommandLogic.run(o, output: captured.output)
    return (status, captured.err)
  }

  /// The file type and bytes at `path` (to see that nothing changed).
  static func snapshot(_ path: String) -> (mode: mode_t, bytes: Data?) {
    var st = stat()
    guard lstat(path, &st) == 0 else { return (0, nil) }
    return (st.st_mode & S_IFMT, (st.st_mode & S_IFMT) == S_IFREG ? FileManager.default.contents(atPath: path) : nil)
  }

  @Test("-o naming the catalog's own PNG, Contents.json, the catalog, a new file inside it, or a FIFO")
  func outputRefused() async throws {
    let (cat, png, contents) = try Self.catalog()
    let fifo = cat.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let folder = cat.root.appendingPathComponent("folder").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // (Not /dev/null itself: a broken build run as root would replace it.)
    for target in [png, contents, cat.path, cat.path + "/New.assetcat", fifo, folder] {
      let before = Self.snapshot(target)
      let r = await Self.compile(CompileOptions(sources: [cat.path], output: target))
      #expect(r.status == 2, "\(target): \(r.err)")
      #expect(r.err.contains("-o:"), "\(r.err)")
      let after = Self.snapshot(target)
      #expect(after.mode == before.mode && after.bytes == before.bytes, "\(target) changed")
    }
    #expect(!FileManager.default.fileExists(atPath: cat.path + "/New.assetcat"))
    #expect(!FileManager.default.fileExists(atPath: cat.path + "/New.assetcat.stamp"))
  }

  @Test("-o in a folder that does not exist stops before any work, saying which folder (it failed at the final rename)")
  func missingOutputFolder() async throws {
    let (cat, _, _) = try Self.catalog()
    let target = cat.root.appendingPathComponent("no/such/Out.assetcat").path
    let r = await Self.compile(CompileOptions(sources: [cat.path], output: target))
    #expect(r.status == 2, "\(r.err)")
    #expect(
      r.err.contains("the folder '\(cat.root.appendingPathComponent("no/such").path)' does not exist"), "\(r.err)")
  }

  @Test("--depfile naming an input, a FIFO, or the output itself")
  func depfileRefused() async throws {
    let (cat, png, _) = try Self.catalog()
    let fifo = cat.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let out = cat.root.appendingPathComponent("out.assetcat").path
    for target in [png, fifo, out] {
      let before = Self.snapshot(target)
      var o = CompileOptions(sources: [cat.path], output: out)
      o.depfile = target
      let r = await Self.compile(o)
      #expect(r.status == 2, "\(target): \(r.err)")
      let after = Self.snapshot(target)
      #expect(after.mode == before.mode && after.bytes == before.bytes, "\(target) changed")
    }
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("-o naming the --appearance file")
  func appearanceInputRefused() async throws {
    let (cat, _, _) = try Self.catalog()
    let rules = cat.root.appendingPathComponent("rules.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: rules))
    var o = CompileOptions(sources: [cat.path], output: rules)
    o.appearance = rules
    let r = await Self.compile(o)
    #expect(r.status == 2, "\(r.err)")
    #expect(FileManager.default.contents(atPath: rules) == Data("{}".utf8))
  }

  @Test("an ordinary output beside the catalog is written")
  func ordinaryOutput() async throws {
    let (cat, _, _) = try Self.catalog()
    var o = CompileOptions(sources: [cat.path], output: cat.root.appendingPathComponent("ok.assetcat").path)
    o.depfile = cat.root.appendingPathComponent("ok.d").path
    let r = await Self.compile(o)
    #expect(r.status == 0, "\(r.err)")
  }
}
