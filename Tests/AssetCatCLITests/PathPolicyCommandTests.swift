import AssetCatArchiveWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI
@testable import AssetCatSourceWriter

/// A temporary folder for one test, removed when the value goes.
final class ScratchFolder {
  let path: String
  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }
  func join(_ name: String) -> String { path + "/" + name }
  /// The names in the folder (hidden ones included), sorted.
  func names(_ inner: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: inner.isEmpty ? path : join(inner))) ?? []).sorted()
  }
}

/// SPEC §7: the path policy on the command line. Nothing outside a catalog is packed; nothing
/// outside `extract`'s destination is written, whatever the compiled catalog holds.
@Suite("Path policy: compile and extract")
struct PathPolicyCommandTests {
  static let png = [UInt8](PNGWriter.png(width: 1, height: 1))

  /// A compiled catalog (written by the project's writer, which trusts its input) whose one
  /// rendition has the file path `file`.
  static func compiled(file: String, at path: String) throws {
    let asset = Asset(
      name: "A", kind: .image, path: "A.imageset",
      renditions: [Rendition(slot: TraitCollection(), file: file, format: .png, order: 0)])
    try CompiledCatalogWriter(options: .init(jobs: 1, synchronize: false))
      .write(AssetCatalog(assets: [asset]), to: URL(fileURLWithPath: path)) { _, _ in .bytes(png) }
  }

  static func extract(_ catalog: String, into dir: String) -> (status: Int32, err: String) {
    let captured = CapturedOutput()
    let status = ExtractCommandLogic.run(catalog: catalog, directory: dir, output: captured.output)
    return (status, captured.err)
  }

  @Test("extract refuses '../' followed by a combining mark, and writes nothing above the destination")
  func combiningMarkEscape() throws {
    let scratch = try ScratchFolder()
    try Self.compiled(file: "../\u{301}x.png", at: scratch.join("evil.assetcat"))
    let r = Self.extract(scratch.join("evil.assetcat"), into: scratch.join("out"))
    #expect(r.status == 2)
    #expect(r.err.contains("not a relative path"), "\(r.err)")
    #expect(scratch.names() == ["evil.assetcat"] || scratch.names() == ["evil.assetcat", "out"], "\(scratch.names())")
  }

  @Test("extract never writes through a file link already in the destination")
  func fileLinkInDestination() throws {
    let scratch = try ScratchFolder()
    try Self.compiled(file: "A.imageset/a.png", at: scratch.join("c.assetcat"))
    try Data("keep".utf8).write(to: URL(fileURLWithPath: scratch.join("victim.txt")))
    try FileManager.default.createDirectory(atPath: scratch.join("out/A.imageset"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.join("out/A.imageset/a.png"), withDestinationPath: scratch.join("victim.txt"))
    let r = Self.extract(scratch.join("c.assetcat"), into: scratch.join("out"))
    #expect(r.status == 2)
    #expect(r.err.contains("symbolic link"), "\(r.err)")
    #expect(try String(contentsOfFile: scratch.join("victim.txt"), encoding: .utf8) == "keep")
  }

  @Test("extract never enters a folder link already in the destination")
  func folderLinkInDestination() throws {
    let scratch = try ScratchFolder()
    try Self.compiled(file: "A.imageset/a.png", at: scratch.join("c.assetcat"))
    try FileManager.default.createDirectory(atPath: scratch.join("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: scratch.join("out"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.join("out/A.imageset"), withDestinationPath: scratch.join("elsewhere"))
    let r = Self.extract(scratch.join("c.assetcat"), into: scratch.join("out"))
    #expect(r.status == 2)
    #expect(r.err.contains("symbolic link"), "\(r.err)")
    #expect(scratch.names("elsewhere") == [])
  }

  @Test("the destination writer refuses every unsafe path and replaces a regular file whole")
  func beneathFolder() throws {
    let scratch = try ScratchFolder()
    let dest = try BeneathFolder(creating: scratch.join("d/e"))
    for bad in ["../x", "../\u{301}x", "/tmp/x", "a/../../x", "a\u{0}b", "", "a//b", "./a"] {
      #expect(throws: BeneathFailure.self, "\(bad.debugDescription)") { try dest.write([1], to: bad) }
    }
    try dest.write([1, 2], to: "g/f.bin")
    try dest.write([3], to: "g/f.bin")
    #expect(FileManager.default.contents(atPath: scratch.join("d/e/g/f.bin")) == Data([3]))
    #expect(scratch.names("d/e/g") == ["f.bin"], "no temporary file is left")
    #expect(scratch.names() == ["d"])
  }

  @Test("an Assets.car name with '/' and a combining mark becomes one safe folder name")
  func carNames() {
    let safe = CARCatalogWriter.safe("..\u{2F}\u{301}x")
    #expect(!safe.unicodeScalars.contains("/"))
    #expect(RelativePath.isSafe(safe))
  }

  @Test("compile never packs a file reached through a folder link that leaves the catalog")
  func compileRefusesOutsideFolderLink() async throws {
    let cat = try FixtureCatalog()
    try cat.contents("Key.imageset", #"{ "images" : [ { "filename" : "sub/id_rsa", "idiom" : "universal" } ] }"#)
    let home = cat.root.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try Data("SECRET-KEY-BYTES".utf8).write(to: home.appendingPathComponent("id_rsa"))
    try FileManager.default.createSymbolicLink(atPath: cat.path + "/Key.imageset/sub", withDestinationPath: home.path)
    let out = cat.root.appendingPathComponent("out.assetcat").path
    let captured = CapturedOutput()
    #expect(
      await CompileCommandLogic.run(CompileOptions(sources: [cat.path], output: out), output: captured.output) == 1)
    #expect(captured.err.contains("[AC032]"), "\(captured.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
