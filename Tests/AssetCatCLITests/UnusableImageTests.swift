import AssetCatTestSupport
import Foundation
import Testing

/// No silent success: an image that cannot go into the output, with nothing standing
/// in for it, is an AC020 error with a non-zero exit and nothing written — for `compile -o X.car`,
/// for `actool` (in the results document's errors, actool's wording with the code appended) and,
/// when nothing can read the file, for `compile -o X.assetcat`. A warning only when the image
/// still goes in.
@Suite("an image that cannot be used is an error, never a silent success")
struct UnusableImageTests {
  static let info = #""info":{"version":1,"author":"xcode"}"#

  /// A catalog whose only image set `Logo` holds `bytes` as `logo.png`.
  static func catalog(_ bytes: [UInt8]) throws -> FixtureCatalog {
    let catalog = try FixtureCatalog()
    try catalog.contents("", "{\(info)}")
    try catalog.contents("Logo.imageset", #"{"images":[{"idiom":"universal","filename":"logo.png"}],\#(info)}"#)
    try catalog.write("Logo.imageset/logo.png", Data(bytes))
    return catalog
  }

  /// A fresh empty folder beside the catalog.
  static func folder(_ catalog: FixtureCatalog, _ name: String) throws -> String {
    let url = catalog.root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  static func actool(_ catalog: FixtureCatalog, into out: String) throws -> CommandResult {
    try AssetCatExecutable.run([
      "actool", catalog.path, "--compile", out, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
      "--output-format", "human-readable-text", "--warnings", "--notices",
    ])
  }

  static func listing(_ folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  static var truncatedPSD: [UInt8] { Array(PSDSamples.psd(width: 16, height: 16).prefix(400)) }

  @Test(
    """
    a truncated Photoshop file named .png, the catalog's only image: actool exits 1 with the AC020 error and \
    writes no car
    """
  )
  func truncatedPSDActool() throws {
    let catalog = try Self.catalog(Self.truncatedPSD)
    let out = try Self.folder(catalog, "out")
    let r = try Self.actool(catalog, into: out)
    #expect(r.status == 1, "\(r.stdout)")
    let errors = r.stdout.components(separatedBy: "/* com.apple.actool.document.errors */").dropFirst().first ?? ""
    #expect(
      errors.contains("./Logo.imageset/logo.png: error: 'logo.png' is a Photoshop document, not a PNG"), "\(r.stdout)")
    #expect(errors.contains("[AC020]"), "\(r.stdout)")
    #expect(Self.listing(out).isEmpty, "\(Self.listing(out))")
  }

  @Test(
    "a truncated Photoshop file named .png: compile exits 1 with the AC020 error, to a car and to an .assetcat",
    arguments: ["A.car", "A.assetcat"])
  func truncatedPSDCompile(output: String) throws {
    let catalog = try Self.catalog(Self.truncatedPSD)
    let out = try Self.folder(catalog, "out")
    let r = try AssetCatExecutable.run(["compile", catalog.path, "-o", out + "/" + output, "--platform", "iphoneos"])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(
      r.stderr.contains(
        "logo.png: error: 'logo.png' is a Photoshop document, not a PNG; re-export it as a PNG or rename it [AC020]"),
      "\(r.stderr)")
    #expect(Self.listing(out).isEmpty)
  }

  @Test(
    """
    an intact Photoshop file named .png: Xcode reads it by its bytes, and so does assetcat: actool \
    builds with the misnamed-file warning
    """
  )
  func intactPSDActool() throws {
    let catalog = try Self.catalog(PSDSamples.psd(width: 16, height: 16))
    let out = try Self.folder(catalog, "out")
    let r = try Self.actool(catalog, into: out)
    #expect(r.status == 0, "\(r.stdout)")
    #expect(r.stdout.contains("'logo.png' is a Photoshop document, not a PNG; Xcode reads it by its content"))
    #expect(!r.stdout.contains("error"), "\(r.stdout)")
    #expect(Self.listing(out).contains("Assets.car"), "\(Self.listing(out))")
  }

  @Test(
    """
    an intact Photoshop file named .png: compile -o X.car and -o X.assetcat build with a warning, \
    as validate says
    """
  )
  func intactPSDCompile() throws {
    let catalog = try Self.catalog(PSDSamples.psd(width: 16, height: 16))
    let out = try Self.folder(catalog, "out")
    let warning = "warning: 'logo.png' is a Photoshop document, not a PNG; Xcode reads it by its content"
    let validate = try AssetCatExecutable.run(["validate", catalog.path])
    #expect(validate.status == 0)
    #expect(validate.stdout.contains(warning), "\(validate.stdout)")
    let car = try AssetCatExecutable.run(["compile", catalog.path, "-o", out + "/A.car", "--platform", "iphoneos"])
    #expect(car.status == 0, "\(car.stderr)")
    #expect(car.stderr.contains(warning), "\(car.stderr)")
    #expect(!car.stderr.contains("cannot go into the car"), "\(car.stderr)")
    let info = try AssetCatExecutable.run(["info", out + "/A.car"])
    #expect(info.stdout.contains("logo.png  16×16 px"), "\(info.stdout)")
    // The .assetcat holds the file byte for byte (Xcode reads it by its content): a warning.
    let kept = try AssetCatExecutable.run(["compile", catalog.path, "-o", out + "/A.assetcat"])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stderr.contains(warning), "\(kept.stderr)")
  }

  @Test("beside a good image, one damaged image still fails the car (the good one does not stand in for it)")
  func oneOfTwo() throws {
    // A BMP named .png whose header gives it no pixels (AC020).
    let bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0] + [UInt8](repeating: 0, count: 36)
    let catalog = try Self.catalog(bmp)
    try catalog.contents("Good.imageset", #"{"images":[{"idiom":"universal","filename":"g.png"}],\#(Self.info)}"#)
    try catalog.png("Good.imageset/g.png", width: 4, height: 4)
    let out = try Self.folder(catalog, "out")
    let car = try AssetCatExecutable.run(["compile", catalog.path, "-o", out + "/A.car", "--platform", "iphoneos"])
    #expect(car.status == 1, "\(car.stderr)")
    #expect(Self.listing(out).isEmpty)
  }

  @Test("must not trigger: a catalog of intact PNGs compiles to a car and through actool with exit 0 and no AC020")
  func intactPNG() throws {
    let catalog = try Self.catalog(Array(PNGWriter.png(width: 4, height: 4, pixel: [0, 128, 255, 255])))
    let out = try Self.folder(catalog, "out")
    let car = try AssetCatExecutable.run(["compile", catalog.path, "-o", out + "/A.car", "--platform", "iphoneos"])
    #expect(car.status == 0, "\(car.stderr)")
    #expect(!car.stderr.contains("AC020"))
    let compiled = try Self.folder(catalog, "compiled")
    let r = try Self.actool(catalog, into: compiled)
    #expect(r.status == 0, "\(r.stdout)")
    #expect(!r.stdout.contains("AC020"))
    #expect(Self.listing(compiled) == ["Assets.car"])
  }
}
