import AssetCatTestSupport
import Foundation
import Testing

/// `assetcat extract --rasterize 1,2,3`: PNGs of vector renditions beside them; without the
/// option the extraction is what it was.
@Suite("extract --rasterize")
struct ExtractRasterizeTests {
  static let svg =
    #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="6"><rect width="5" height="6" fill="red"/></svg>"#

  static func files(_ root: URL) throws -> [String: Data] {
    var out: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        out[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(
          contentsOf: url)
      }
    }
    return out
  }

  /// The width and height in a PNG's IHDR.
  static func pngSize(_ data: Data) -> (Int, Int) {
    let b = [UInt8](data.prefix(24))
    return (
      Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19]),
      Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
    )
  }

  @Test("vector renditions come out as PNGs at each scale; the rest is the plain extraction")
  func rasterize() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Shape.imageset",
      #"{"images":[{"idiom":"universal","filename":"shape.svg"}],"info":{"version":1,"author":"xcode"},"#
        + #""properties":{"preserves-vector-representation":true}}"#
    )
    try catalog.write("Shape.imageset/shape.svg", Data(Self.svg.utf8))
    let compiled = catalog.root.appendingPathComponent("A.assetcat").path
    #expect(try AssetCatExecutable.run(["compile", catalog.path, "-o", compiled]).status == 0)
    let plain = catalog.root.appendingPathComponent("plain"), rastered = catalog.root.appendingPathComponent("rastered")
    #expect(try AssetCatExecutable.run(["extract", compiled, plain.path]).status == 0)
    let r = try AssetCatExecutable.run(["extract", compiled, rastered.path, "--rasterize", "1,2,3"])
    #expect(r.status == 0, "\(r.stderr)")
    var withRasters = try Self.files(rastered)
    for scale in 1...3 {
      let removed = withRasters.removeValue(forKey: "Shape.imageset/shape@\(scale)x.png")
      let png = try #require(removed)
      #expect(Self.pngSize(png) == (10 * scale, 6 * scale))
    }
    #expect(withRasters == (try Self.files(plain)))
    #expect(try AssetCatExecutable.run(["extract", compiled, plain.path, "--rasterize", "0"]).status == 2)
  }
}

/// A car keeps an image set's PDF or SVG only when the set preserves vector data (actool's rule),
/// so `extract` of a car with a kept vector says `preserves-vector-representation`, and compiling
/// the extraction keeps the vector again (it was dropped: 2,241 vectors over 198 swept Apple cars).
@Suite("extract of a car's kept vector")
struct ExtractCARVectorTests {
  @Test func aKeptVectorIsPreservedAgain() throws {
    let catalog = try FixtureCatalog()
    let properties = #","properties":{"preserves-vector-representation":true}"#
    for (name, extra) in [("Kept", properties), ("Drawn", "")] {
      try catalog.contents(
        name + ".imageset",
        #"{"images":[{"idiom":"universal","filename":"shape.svg"}],"info":{"version":1,"author":"xcode"}"# + extra + "}"
      )
      try catalog.write(name + ".imageset/shape.svg", Data(ExtractRasterizeTests.svg.utf8))
    }
    let car = catalog.root.appendingPathComponent("A.car").path,
      again = catalog.root.appendingPathComponent("B.car").path
    let out = catalog.root.appendingPathComponent("out")
    #expect(try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos"]).status == 0)
    #expect(try AssetCatExecutable.run(["extract", car, out.path]).status == 0)
    func preserves(_ name: String) throws -> Bool? {
      let json = try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent(name + ".imageset/Contents.json")))
      return ((json as? [String: Any])?["properties"] as? [String: Any])?["preserves-vector-representation"] as? Bool
    }
    #expect(try preserves("Kept") == true)
    #expect(try preserves("Drawn") == nil)
    #expect(try AssetCatExecutable.run(["compile", out.path, "-o", again, "--platform", "iphoneos"]).status == 0)
    let before = try AssetCatExecutable.run(["info", car]).stdout,
      after = try AssetCatExecutable.run(["info", again]).stdout
    #expect(after.contains("[vector, SVG]"), "\(after)")
    #expect(
      before.split(separator: "\n").dropFirst().filter { $0.contains("vector, SVG") }
        == after.split(separator: "\n").dropFirst().filter { $0.contains("vector, SVG") })
  }
}
