import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SPEC §7: no input makes validate crash or hang; each is a diagnostic.
@Suite("Robustness: bad input never crashes or hangs", .timeLimit(.minutes(TestEnvironment.slowdown)))
struct RobustnessTests {
  static func codes(_ r: ValidationReport) -> Set<DiagnosticCode> { Set(r.diagnostics.map(\.code)) }

  @Test func aHeaderThatClaims100000x100000IsRefusedBeforeDecoding() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let liar = PNGWriter.png(width: 1, height: 1, declaredWidth: 100_000, declaredHeight: 100_000)
    try c.imageSet("Huge", [("huge.png", nil)], files: ["huge.png": liar])
    let r = try await c.validate(ValidationOptions(decode: true))
    try #require(r.diagnostics.map(\.code) == [.AC024])
    #expect(r.diagnostics[0].message.contains("100000×100000"))
  }

  @Test func malformedAndWronglyTypedContentsAreDiagnostics() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.write("Bad.imageset/Contents.json", #"{ "images" : [ { "idiom" : "universal", "filename" : "#)
    try c.write(
      "Types.imageset/Contents.json", #"{ "images" : { "idiom" : "universal" }, "info" : { "version" : "one" } }"#)
    try c.write(
      "Scale.imageset/Contents.json",
      #"{ "images" : [ { "idiom" : "universal", "filename" : "a.png", "scale" : 2 } ] }"#)
    try c.write("Scale.imageset/a.png", PNGWriter.png(width: 2, height: 2))
    try c.write("Null.imageset/Contents.json", "null")
    try c.write("Deep.imageset/Contents.json", String(repeating: "[", count: 100_000))
    try c.write("Binary.imageset/Contents.json", Data([0xFF, 0xFE, 0x00, 0x01, 0x89]))
    let r = try await c.validate()
    #expect(Self.codes(r).contains(.AC001))
    #expect(r.exitCode(strict: false) == 1)
  }

  @Test func aSymlinkPointingOutsideIsNeverFollowed() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    // The target is a "PNG" that would be AC020 if the validator read it.
    let outside = c.container.appendingPathComponent("secret.png")
    try Data("not an image".utf8).write(to: outside)
    try c.imageSet("Logo", [("logo.png", nil)])
    try FileManager.default.createSymbolicLink(
      atPath: c.path + "/Logo.imageset/logo.png", withDestinationPath: outside.path)
    let r = try await c.validate(ValidationOptions(decode: true))
    #expect(Self.codes(r) == [.AC032])
  }

  @Test func aSymlinkInsideTheCatalogIsFollowed() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    // A link to a damaged "PNG" inside the catalog: read through the link (AC020), not AC032.
    try c.imageSet("Logo", [("logo.png", nil)])
    try c.write("Shared/real.png", "not an image")
    try FileManager.default.createSymbolicLink(
      atPath: c.path + "/Logo.imageset/logo.png", withDestinationPath: c.path + "/Shared/real.png")
    let r = try await c.validate(ValidationOptions(decode: true))
    #expect(Self.codes(r).contains(.AC020))
    #expect(!Self.codes(r).contains(.AC032))
  }

  @Test func unreadableFilesAreDiagnostics() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Logo", [("logo.png", nil)], files: ["logo.png": PNGWriter.png(width: 2, height: 2)])
    try c.write("Locked.imageset/Contents.json", #"{ "images" : [ ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    chmod(c.path + "/Logo.imageset/logo.png", 0)
    chmod(c.path + "/Locked.imageset/Contents.json", 0)
    defer {
      chmod(c.path + "/Logo.imageset/logo.png", 0o644)
      chmod(c.path + "/Locked.imageset/Contents.json", 0o644)
    }
    let r = try await c.validate()
    if getuid() == 0 {
      // root reads every file: nothing to report, and nothing crashed.
      #expect(r.diagnostics.isEmpty)
    } else {
      #expect(Self.codes(r) == [.AC001, .AC020])
    }
  }

  @Test func aFIFOInAnAssetFolderDoesNotHang() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Pipe", [("pipe.png", nil)])
    #expect(mkfifo(c.path + "/Pipe.imageset/pipe.png", 0o644) == 0)
    // Reaching the next line at all is the test (the suite has a time limit): the pipe is never
    // opened; the reader reports it as no file (AC010) and as a stray child (AC011).
    let r = try await c.validate(ValidationOptions(decode: true))
    #expect(Self.codes(r) == [.AC010, .AC011])
    #expect(r.diagnostics.filter { $0.code == .AC010 }.count == 1)
  }

  @Test func aFolderWhereAFileShouldBeIsADiagnostic() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Dir", [("dir.png", nil)], files: ["dir.png/inner.txt": Data("x".utf8)])
    let r = try await c.validate(ValidationOptions(decode: true))
    // No file to read (AC010): a warning, as actool builds without it; --strict fails.
    #expect(r.diagnostics.contains { $0.code == .AC010 })
    #expect(r.exitCode(strict: false) == 0)
    #expect(r.exitCode(strict: true) == 1)
  }

  @Test func aMissingCatalogIsThrownNotDiagnosed() async throws {
    await #expect(throws: (any Error).self) {
      try await Validation.run(["/nonexistent/assetcat/Missing.xcassets"])
    }
  }

  @Test func decodeOnManyFilesRunsInParallelAndAgreesWithTheHeader() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    for i in 0..<40 {
      try c.imageSet(
        "Icon\(i)", [("i.png", "1x"), ("i@2x.png", "2x")],
        files: ["i.png": PNGWriter.png(width: 8, height: 8), "i@2x.png": PNGWriter.png(width: 16, height: 16)])
    }
    let header = try await c.validate()
    let decoded = try await c.validate(ValidationOptions(decode: true, jobs: 4))
    #expect(header.diagnostics.isEmpty)
    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.count) findings")
  }
}

@Suite("Several catalogs")
struct SeveralCatalogsTests {
  @Test func aDuplicateNameDoesNotHideTheLosersFileDefects() async throws {
    // Both catalogs have an asset 'Logo'; the second loses the name (AC030) but its 5×5 @2x is
    // still reported.
    let r = try await Validation.run([
      Repo.fixed.appendingPathComponent("AC021.xcassets").path,
      Repo.broken.appendingPathComponent("AC021.xcassets").path,
    ])
    #expect(Set(r.diagnostics.map(\.code)) == [.AC021, .AC030])
  }
}
