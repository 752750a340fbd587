import AssetCatTestSupport
import Foundation
import Testing

/// `--launch-image NAME`: the `.launchimage` set's images copied as the loose files UIKit looks
/// for, and `UILaunchImages` / `UILaunchImageFile` in the partial Info.plist.
@Suite("actool: launch images")
struct LaunchImageTests {
  /// The slots Xcode 10's launch image set has (iOS 6 to 12, iPhone and iPad), one left empty.
  static let contents = """
    {
      "images" : [
        { "extent" : "full-screen", "idiom" : "iphone", "subtype" : "2436h", "filename" : "x.png", \
    "minimum-system-version" : "11.0", "orientation" : "portrait", "scale" : "3x" },
        { "extent" : "full-screen", "idiom" : "iphone", "subtype" : "736h", "filename" : "plus.png", \
    "minimum-system-version" : "8.0", "orientation" : "portrait", "scale" : "3x" },
        { "extent" : "full-screen", "idiom" : "iphone", "subtype" : "736h", "filename" : "plus-land.png", \
    "minimum-system-version" : "8.0", "orientation" : "landscape", "scale" : "3x" },
        { "extent" : "full-screen", "idiom" : "iphone", "subtype" : "667h", "filename" : "six.png", \
    "minimum-system-version" : "8.0", "orientation" : "portrait", "scale" : "2x" },
        { "orientation" : "portrait", "idiom" : "iphone", "filename" : "four.png", "extent" : "full-screen", \
    "minimum-system-version" : "7.0", "scale" : "2x" },
        { "extent" : "full-screen", "idiom" : "iphone", "subtype" : "retina4", "filename" : "five.png", \
    "minimum-system-version" : "7.0", "orientation" : "portrait", "scale" : "2x" },
        { "orientation" : "portrait", "idiom" : "ipad", "filename" : "pad.png", "extent" : "full-screen", \
    "minimum-system-version" : "7.0", "scale" : "1x" },
        { "orientation" : "portrait", "idiom" : "ipad", "filename" : "pad@2x.png", "extent" : "full-screen", \
    "minimum-system-version" : "7.0", "scale" : "2x" },
        { "orientation" : "landscape", "idiom" : "ipad", "filename" : "pad-land.png", \
    "extent" : "full-screen", "minimum-system-version" : "7.0", "scale" : "1x" },
        { "orientation" : "landscape", "idiom" : "ipad", "extent" : "full-screen", \
    "minimum-system-version" : "7.0", "scale" : "2x" },
        { "orientation" : "portrait", "idiom" : "iphone", "filename" : "old.png", "extent" : "full-screen", \
    "scale" : "1x" },
        { "orientation" : "portrait", "idiom" : "iphone", "filename" : "old5.png", "extent" : "full-screen", \
    "subtype" : "retina4", "scale" : "2x" }
      ],
      "info" : { "version" : 1, "author" : "xcode" }
    }
    """

  static let files = ["x", "plus", "plus-land", "six", "four", "five", "pad", "pad@2x", "pad-land", "old", "old5"]

  static func catalog(_ contents: String = contents) throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    try cat.contents("", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    try cat.contents("LaunchImage.launchimage", contents)
    for (i, name) in files.enumerated() {
      try cat.png("LaunchImage.launchimage/\(name).png", width: 10 + i, height: 20)
    }
    return cat
  }

  func run(_ cat: FixtureCatalog, _ r: ActoolRun, _ extra: [String] = [], target: String = "12.0") async -> (
    Int32, String
  ) {
    let outcome = await r.run(
      [
        "--compile", r.out, "--platform", "iphoneos", "--minimum-deployment-target", target, "--launch-image",
        "LaunchImage",
        "--output-partial-info-plist", r.plist, "--output-format", "human-readable-text", "--warnings",
      ] + extra + [cat.path])
    return (outcome.exitCode, ActoolRun.text(outcome))
  }

