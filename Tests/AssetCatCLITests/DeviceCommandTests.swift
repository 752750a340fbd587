import AssetCatTestSupport
import Foundation
import Testing

/// This year's device presets end to end: `size`, `resolve` and `devices` take and list the same
/// names (`validate --devices` and `report` check every preset of the catalog's platforms).
@Suite("device presets on the command line")
struct DeviceCommandTests {
  /// Apple's devices of 2025: phones, iPads, Macs, watches and Vision Pro.
  static let current = [
    "iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air", "iPhone 16e", "iPad Pro 11-inch (M5)",
    "iPad Pro 13-inch (M5)", "iPad Air 11-inch (M3)", "iPad Air 13-inch (M3)", "iPad (A16)", "iPad mini (A17 Pro)",
    "MacBook Air 13-inch (M4)", "MacBook Air 15-inch (M4)", "MacBook Pro 14-inch (M5)", "MacBook Pro 16-inch (M4 Pro)",
    "iMac 24-inch (M4)", "Apple Watch Series 11 (42mm)", "Apple Watch Series 11 (46mm)", "Apple Watch SE 3 (40mm)",
    "Apple Watch SE 3 (44mm)", "Apple Watch Ultra 3 (49mm)", "Apple TV 4K (3rd generation)", "Apple Vision Pro (M5)",
  ]

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func universalImage() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents("Art.imageset", #"{"images":[{"idiom":"universal","filename":"a.png"}]}"#)
    try c.png("Art.imageset/a.png", width: 4, height: 4)
    return c
  }

  /// Before: `size --device "iPhone 17 Pro"` exited 2 ("unknown device"), as did `resolve`.
  @Test func sizeAndResolveTakeThisYearsDevices() throws {
    let c = try Self.universalImage()
    for name in Self.current {
      let size = try AssetCatExecutable.run(["size", c.path, "--device", name, "--format", "json"])
      #expect(size.status == 0, "size --device \(name): \(size.stderr)")
      let devices = try Self.json(size.stdout)["devices"] as? [[String: Any]]
      #expect(devices?.count == 1, "\(name)")
      let resolve = try AssetCatExecutable.run(["resolve", c.path, "Art", "--device", name])
      #expect(resolve.status == 0, "resolve --device \(name): \(resolve.stderr)")
    }
    let models = try AssetCatExecutable.run(["size", c.path, "--device-model", "iPhone18,1", "--format", "json"])
    let device = (try Self.json(models.stdout)["devices"] as? [[String: Any]])?.first?["device"] as? String
    #expect(device == "iPhone 17 Pro", "a model identifier is named by its preset")
  }

  /// `devices` lists them with their traits.
  @Test func devicesListsThem() throws {
    let list = try AssetCatExecutable.run(["devices"])
    for name in Self.current where name != "Apple TV 4K (3rd generation)" {
      #expect(list.stdout.contains(name + "\n"), "\(name)")
    }
    #expect(list.stdout.contains("graphics=apple10"), "A19 and M5 devices are Apple GPU family 10")
  }
}
