import AssetCatTestSupport
import Foundation
import Testing

/// `compile -o X.car` and `assetcat actool` validate the catalogs while they write the car; the car waits for the
/// validation before it replaces the output. What the user sees must be what checking first
/// gives: findings before the summary line, and on an error nothing written, not even the
/// stamp of the previous output removed.
@Suite("compile -o X.car and assetcat actool: the validation beside the write")
struct CarCheckBesideWriteTests {
  static let contents =
    #"{"images":[{"idiom":"universal","filename":"a.png","scale":"1x"},{"idiom":"universal","#
    + #""filename":"b.png","scale":"2x"}],"info":{"version":1,"author":"xcode"}}"#

  /// `Set` with a 1x and a 2x of the same pixel size (AC021, a warning).
  static func catalog() throws -> FixtureCatalog {
    let catalog = try FixtureCatalog()
    try catalog.contents("Set.imageset", contents)
    try catalog.write("Set.imageset/a.png", Data(StructureSamples.png))
    try catalog.write("Set.imageset/b.png", Data(StructureSamples.png))
    return catalog
  }

  @Test("a warning comes before the summary line, as when the catalogs are checked first")
  func warningBeforeSummary() throws {
    let catalog = try Self.catalog()
    let car = catalog.root.appendingPathComponent("A.car").path
    let r = try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos"])
    let lines = r.stderr.split(separator: "\n")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(lines.count == 2, "\(r.stderr)")
    #expect(lines.first?.contains("warning:") == true && lines.first?.hasSuffix("[AC021]") == true, "\(r.stderr)")
    #expect(lines.last?.hasPrefix("compiled 1 assets") == true, "\(r.stderr)")
  }

  @Test(
    "an error in the catalogs: exit 1, checking's words, the previous car and its stamp as they were, no temporary file"
  )
  func errorLeavesThePreviousCar() throws {
    let catalog = try Self.catalog()
    let folder = catalog.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let car = folder.appendingPathComponent("A.car").path
    let first = try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos"])
    #expect(first.status == 0, "\(first.stderr)")
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let previous = try Data(contentsOf: URL(fileURLWithPath: car))
    // A cut PNG (AC020, an error; a missing file is only a warning, AC010, as in actool).
    try Data(Data(contentsOf: URL(fileURLWithPath: catalog.path + "/Set.imageset/b.png")).prefix(40)).write(
      to: URL(fileURLWithPath: catalog.path + "/Set.imageset/b.png"))
    let r = try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos"])
    let checked = try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos", "--decode"])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stderr.contains("[AC020]"), "\(r.stderr)")
    #expect(r.stderr == checked.stderr)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: car)) == previous)
  }

  @Test("assetcat actool, an error in the catalogs: exit 1, the previous outputs as they were, no temporary file")
  func actoolErrorLeavesThePreviousOutputs() throws {
    let catalog = try Self.catalog()
    let folder = catalog.root.appendingPathComponent("compiled")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let arguments = [
      "actool", "--compile", folder.path, "--platform", "iphoneos", "--minimum-deployment-target", "15.0", catalog.path,
    ]
    let first = try AssetCatExecutable.run(arguments)
    #expect(first.status == 0, "\(first.stdout)")
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let previous = try Data(contentsOf: folder.appendingPathComponent("Assets.car"))
    // A cut PNG (AC020, an error; a missing file is only a warning, AC010, as in actool).
    try Data(Data(contentsOf: URL(fileURLWithPath: catalog.path + "/Set.imageset/b.png")).prefix(40)).write(
      to: URL(fileURLWithPath: catalog.path + "/Set.imageset/b.png"))
    let r = try AssetCatExecutable.run(arguments)
    #expect(r.status == 1, "\(r.stdout)")
    #expect(r.stdout.contains("b.png"), "\(r.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    #expect(try Data(contentsOf: folder.appendingPathComponent("Assets.car")) == previous)
  }
}
