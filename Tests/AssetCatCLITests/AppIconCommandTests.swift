import AssetCatTestSupport
import Foundation
import Testing

/// `validate` and `compile` with actool's app icon options, `assetcat actool`, and the
/// executable run under the name `actool`.
@Suite("app icon options and the actool command")
struct AppIconCommandTests {
  static let root = ValidateCommandTests.root
  static let sample = root.appendingPathComponent("SampleAssets/Demo.xcassets").path

  @Test func validateChecksTheNamedIconAndColor() throws {
    let ok = try AssetCatExecutable.run([
      "validate", "--platform", "iphoneos", "--app-icon", "AppIcon", "--accent-color", "AccentColor", Self.sample,
    ])
    #expect(ok.status == 0, "\(ok.stdout)")
    // A named set that is not there: actool's warning, so validate's (the build goes on); --strict fails.
    let missing = try AssetCatExecutable.run(["validate", "--app-icon", "Missing", Self.sample])
    #expect(missing.status == 0)
    #expect(
      missing.stdout
        == "\(Self.sample): warning: None of the input catalogs contained a matching stickers icon set or app "
        + "icon set named  \"Missing\" [AC070]\n"
    )
    #expect(try AssetCatExecutable.run(["validate", "--strict", "--app-icon", "Missing", Self.sample]).status == 1)
    // An App Store icon with alpha: the store refuses it, the build does not (actool warns).
    let alpha = ValidateCommandTests.broken("AC072")
    let alphaRun = try AssetCatExecutable.run(["validate", "--platform", "iphoneos", "--app-icon", "AppIcon", alpha])
    #expect(alphaRun.status == 0)
    #expect(alphaRun.stdout.contains(": warning: ") && alphaRun.stdout.contains("[AC072]"), "\(alphaRun.stdout)")
    #expect(
      try AssetCatExecutable.run(["validate", "--strict", "--platform", "iphoneos", "--app-icon", "AppIcon", alpha])
        .status == 1)
    #expect(
      try AssetCatExecutable.run([
        "validate", "--strict", "--app-icon", "AppIcon", "--skip-app-store-deployment", alpha,
      ]).status == 0)
    #expect(try AssetCatExecutable.run(["validate", "--platform", "macos9", Self.sample]).status == 2)
  }

  /// As actool: the set named is not there, so the build goes on without it, with a warning.
  @Test func compileBuildsPastAMissingAppIconWithAWarning() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-appicon-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["Demo.assetcat", "Demo.car"] {
      let out = dir.appendingPathComponent(name).path
      let r = try AssetCatExecutable.run(["compile", "--app-icon", "Missing", Self.sample, "-o", out])
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stderr.contains("warning: None of the input catalogs") && r.stderr.contains("[AC070]"))
      #expect(FileManager.default.fileExists(atPath: out))
    }
  }

  @Test func versionProbeThroughTheSubcommandAndUnderTheNameActool() throws {
    let sub = try AssetCatExecutable.run(["actool", "--version", "--output-format", "xml1"])
    #expect(sub.status == 0)
    #expect(sub.stdout.contains("<key>com.apple.actool.version</key>"))
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-actool-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let link = dir.appendingPathComponent("actool")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: AssetCatExecutable.url)
    let named = try AssetCatExecutable.run(link, ["--version", "--output-format", "xml1"])
    #expect(named.status == 0)
    #expect(named.stdout == sub.stdout)
  }

  /// `--filter-for-device-model` thins the car as a build for that device: an iPhone 14 Pro's
  /// car has no 1x or 2x art where the set has 3x, and no iPad art.
  @Test func actoolThinsTheCarForADeviceModel() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-actool-thin-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    var sizes: [Int] = []
    for extra in [[], ["--filter-for-device-model", "iPhone15,2"]] {
      let out = dir.appendingPathComponent(extra.isEmpty ? "full" : "thin")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      let r = try AssetCatExecutable.run(
        [
          "actool", "--compile", out.path, "--platform", "iphoneos", "--minimum-deployment-target", "17.0",
          "--app-icon", "AppIcon",
        ] + extra + [Self.sample])
      #expect(r.status == 0, "\(r.stdout)")
      let car = out.appendingPathComponent("Assets.car").path
      sizes.append((try FileManager.default.attributesOfItem(atPath: car)[.size] as? Int) ?? 0)
      guard !extra.isEmpty else { continue }
      let info = try AssetCatExecutable.run(["info", car])
      #expect(!info.stdout.contains("idiom=pad"), "\(info.stdout)")
      #expect(info.stdout.contains("Banner.imageset") || info.stdout.contains("Banner"))
      #expect(!info.stdout.contains("banner@2x.png"), "\(info.stdout)")
      #expect(info.stdout.contains("banner@3x.png"), "\(info.stdout)")
    }
    #expect(sizes[1] < sizes[0], "thinned \(sizes[1]) bytes, full \(sizes[0])")
  }

  /// Apple's cars hold alternate app icon sets beside the primary (an Xcode 16.4 iOS car of
  /// RJ7xx/pump-fun-app has `AppGreen` and `AppHalloweenOrange` beside `AppIcon`); ours held the
  /// primary only, so an app asking for an alternate icon by name found none in the car.
  @Test func actoolPutsAlternateIconsInTheCar() throws {
    let catalog = try FixtureCatalog(name: "Icons")
    for name in ["AppIcon", "Beta", "Dev"] {
      _ = try catalog.contents(
        "\(name).appiconset",
        #"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal", "platform" : "ios", "#
          + #""size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
      )
      try catalog.png("\(name).appiconset/icon.png", width: 1024, height: 1024)
    }
    let out = catalog.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let r = try AssetCatExecutable.run(
      [
        "actool", "--compile", out.path, "--platform", "iphoneos", "--minimum-deployment-target", "17.0", "--app-icon",
        "AppIcon", "--alternate-app-icon", "Beta", catalog.path,
      ])
    #expect(r.status == 0, "\(r.stdout)")
    let info = try AssetCatExecutable.run(["info", out.appendingPathComponent("Assets.car").path])
    #expect(info.stdout.contains("AppIcon  [app-icon]") && info.stdout.contains("Beta  [app-icon]"), "\(info.stdout)")
    #expect(!info.stdout.contains("Dev  [app-icon]"), "\(info.stdout)")
    // compile -o X.car takes the same option.
    let car = catalog.root.appendingPathComponent("c.car").path
    let compile = try AssetCatExecutable.run(
      [
        "compile", catalog.path, "-o", car, "--app-icon", "AppIcon", "--alternate-app-icon", "Dev",
        "--skip-app-store-deployment",
      ])
    #expect(compile.status == 0, "\(compile.stderr)")
    let compiled = try AssetCatExecutable.run(["info", car])
    #expect(
      compiled.stdout.contains("Dev  [app-icon]") && !compiled.stdout.contains("Beta  [app-icon]"), "\(compiled.stdout)"
    )
  }

  @Test func actoolWithoutItsCompileFolderIsBadUsage() throws {
    let r = try AssetCatExecutable.run([
      "actool", "--platform", "iphoneos", "--output-format", "human-readable-text", Self.sample,
    ])
    #expect(r.status == 2)
    #expect(
      r.stdout
        == "/* com.apple.actool.errors */\nactool: error: --compile DIR is required (the folder Assets.car goes in)\n\n"
    )
  }

  /// An image the car cannot hold (a BMP cut inside its headers) is an AC020 error in actool's
  /// results document: nothing stands in for it, so the build stops (it was a notice
  /// and exit 0, an app built without the image).
  @Test func actoolRefusesWhatTheCarCannotHold() throws {
    let catalog = try FixtureCatalog()
    try catalog.contents("Pic.imageset", #"{ "images" : [ { "filename" : "p.bmp", "idiom" : "universal" } ] }"#)
    try catalog.write(
      "Pic.imageset/p.bmp", Data(Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0, 1, 0]))
    try catalog.png("Dot.imageset/d.png", width: 2, height: 2)
    try catalog.contents("Dot.imageset", #"{ "images" : [ { "filename" : "d.png", "idiom" : "universal" } ] }"#)
    let out = catalog.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let r = try AssetCatExecutable.run(
      [
        "actool", "--compile", out.path, "--platform", "iphoneos", "--notices", "--output-format",
        "human-readable-text", catalog.path,
      ])
    #expect(r.status == 1, "\(r.stdout)")
    #expect(r.stdout.contains("./Pic.imageset/p.bmp: error: 'p.bmp' is truncated"), "\(r.stdout)")
    #expect(r.stdout.contains("[AC020]"), "\(r.stdout)")
    #expect(!r.stdout.contains("not in the car: Pic:"), "\(r.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
  }

  /// The sample's symbol set goes into the car as a template image, and both `compile` (a note)
  /// and actool's notices say what that means for the app.
  @Test func symbolSetsAsImagesAreSaid() throws {
    let note =
      "1 symbol set (StarSymbol) is in the car as template images of one variant each: the weight, "
      + "scale and text style a symbol configuration asks for do not change them"
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-note-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let compile = try AssetCatExecutable.run(["compile", Self.sample, "-o", dir.appendingPathComponent("A.car").path])
    #expect(compile.status == 0 && compile.stderr.contains("note: \(note)\n"), "\(compile.stderr)")
    let actool = try AssetCatExecutable.run(
      [
        "actool", "--compile", dir.path, "--platform", "iphoneos", "--notices", "--output-format",
        "human-readable-text", Self.sample,
      ])
    #expect(actool.status == 0 && actool.stdout.contains(note), "\(actool.stdout)")
  }
}