  @Test("each image under the name UIKit looks for, byte for byte")
  func looseFilesAreNamedAsUIKitLooksForThem() async throws {
    let cat = try Self.catalog()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(cat, r)
    #expect(code == 0, "\(text)")
    let expected = [
      "x": "LaunchImage-1100-Portrait-2436h@3x.png", "plus": "LaunchImage-800-Portrait-736h@3x.png",
      "plus-land": "LaunchImage-800-Landscape-736h@3x.png", "six": "LaunchImage-800-667h@2x.png",
      "four": "LaunchImage-700@2x.png", "five": "LaunchImage-700-568h@2x.png",
      "pad": "LaunchImage-700-Portrait~ipad.png",
      "pad@2x": "LaunchImage-700-Portrait@2x~ipad.png", "pad-land": "LaunchImage-700-Landscape~ipad.png",
      "old": "LaunchImage.png", "old5": "LaunchImage-568h@2x.png",
    ]
    // Launch images are loose files only: the catalog has no rendition for a car.
    #expect(r.files() == expected.values.sorted())
    for (source, loose) in expected {
      #expect(r.bytes(r.out + "/" + loose) == r.bytes(cat.path + "/LaunchImage.launchimage/\(source).png"), "\(loose)")
    }
    #expect(text.contains(r.out + "/LaunchImage-700@2x.png"), "listed in the compilation results")
    let (_, _) = await run(cat, r, ["--export-dependency-info", r.deps])
    #expect(
      String(decoding: r.bytes(r.deps), as: UTF8.self).contains("LaunchImage.launchimage/plus-land.png\0"),
      "an input in the dependency info")
    #expect(!text.contains("--launch-image"), "no longer an ignored option: \(text)")
  }

  @Test("UILaunchImages has one entry per name, orientation and size; UILaunchImageFile names the set for iOS 6")
  func partialPlist() async throws {
    let cat = try Self.catalog()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(cat, r)
    #expect(code == 0, "\(text)")
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["UILaunchImageFile"] as? String == "LaunchImage")
    let entries = (plist["UILaunchImages"] as? [[String: String]]) ?? []
    func entry(_ version: String, _ name: String, _ orientation: String, _ size: String) -> [String: String] {
      [
        "UILaunchImageMinimumOSVersion": version, "UILaunchImageName": name, "UILaunchImageOrientation": orientation,
        "UILaunchImageSize": size,
      ]
    }
    #expect(
      entries == [
        entry("11.0", "LaunchImage-1100-Portrait-2436h", "Portrait", "{375, 812}"),
        entry("8.0", "LaunchImage-800-Portrait-736h", "Portrait", "{414, 736}"),
        entry("8.0", "LaunchImage-800-Landscape-736h", "Landscape", "{414, 736}"),
        entry("8.0", "LaunchImage-800-667h", "Portrait", "{375, 667}"),
        entry("7.0", "LaunchImage-700", "Portrait", "{320, 480}"),
        entry("7.0", "LaunchImage-700-568h", "Portrait", "{320, 568}"),
        entry("7.0", "LaunchImage-700-Portrait", "Portrait", "{768, 1024}"),
        entry("7.0", "LaunchImage-700-Landscape", "Landscape", "{768, 1024}"),
      ])
  }

  @Test("--target-device iphone leaves the iPad images out")
  func targetDevices() async throws {
    let cat = try Self.catalog()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(cat, r, ["--target-device", "iphone"])
    #expect(code == 0, "\(text)")
    #expect(!r.files().contains { $0.contains("~ipad") })
    #expect(r.files().contains("LaunchImage-700@2x.png"))
  }

  @Test("a set that does not exist is a warning (AC070), as in actool; the rest is built")
  func missingSet() async throws {
    let cat = try Self.catalog()
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run([
      "--compile", r.out, "--platform", "iphoneos", "--launch-image", "Splash", "--output-format",
      "human-readable-text", "--warnings", "--output-partial-info-plist", r.plist, cat.path,
    ])
    #expect(outcome.exitCode == 0)
    #expect(
      ActoolRun.text(outcome).contains(
        "warning: None of the input catalogs contained a matching launch image set named \"Splash\" [AC070]"))
    #expect(!r.files().contains { $0.hasPrefix("LaunchImage") })
    #expect(try ActoolRun.plist(r.bytes(r.plist))["UILaunchImages"] == nil)
  }

  @Test("iOS 13 and later: actool's deprecation warning; earlier targets: none")
  func deprecation() async throws {
    let cat = try Self.catalog()
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(cat, r, target: "13.0")
    #expect(code == 0)
    #expect(
      text.contains("warning: Launch images are deprecated in iOS 13.0. Use a launch storyboard or XIB instead."),
      "\(text)")
    let (_, older) = await run(cat, r, target: "12.0")
    #expect(!older.contains("deprecated"))
  }

  @Test("a file outside the set (.. or a link leading out) is not copied, and is named in a warning")
  func pathPolicy() async throws {
    let cat = try Self.catalog(
      """
      { "images" : [
        { "idiom" : "iphone", "filename" : "../../secret.png", "minimum-system-version" : "7.0", \
      "orientation" : "portrait", "scale" : "2x" },
        { "idiom" : "iphone", "filename" : "link.png", "subtype" : "retina4", \
      "minimum-system-version" : "7.0", "orientation" : "portrait", "scale" : "2x" },
        { "idiom" : "iphone", "filename" : "gone.png", "subtype" : "667h", "minimum-system-version" : "8.0", \
      "orientation" : "portrait", "scale" : "2x" },
        { "idiom" : "iphone", "filename" : "x.png", "subtype" : "736h", "minimum-system-version" : "8.0", \
      "orientation" : "portrait", "scale" : "x/../../../escaped" }
      ] }
      """)
    try cat.png("../secret.png", width: 4, height: 4)
    try FileManager.default.createSymbolicLink(
      atPath: cat.path + "/LaunchImage.launchimage/link.png",
      withDestinationPath: cat.root.appendingPathComponent("secret.png").path)
    let r = try ActoolRun()
    defer { r.remove() }
    let (code, text) = await run(cat, r)
    #expect(code == 0, "\(text)")
    #expect(r.files().isEmpty)  // nothing copied, and no rendition for a car
    #expect(
      text.contains(
        "The file \"../../secret.png\" for the launch image set \"LaunchImage\" points outside what may be read"),
      "\(text)")
    #expect(
      text.contains("The file \"link.png\" for the launch image set \"LaunchImage\" points outside what may be read"),
      "\(text)")
    #expect(text.contains("The file \"gone.png\" for the launch image set \"LaunchImage\" does not exist"), "\(text)")
    #expect(text.contains("(x.png) has a scale or orientation launch images do not have"), "\(text)")
    #expect(!FileManager.default.fileExists(atPath: r.root.appendingPathComponent("escaped.png").path))
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(plist["UILaunchImages"] == nil)
  }
}
