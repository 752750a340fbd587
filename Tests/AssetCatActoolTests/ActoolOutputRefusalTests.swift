import AssetCatTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// actool's outputs follow compile's rule: never an input catalog's file or a folder inside a
/// catalog, refused before anything is read or written; the car is never a FIFO or a device. The
/// partial plist and the dependency info may be a character device or a FIFO (`/dev/null`,
/// `/dev/stdout`), written in place as actool writes them.
@Suite("actool: outputs it must not replace")
struct ActoolOutputRefusalTests {
  static func catalog() throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.contents(
      "Tint.colorset", #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    return cat
  }

  /// The catalog with an image set, so the car has a rendition.
  static func imageCatalog() throws -> FixtureCatalog {
    let cat = try catalog()
    try cat.png("Logo.imageset/a.png", width: 4, height: 4)
    try cat.contents(
      "Logo.imageset",
      #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal" } ], "#
        + #""info" : { "author" : "xcode", "version" : 1 } }"#)
    return cat
  }

  @Test("--output-partial-info-plist naming the catalog's Contents.json or a folder; --compile inside the catalog")
  func refused() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let cat = try Self.catalog()
    let contents = cat.path + "/Contents.json"
    let before = FileManager.default.contents(atPath: contents)
    try cat.mkdir("Build")
    for arguments in [
      ["--compile", r.out, "--output-partial-info-plist", contents],
      ["--compile", r.out, "--export-dependency-info", r.root.path],
      ["--compile", r.out, "--output-partial-info-plist", cat.path],
      ["--compile", cat.path + "/Build"],
    ] {
      let outcome = await r.run(arguments + ["--platform", "iphoneos", cat.path])
      #expect(outcome.exitCode == 2, "\(arguments): \(ActoolRun.text(outcome))")
      #expect(ActoolRun.text(outcome).contains("refused output"), "\(ActoolRun.text(outcome))")
    }
    #expect(FileManager.default.contents(atPath: contents) == before)
    #expect(r.files() == [])
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: cat.path + "/Build")) ?? ["?"]) == [])
  }

  @Test("--output-partial-info-plist and --export-dependency-info /dev/null: built, exit 0, /dev/null still a device")
  func devNull() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let cat = try Self.imageCatalog()
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--output-partial-info-plist", "/dev/null",
      "--export-dependency-info", "/dev/null", cat.path,
    ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["Assets.car"])
    var st = stat()
    #expect(stat("/dev/null", &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test("a FIFO (what /dev/stdout is on a pipe) as --export-dependency-info: its reader gets the file")
  func fifo() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let cat = try Self.imageCatalog()
    let fifo = r.root.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let reader = Task.detached { () -> [UInt8] in
      guard let handle = FileHandle(forReadingAtPath: fifo) else { return [] }
      return [UInt8](handle.readDataToEndOfFile())
    }
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--export-dependency-info", fifo, cat.path,
    ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let bytes = await reader.value
    #expect(bytes.first == 0x00, "ld64's dependency info starts with its version record")
    #expect(String(decoding: bytes, as: UTF8.self).contains("Assets.car"))
    var st = stat()
    #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
  }
}
