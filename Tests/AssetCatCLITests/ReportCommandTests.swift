import AssetCatTestSupport
import Foundation
import Testing

/// `assetcat report`'s exit status, as its help documents it and as `validate` decides it: 0
/// written, 1 written but the catalogs have errors (or warnings with `--strict`), 2 nothing written.
@Suite("assetcat report: exit status")
struct ReportCommandTests {
  static func report(_ c: FixtureCatalog, _ extra: [String] = []) throws -> (CommandResult, written: Bool) {
    let folder = c.root.appendingPathComponent("report-\(UUID().uuidString)").path
    let r = try AssetCatExecutable.run(["report", c.path, "-o", folder, "--quiet", "--no-sizes"] + extra)
    return (r, FileManager.default.fileExists(atPath: folder + "/index.html"))
  }

  @Test func warningsPassUnlessStrict() throws {
    let c = try FixtureCatalog.scaleMismatch()
    let (plain, written) = try Self.report(c)
    #expect(plain.status == 0 && written, "\(plain.stderr)")
    #expect(plain.stderr.contains("0 errors, 1 warnings"), "\(plain.stderr)")
    let (strict, writtenStrict) = try Self.report(c, ["--strict"])
    #expect(strict.status == 1 && writtenStrict, "\(strict.stderr)")
    #expect(try AssetCatExecutable.run(["validate", c.path, "--strict", "--quiet"]).status == strict.status)
  }

  @Test func errorsFailButTheReportIsWritten() throws {
    let c = try FixtureCatalog.scaleMismatch()
    // Two entries in one slot: AC012, an error.
    try c.contents(
      "Twice.imageset",
      """
      { "images" : [ { "idiom" : "universal", "filename" : "a.png" }, { "idiom" : "universal", "filename" : "b.png" } ],
        "info" : { "version" : 1 } }
      """)
    try c.png("Twice.imageset/a.png", width: 4, height: 4)
    try c.png("Twice.imageset/b.png", width: 4, height: 4)
    let (r, written) = try Self.report(c)
    #expect(r.status == 1 && written, "\(r.stderr)")
    #expect(try AssetCatExecutable.run(["validate", c.path, "--quiet"]).status == 1)
  }

  @Test(arguments: [["--platform", "iphone"], ["--minimum-deployment-target", "fifteen"]])
  func badTargetIsUsage(_ extra: [String]) throws {
    let c = try FixtureCatalog.scaleMismatch()
    let (r, written) = try Self.report(c, extra)
    #expect(r.status == 2 && !written, "\(r.stderr)")
    #expect(r.stderr.contains(extra[0]), "\(r.stderr)")
  }

  @Test func platformChoosesTheDevicesAndSizes() throws {
    let c = try FixtureCatalog.scaleMismatch()
    let folder = c.root.appendingPathComponent("report-tv").path
    let r = try AssetCatExecutable.run(["report", c.path, "-o", folder, "--quiet", "--platform", "appletvos"])
    #expect(r.status == 0, "\(r.stderr)")
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(html.contains(#""platforms":["tvOS"]"#))
    #expect(html.contains("Apple TV") && !html.contains(#""name":"iPhone"#))
  }
}
