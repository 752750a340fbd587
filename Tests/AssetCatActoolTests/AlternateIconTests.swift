import AssetCatActool
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// Alternate icons (rules_apple's `--alternate-app-icon`, Chromium's `--include-all-app-icons`)
/// and the tvOS and watchOS plist shapes.
@Suite("actool alternate icons and other platforms")
struct AlternateIconTests {
  /// A catalog with single-size iOS icon sets `names` and, for tvOS, `AppIcon.brandassets`.
  static func catalog(_ names: [String], brandAssets: Bool = false) throws -> FixtureCatalog {
    let c = try FixtureCatalog(name: "Icons")
    let solid = DecodedImage(width: 1024, height: 1024, rgba: [UInt8](repeating: 200, count: 1024 * 1024 * 4))
    let icon = try PNGEncoder.encode(solid, opaque: true)
    for name in names {
      _ = try c.contents(
        "\(name).appiconset",
        #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "#
          + #""size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
      )
      try c.write("\(name).appiconset/icon.png", Data(icon))
    }
    if brandAssets {
      _ = try c.contents("TVIcon.brandassets", #"{ "assets" : [ ], "info" : { "author" : "xcode", "version" : 1 } }"#)
    }
    return c
  }

  @Test func alternateIconsGetLooseFilesAndPlistEntries() async throws {
    let c = try Self.catalog(["AppIcon", "app_icon-bazel", "Other"])
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(c.path, extra: ["--alternate-app-icon", "app_icon-bazel"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(
      r.files() == [
        "AppIcon60x60@2x.png", "AppIcon76x76@2x~ipad.png", "Assets.car", "app_icon-bazel60x60@2x.png",
        "app_icon-bazel76x76@2x~ipad.png",
      ])
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    let iPad = try #require(
      (plist["CFBundleIcons~ipad"] as? [String: Any])?["CFBundleAlternateIcons"] as? [String: [String: Any]])
    #expect(
      iPad["app_icon-bazel"]?["CFBundleIconFiles"] as? [String] == ["app_icon-bazel60x60", "app_icon-bazel76x76"])
    #expect(iPad["app_icon-bazel"]?["CFBundleIconName"] as? String == "app_icon-bazel")
  }

  @Test func includeAllAppIconsMakesEveryOtherSetAnAlternate() async throws {
    let c = try Self.catalog(["AppIcon", "Beta", "Dev"])
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(c.path, extra: ["--include-all-app-icons", "--target-device", "iphone"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["AppIcon60x60@2x.png", "Assets.car", "Beta60x60@2x.png", "Dev60x60@2x.png"])
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["CFBundleIcons~ipad"] == nil)
    let alternates = (plist["CFBundleIcons"] as? [String: Any])?["CFBundleAlternateIcons"] as? [String: Any]
    #expect(alternates.map { Set($0.keys) } == ["Beta", "Dev"])
  }

  @Test func tvOSPrimaryIconIsAString() async throws {
    let c = try Self.catalog([], brandAssets: true)
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", "appletvos", "--app-icon", "TVIcon", "--output-partial-info-plist", r.plist,
        c.path,
      ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files().isEmpty)  // the brand assets hold no image: no rendition, so no car
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect((plist["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? String == "TVIcon")
    #expect(plist["CFBundleIcons~ipad"] == nil)
  }

  /// The Info.plist keys a shipped tvOS app has: the home screen icon's image stack (not the App
  /// Store's, nor the folder) and the top shelf image sets, by their roles in the folder.
  @Test func tvOSBrandAssetsNameTheirRoles() async throws {
    let c = try FixtureCatalog(name: "TV")
    let info = #""info" : { "author" : "xcode", "version" : 1 }"#
    let roles = [
      ("App Icon - App Store.imagestack", "primary-app-icon", "1280x768"),
      ("App Icon.imagestack", "primary-app-icon", "400x240"),
      ("Top Shelf Image Wide.imageset", "top-shelf-image-wide", "2320x720"),
      ("Top Shelf Image.imageset", "top-shelf-image", "1920x720"),
    ]
    let entries = roles.map {
      #"{ "filename" : "\#($0.0)", "idiom" : "tv", "role" : "\#($0.1)", "size" : "\#($0.2)" }"#
    }
    try c.contents("Brand.brandassets", "{ \"assets\" : [ \(entries.joined(separator: ", ")) ], \(info) }")
    for stack in ["App Icon - App Store", "App Icon"] {
      let layer = "Brand.brandassets/\(stack).imagestack/Front.imagestacklayer"
      try c.contents(
        "Brand.brandassets/\(stack).imagestack",
        #"{ "layers" : [ { "filename" : "Front.imagestacklayer" } ], "# + info + " }")
      try c.contents(layer, "{ \(info) }")
      try c.contents(
        layer + "/Content.imageset",
        #"{ "images" : [ { "filename" : "f.png", "idiom" : "tv", "scale" : "1x" } ], "# + info + " }")
      try c.png(layer + "/Content.imageset/f.png", width: 8, height: 4)
    }
    for shelf in ["Top Shelf Image", "Top Shelf Image Wide"] {
      try c.contents(
        "Brand.brandassets/\(shelf).imageset",
        #"{ "images" : [ { "filename" : "s.png", "idiom" : "tv", "scale" : "1x" } ], "# + info + " }")
      try c.png("Brand.brandassets/\(shelf).imageset/s.png", width: 8, height: 4)
    }
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", "appletvos", "--app-icon", "Brand", "--output-partial-info-plist", r.plist,
        c.path,
      ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect((plist["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? String == "App Icon")
    let shelf = plist["TVTopShelfImage"] as? [String: Any]
    #expect(shelf?["TVTopShelfPrimaryImage"] as? String == "Top Shelf Image")
    #expect(shelf?["TVTopShelfPrimaryImageWide"] as? String == "Top Shelf Image Wide")
  }
}
