import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// actool's outputs follow compile's rule: never an input catalog's file, a folder inside a
/// catalog, a FIFO or a device; refused before anything is read or written.
@Suite("actool: outputs it must not replace")
struct ActoolOutputRefusalTests {
  static func catalog() throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.contents(
      "Tint.colorset", #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    return cat
  }

  @Test("--output-partial-info-plist naming the catalog's Contents.json, or a FIFO; --compile inside the catalog")
  func refused() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let cat = try Self.catalog()
    let contents = cat.path + "/Contents.json"
    let before = FileManager.default.contents(atPath: contents)
    let fifo = r.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    try cat.mkdir("Build")
    for arguments in [
      ["--compile", r.out, "--output-partial-info-plist", contents],
      ["--compile", r.out, "--export-dependency-info", fifo],
      ["--compile", cat.path + "/Build"],
    ] {
      let outcome = await r.run(arguments + ["--platform", "iphoneos", cat.path])
      #expect(outcome.exitCode == 2, "\(arguments): \(ActoolRun.text(outcome))")
      #expect(ActoolRun.text(outcome).contains("refused output"), "\(ActoolRun.text(outcome))")
    }
    #expect(FileManager.default.contents(atPath: contents) == before)
    var st = stat()
    #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
    #expect(r.files() == [])
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: cat.path + "/Build")) ?? ["?"]) == [])
  }
}
