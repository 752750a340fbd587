import AssetCatTestSupport
import Foundation
import Testing

/// `assetcat report`'s exit status, as its help documents it and as `validate` decides it: 0
/// written, 1 written but the catalogs have errors (or warnings with `--strict`), 2 nothing written.
@Suite("assetcat report: exit status")
struct ReportCommandTests {
  /// A catalog whose only finding is a warning (AC021: a 2x that is not twice the 1x).
  static func warningCatalog() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents(
      "Icon.imageset",
      """
      { "images" : [
          { "idiom" : "iphone", "scale" : "1x", "filename" : "icon.png" },
          { "idiom" : "iphone", "scale" : "2x", "filename" : "icon@2x.png" },
          { "idiom" : "iphone", "scale" : "3x", "filename" : "icon@3x.png" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try c.png("Icon.imageset/icon.png", width: 10, height: 10)
    try c.png("Icon.imageset/icon@2x.png", width: 30, height: 30)
    try c.png("Icon.imageset/icon@3x.png", width: 30, height: 30)
    return c
  }

  static func report(_ c: FixtureCatalog, _ extra: [String] = []) throws -> (CommandResult, written: Bool) {
    let folder = c.root.appendingPathComponent("report-\(UUID().uuidString)").path
    let r = try AssetCatExecutable.run(["report", c.path, "-o", folder, "--quiet", "--no-sizes"] + extra)
    return (r, FileManager.default.fileExists(atPath: folder + "/index.html"))
  }

  @Test func warningsPassUnlessStrict() throws {
    let c = try Self.warningCatalog()
    let (plain, written) = try Self.report(c)
    #expect(plain.status == 0 && written, "\(plain.stderr)")
    #expect(plain.stderr.contains("0 errors, 1 warnings"), "\(plain.stderr)")
    let (strict, writtenStrict) = try Self.report(c, ["--strict"])
    #expect(strict.status == 1 && writtenStrict, "\(strict.stderr)")
    #expect(try AssetCatExecutable.run(["validate", c.path, "--strict", "--quiet"]).status == strict.status)
  }

  @Test func errorsFailButTheReportIsWritten() throws {
    let c = try Self.warningCatalog()
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
    let c = try Self.warningCatalog()
    let (r, written) = try Self.report(c, extra)
    #expect(r.status == 2 && !written, "\(r.stderr)")
    #expect(r.stderr.contains(extra[0]), "\(r.stderr)")
  }

  @Test func platformChoosesTheDevicesAndSizes() throws {
    let c = try Self.warningCatalog()
    let folder = c.root.appendingPathComponent("report-tv").path
    let r = try AssetCatExecutable.run(["report", c.path, "-o", folder, "--quiet", "--platform", "appletvos"])
    #expect(r.status == 0, "\(r.stderr)")
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(html.contains(#""platforms":["tvOS"]"#))
    #expect(html.contains("Apple TV") && !html.contains(#""name":"iPhone"#))
  }
}
