import AssetCatTestSupport
import Foundation
import Testing

/// A sliced image through `compile -o X.car`, `resolve` and `extract`: the car holds its caps and
/// center, answers as the source does, and extracts to a set Xcode would write for that image.
@Suite("sliced images in Assets.car")
struct SlicedImageCarTests {
  static let contents = """
    { "images" : [ { "filename" : "bar.png", "idiom" : "universal", "scale" : "2x",
        "resizing" : { "mode" : "3-part-horizontal", "center" : { "mode" : "tile", "width" : 4 },
                       "cap-insets" : { "left" : 10, "right" : 10 } } } ],
      "info" : { "author" : "xcode", "version" : 1 } }
    """

  @Test(
    "resolve answers 12 × 10 pt from the source and the car; extract gives the center's width alone, as Xcode writes it"
  )
  func throughTheCar() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("Bar.imageset", Self.contents)
    try catalog.png("Bar.imageset/bar.png", width: 50, height: 20)
    let car = catalog.root.appendingPathComponent("A.car").path
    let compile = try AssetCatExecutable.run(["compile", catalog.path, "-o", car, "--platform", "iphoneos"])
    #expect(compile.status == 0, "\(compile.stderr)")
    for path in [catalog.path, car] {
      let r = try AssetCatExecutable.run(["resolve", path, "Bar", "--traits", "idiom=phone,scale=2"])
      #expect(r.stdout.contains("  pixel size: 24×20 px\n  intrinsic size: 12×10 pt\n"), "\(path): \(r.stdout)")
    }
    let out = catalog.root.appendingPathComponent("x").path
    let extract = try AssetCatExecutable.run(["extract", car, out])
    #expect(extract.status == 0, "\(extract.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out + "/Bar.imageset/Contents.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let image = try #require((json["images"] as? [[String: Any]])?.first)
    let resizing = try #require(image["resizing"] as? [String: Any])
    let center = try #require(resizing["center"] as? [String: Any])
    #expect(center.count == 2 && center["mode"] as? String == "tile" && center["width"] as? Double == 4)
    #expect(resizing["cap-insets"] as? [String: Double] == ["left": 10, "right": 10])
  }
}
