import Foundation
import Testing

/// A watch catalog end to end: `--devices` checks the watch presets only, and `--device` on a
/// watch chooses the screen-width image the watch chooses, from the source, the `.assetcat` and
/// the `.car`.
@Suite("watch catalogs (end to end)")
struct WatchCommandTests {
  static let watch = ValidateCommandTests.root.appendingPathComponent("SampleAssets/Watch.xcassets").path

  /// Before: every phone, pad, Mac, TV and Vision preset was checked against a watch-only
  /// catalog (an AC040 for each asset on each of them). Now only the watches: the graphic
  /// complications, which the Series 3 (38 and 42 mm) never shows, are the only gaps.
  @Test func devicesChecksTheCatalogsPlatform() throws {
    let r = try AssetCatExecutable.run(["validate", "--devices", Self.watch])
    #expect(r.status == 0, "\(r.stdout)")
    let gaps = r.stdout.split(separator: "\n").filter { $0.contains("[AC040]") }
    #expect(gaps.count == 4, "\(r.stdout)")
    #expect(gaps.allSatisfy { $0.contains("Complication/Graphic") && $0.contains("of the 20 trait collections") })
    #expect(!r.stdout.contains("idiom=phone") && !r.stdout.contains("AC021"))
    let asPhone = try AssetCatExecutable.run(["validate", "--devices", "--platform", "iphoneos", Self.watch])
    #expect(!asPhone.stdout.contains("AC040"), "a watch-only image is never held against an iPhone or iPad")
    #expect(!asPhone.stdout.contains("screenWidth=136"), "--platform chooses the presets: no watch preset")
  }

  @Test func resolveOnAWatchChoosesItsSize() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let compiled = dir.appendingPathComponent("Watch.assetcat").path
    let car = dir.appendingPathComponent("Assets.car").path
    #expect(try AssetCatExecutable.run(["compile", Self.watch, "-o", compiled]).status == 0)
    #expect(try AssetCatExecutable.run(["compile", Self.watch, "-o", car, "--platform", "watchos"]).status == 0)
    let cases = [
      ("Apple Watch Series 3 (38mm)", "38mm"), ("Apple Watch Series 3 (42mm)", "42mm"),
      ("Apple Watch SE (40mm)", "40mm"),
      ("Apple Watch SE (44mm)", "44mm"), ("Apple Watch Series 10 (46mm)", "44mm"),
    ]
    for catalog in [Self.watch, compiled, car] {
      for (device, size) in cases {
        let r = try AssetCatExecutable.run([
          "resolve", catalog, "Complication/Circular", "--device", device, "--format", "json",
        ])
        #expect(r.status == 0, "\(catalog) on \(device): \(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let match = try #require(root["match"] as? [String: Any], "\(catalog) on \(device)")
        let pixels = try #require(match["pixelSize"] as? [String: Any])
        let expected = ["38mm": 32.0, "40mm": 36, "42mm": 36, "44mm": 40][size]!
        #expect(pixels["width"] as? Double == expected, "\(catalog) on \(device)")
        if catalog != car {
          #expect((match["file"] as? String)?.hasSuffix("circular\(size)@2x.png") == true, "\(catalog) on \(device)")
        }
        let request = try #require(root["request"] as? [String: Any])
        #expect(request["screenWidth"] != nil)
      }
    }
  }
}
