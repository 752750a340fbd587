import AssetCatActool
import AssetCatTestSupport
import Foundation
import Testing

/// `--standalone-icon-behavior default|all|none`: which loose copies of the app icon go beside
/// the car, and what the partial plist names.
@Suite struct StandaloneIconTests {
  static let iPhoneFiles = ["AppIcon20x20", "AppIcon29x29", "AppIcon40x40", "AppIcon60x60"]

  static func iconFiles(_ plist: [String: Any], _ key: String) -> [String]? {
    ((plist[key] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any])?["CFBundleIconFiles"] as? [String]
  }

  /// `all`: every iPhone and iPad size, drawn from the sample's single-size 1024 at its pixel
  /// size, each base name in `CFBundleIconFiles` (the iPad list after the iPhone's).
  @Test func allWritesEverySize() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(Paths.sample, extra: ["--standalone-icon-behavior", "all"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let pngs = r.files().filter { $0.hasSuffix(".png") }
    #expect(pngs.count == 18)
    for (file, side) in [("AppIcon20x20@3x.png", 60), ("AppIcon29x29.png", 29), ("AppIcon83.5x83.5@2x~ipad.png", 167)] {
      let bytes = r.bytes(r.out + "/" + file)
      #expect(bytes.count > 24 && Int(bytes[19]) | Int(bytes[18]) << 8 == side, "\(file)")
    }
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(Self.iconFiles(plist, "CFBundleIcons") == Self.iPhoneFiles)
    #expect(Self.iconFiles(plist, "CFBundleIcons~ipad") == Self.iPhoneFiles + ["AppIcon76x76", "AppIcon83.5x83.5"])
  }

  /// `none`: the car alone; the plist keeps the icon's name and names no file.
  @Test func noneWritesNoLooseIcon() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(Paths.sample, extra: ["--standalone-icon-behavior", "none"])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files() == ["Assets.car"])
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect(Self.iconFiles(plist, "CFBundleIcons") == nil)
    let primary = (plist["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]
    #expect(primary?["CFBundleIconName"] as? String == "AppIcon")
  }

  /// On macOS `none` leaves out the `.icns` and `CFBundleIconFile`; `default` is today's output.
  /// The full corpora's NetNewsWire Mac icon (1.2 MB, not in the slice).
  @Test(Corpora.needed, arguments: [("none", false), ("default", true)])
  func macOSIcns(behavior: String, icns: Bool) async throws {
    let catalog = try Corpora.full("Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets")
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run([
      "--compile", r.out, "--platform", "macosx", "--minimum-deployment-target", "13.0", "--app-icon", "AppIcon",
      "--standalone-icon-behavior", behavior, "--output-partial-info-plist", r.plist, catalog,
    ])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(r.files().contains("AppIcon.icns") == icns)
    let plist = try ActoolRun.plist(r.bytes(r.plist))
    #expect((plist["CFBundleIconFile"] != nil) == icns)
    #expect(plist["CFBundleIconName"] as? String == "AppIcon")
  }

  @Test func anUnknownBehaviorIsAUsageError() async throws {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.xtool(Paths.sample, extra: ["--standalone-icon-behavior", "some"])
    #expect(outcome.exitCode == 2)
    #expect(ActoolRun.text(outcome).contains("--standalone-icon-behavior takes default, all or none, not 'some'"))
  }
}
