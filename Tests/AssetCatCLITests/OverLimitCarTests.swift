import AssetCatTestSupport
import Foundation
import Testing

/// An image whose pixels the car writer would take over the limits is AC024, as validation
/// reports it, not AC020 ("does not decode"): a bitmap let through by a raised `--max-side`, two
/// of them (which the atlas packer would otherwise decode), and a PDF whose page fits at 1x but
/// not at 2x and 3x, through `compile -o X.car` and through `actool`. (A file the writer cannot
/// decode stays AC020: UnusableImageTests.)
@Suite("Over-limit images in a car")
struct OverLimitCarTests {
  static let info = #""info":{"author":"xcode","version":1}"#

  /// `names` image sets of one universal 17,000 × 2 PNG each (over 16,384 pixels a side).
  static func wideImages(_ names: [String]) throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    for name in names {
      try c.contents("\(name).imageset", #"{"images":[{"idiom":"universal","filename":"w.png"}],\#(info)}"#)
      let pixels = [UInt8](repeating: 200, count: 17_000 * 2 * 4)
      try c.write("\(name).imageset/w.png", PNGWriter.png(width: 17_000, height: 2, rgba: pixels))
    }
    return c
  }

  /// A universal PDF of 4,200 × 4,200 points: 17.6 million pixels at 1x, over 67 million at 2x.
  static func largePDF() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents("Poster.imageset", #"{"images":[{"idiom":"universal","filename":"p.pdf"}],\#(info)}"#)
    try c.write(
      "Poster.imageset/p.pdf",
      PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 4200 4200]", content: "1 0 0 rg 0 0 10 10 re f")))
    return c
  }

  static func compile(_ c: FixtureCatalog, _ extra: [String] = []) throws -> CommandResult {
    try AssetCatExecutable.run(["compile", c.path, "-o", c.root.path + "/x.car", "--no-cache"] + extra)
  }

  static func actool(_ c: FixtureCatalog) throws -> CommandResult {
    let dir = c.root.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return try AssetCatExecutable.run([
      "actool", "--compile", dir, "--platform", "iphoneos", "--minimum-deployment-target", "15.0",
      "--output-format", "human-readable-text", "--no-cache", c.path,
    ])
  }

  /// The lines of `text` that are errors.
  static func errors(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
  }

  @Test func aBitmapOverTheLimitsIsAC024() throws {
    let c = try Self.wideImages(["Wide"])
    let r = try Self.compile(c, ["--max-side", "20000"])
    #expect(r.status == 1)
    let errors = Self.errors(r.stderr)
    #expect(errors.count == 1 && errors.allSatisfy { $0.hasSuffix("[AC024]") }, "\(r.stderr)")
    #expect(errors.first?.contains("17000×2 pixels is over the limits") == true)
    #expect(!FileManager.default.fileExists(atPath: c.root.path + "/x.car"))
  }

  @Test func twoBitmapsTheAtlasWouldTakeAreAC024() throws {
    let c = try Self.wideImages(["Left", "Right"])
    let r = try Self.compile(c, ["--max-side", "20000"])
    let errors = Self.errors(r.stderr)
    #expect(r.status == 1 && errors.count == 2 && errors.allSatisfy { $0.hasSuffix("[AC024]") }, "\(r.stderr)")
  }

  @Test func aVectorTooLargeToDrawIsAC024() throws {
    let c = try Self.largePDF()
    let r = try Self.compile(c)
    let errors = Self.errors(r.stderr)
    #expect(r.status == 1 && errors.count == 2, "\(r.stderr)")
    #expect(errors.allSatisfy { $0.hasSuffix("[AC024]") && $0.contains("scale it down") }, "\(r.stderr)")
  }

  @Test func actoolReportsAVectorTooLargeToDrawAsAC024() throws {
    let c = try Self.largePDF()
    let r = try Self.actool(c)
    let errors = Self.errors(r.stdout + r.stderr)
    #expect(r.status == 1 && errors.count == 2, "\(r.stdout)\(r.stderr)")
    #expect(errors.allSatisfy { $0.hasSuffix("[AC024]") && $0.contains("could not be compiled") }, "\(r.stdout)")
  }
}
