import AssetCatTestSupport
import Foundation
import Testing

/// `resolve` on an app icon set: the home-screen icon of the device (60 pt on iPhone, 76 on
/// iPad, 83.5 on iPad Pro), or the size `--size` names.
@Suite("resolve an app icon")
struct AppIconResolveTests {
  /// Xcode's iOS icon set before single-size icons: every size at every scale.
  static func iconSet() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    let entries: [(String, String, Int)] =
      [20, 29, 40, 60].flatMap { p in [("iphone", p, 2), ("iphone", p, 3)] }.map { ($0.0, "\($0.1)", $0.2) }
      + [("ipad", "20", 2), ("ipad", "29", 2), ("ipad", "40", 2), ("ipad", "76", 2), ("ipad", "83.5", 2)]
      + [("ios-marketing", "1024", 1)]
    var images: [String] = []
    for (idiom, points, scale) in entries {
      let name = "\(idiom)-\(points)@\(scale)x.png"
      images.append(
        #"{"idiom":"\#(idiom)","size":"\#(points)x\#(points)","scale":"\#(scale)x","filename":"\#(name)"}"#)
      let side = Int((Double(points)! * Double(scale)).rounded())
      try c.png("AppIcon.appiconset/\(name)", width: side, height: side)
    }
    try c.contents("AppIcon.appiconset", #"{"images":[\#(images.joined(separator: ","))]}"#)
    return c
  }

  static func file(_ c: FixtureCatalog, _ args: [String]) throws -> String? {
    let r = try AssetCatExecutable.run(["resolve", c.path, "AppIcon", "--format", "json"] + args)
    #expect(r.status == 0, "\(args): \(r.stderr)")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    return (root["match"] as? [String: Any])?["file"] as? String
  }

  /// Before: every device got the first entry of its idiom and scale, the 20-point notification icon.
  @Test func aDeviceGetsItsHomeScreenIcon() throws {
    let c = try Self.iconSet()
    #expect(try Self.file(c, ["--device", "iPhone 15 Pro"]) == "AppIcon.appiconset/iphone-60@3x.png")
    #expect(try Self.file(c, ["--device", "iPhone SE (3rd generation)"]) == "AppIcon.appiconset/iphone-60@2x.png")
    #expect(try Self.file(c, ["--device", "iPad Air 11-inch (M3)"]) == "AppIcon.appiconset/ipad-76@2x.png")
    #expect(try Self.file(c, ["--device", "iPad Pro 13-inch (M5)"]) == "AppIcon.appiconset/ipad-83.5@2x.png")
    #expect(try Self.file(c, ["--traits", "idiom=pad,scale=2"]) == "AppIcon.appiconset/ipad-76@2x.png")
  }

  @Test func sizeNamesTheIcon() throws {
    let c = try Self.iconSet()
    #expect(try Self.file(c, ["--device", "iPhone 15 Pro", "--size", "20"]) == "AppIcon.appiconset/iphone-20@3x.png")
    #expect(
      try Self.file(c, ["--device", "iPad Pro 11-inch (M4)", "--size", "40"]) == "AppIcon.appiconset/ipad-40@2x.png")
    let explained = try AssetCatExecutable.run([
      "resolve", c.path, "AppIcon", "--device", "iPhone 15 Pro", "--size", "29", "--explain",
    ])
    #expect(explained.stdout.contains("iphone-29@3x.png"), "\(explained.stdout)")
    #expect(explained.stdout.contains("another icon size"), "\(explained.stdout)")
    let bad = try AssetCatExecutable.run(["resolve", c.path, "AppIcon", "--size", "0"])
    #expect(bad.status == 2 && bad.stderr.contains("--size"))
  }

  /// A single-size icon (Xcode 14 and later) answers its one image at any size.
  @Test func aSingleSizeIconAnswersAtEverySize() throws {
    let c = try FixtureCatalog()
    try c.contents(
      "AppIcon.appiconset",
      #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024","filename":"i.png"}]}"#)
    try c.png("AppIcon.appiconset/i.png", width: 1024, height: 1024)
    #expect(try Self.file(c, ["--device", "iPhone 15 Pro"]) == "AppIcon.appiconset/i.png")
    #expect(try Self.file(c, ["--device", "iPhone 15 Pro", "--size", "20"]) == "AppIcon.appiconset/i.png")
  }
}
