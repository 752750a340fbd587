import AssetCatTestSupport
import Foundation
import Testing

/// The actool command lines real build systems write (Docs/Actool.md, "Invocation forms", cites
/// each), run through the `assetcat` executable on the repository's slice of NetNewsWire's
/// catalogs: each exits 0 and writes what its caller reads next.
@Suite("actool: the invocation forms of real build systems")
struct InvocationFormTests {
  static let netNewsWire = Corpora.vendored("Ranchero-Software__NetNewsWire")
  static let iOS = netNewsWire + "/iOS/Resources/Assets.xcassets"
  static let mac = netNewsWire + "/Mac/Resources/Assets.xcassets"
  static let widget = netNewsWire + "/Widget/Assets.xcassets"

  /// A fresh folder, removed when the value goes.
  final class Folder {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-forms-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func make(_ name: String) throws -> String {
      try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
      return path + "/" + name
    }
    func files(_ name: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + name)) ?? []).sorted()
    }
  }

  static func plist(_ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
  }

  static func plist(text: String) throws -> [String: Any] {
    try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any] ?? [:]
  }

  /// Lines Xcode's output parser reads as errors (`PATH: error: …`).
  static func errorLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  @Test("Xcode: the thinned and the unthinned run, each with its own dependency info and partial plist")
  func xcodeThinnedAndUnthinned() throws {
    let dir = try Folder()
    for variant in ["thinned", "unthinned"] {
      let out = try dir.make("assetcatalog_output/" + variant)
      let filters =
        variant == "thinned"
        ? ["--filter-for-device-model", "iPhone15,2", "--filter-for-device-os-version", "17.0"] : []
      let r = try AssetCatExecutable.run(
        [
          "actool", Self.iOS, "--compile", out, "--output-format", "human-readable-text", "--notices", "--warnings",
          "--export-dependency-info", dir.path + "/assetcatalog_dependencies_" + variant,
          "--output-partial-info-plist", dir.path + "/assetcatalog_generated_info.plist_" + variant,
          "--compress-pngs", "--enable-on-demand-resources", "NO",
        ] + filters + [
          "--development-region", "English", "--target-device", "iphone", "--minimum-deployment-target", "17.0",
          "--platform", "iphoneos",
        ])
      #expect(r.status == 0, "\(variant): \(r.stdout)")
      #expect(Self.errorLines(r.stdout).isEmpty, "\(r.stdout)")
      #expect(r.stdout.hasPrefix("/* com.apple.actool.compilation-results */\n"))
      #expect(dir.files("assetcatalog_output/" + variant).contains("Assets.car"))
      let deps = try Data(contentsOf: URL(fileURLWithPath: dir.path + "/assetcatalog_dependencies_" + variant))
      #expect(deps.first == 0x00, "ld64 dependency info opens with its version record")
      _ = try Self.plist(dir.path + "/assetcatalog_generated_info.plist_" + variant)
    }
  }

  @Test("Xcode's tool probe: --version --output-format xml1")
  func versionProbe() throws {
    let r = try AssetCatExecutable.run(["actool", "--version", "--output-format", "xml1"])
    #expect(r.status == 0)
    let version = try Self.plist(text: r.stdout)["com.apple.actool.version"] as? [String: Any]
    #expect(version?["bundle-version"] is String && version?["short-bundle-version"] is String)
  }

  @Test("Xcode, with on-demand resources on: --print-asset-tag-combinations --output-format xml1")
  func assetTagCombinations() throws {
    let r = try AssetCatExecutable.run([
      "actool", "--print-asset-tag-combinations", "--output-format", "xml1", Self.iOS,
    ])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(try Self.plist(text: r.stdout)["com.apple.actool.asset-tag-combinations"] != nil)
  }

  @Test("Bazel's rules_apple through xctoolrunner: --compile made first, inputs last, every finding reported")
  func rulesApple() throws {
    let dir = try Folder()
    let out = try dir.make("xcassets")
    let r = try AssetCatExecutable.run([
      "actool", "--compile", out, "--errors", "--warnings", "--notices", "--output-format", "human-readable-text",
      "--platform", "iphoneos", "--minimum-deployment-target", "15.0", "--compress-pngs", "--target-device", "iphone",
      "--target-device", "ipad", "--output-partial-info-plist", dir.path + "/partial.plist", Self.iOS,
    ])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(Self.errorLines(r.stdout).isEmpty, "\(r.stdout)")
    #expect(dir.files("xcassets") == ["Assets.car"])
    _ = try Self.plist(dir.path + "/partial.plist")
  }

  @Test("CocoaPods' copy-resources script: options first, the catalogs through xargs at the end")
  func cocoaPods() throws {
    let dir = try Folder()
    let out = try dir.make("Resources")
    let r = try AssetCatExecutable.run([
      "actool", "--output-format", "human-readable-text", "--notices", "--warnings", "--platform", "iphoneos",
      "--minimum-deployment-target", "13.0", "--target-device", "ipad", "--target-device", "iphone", "--compress-pngs",
      "--compile", out, Self.iOS, Self.widget,
    ])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(dir.files("Resources") == ["Assets.car"])
  }

  @Test("Chromium's compile_xcassets.py: --opt=value, a temporary partial plist, absolute inputs, macOS")
  func chromium() throws {
    let dir = try Folder()
    let out = try dir.make("out")
    let r = try AssetCatExecutable.run([
      "actool", "--output-format=human-readable-text", "--notices", "--warnings", "--errors",
      "--minimum-deployment-target", "11.0", "--compress-pngs", "--platform", "macosx", "--target-device", "mac",
      "--output-partial-info-plist", dir.path + "/tmp.plist", "--compile", out, Self.mac,
    ])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(Self.errorLines(r.stdout).isEmpty, "\(r.stdout)")
    #expect(dir.files("out").contains("Assets.car"))
  }

  @Test(
    ".NET's ACTool task: xml1, --accent-color on every build, the catalog without that color only warns (AC070)")
  func dotNet() throws {
    let dir = try Folder()
    for (catalog, hasColor) in [(Self.widget, true), (Self.iOS, false)] {
      let out = try dir.make(hasColor ? "with" : "without")
      let plist = out + "/partial-info.plist"
      let r = try AssetCatExecutable.run([
        "actool", "--errors", "--warnings", "--notices", "--output-format", "xml1", "--accent-color", "AccentColor",
        "--compress-pngs", "--target-device", "iphone", "--target-device", "ipad", "--minimum-deployment-target",
        "15.0", "--platform", "iphoneos", "--output-partial-info-plist", plist, "--compile", out, catalog,
      ])
      #expect(r.status == 0, "\(r.stdout)")
      let doc = try Self.plist(text: r.stdout)
      #expect(doc["com.apple.actool.errors"] == nil && doc["com.apple.actool.document.errors"] == nil, "\(r.stdout)")
      let warnings = (doc["com.apple.actool.warnings"] as? [[String: Any]] ?? []).compactMap {
        $0["description"] as? String
      }
      #expect(warnings.contains { $0.contains("[AC070]") } == !hasColor, "\(warnings)")
      #expect((try Self.plist(plist)["NSAccentColorName"] as? String) == (hasColor ? "AccentColor" : nil))
    }
  }

  @Test("swift-bundler's minimal line: catalog, --compile, --platform, --minimum-deployment-target")
  func swiftBundler() throws {
    let dir = try Folder()
    let out = try dir.make("out")
    let r = try AssetCatExecutable.run([
      "actool", Self.mac, "--compile", out, "--platform", "macosx", "--minimum-deployment-target", "13.0",
    ])
    #expect(r.status == 0, "\(r.stdout)")
    #expect(dir.files("out").contains("Assets.car"))
  }
}
