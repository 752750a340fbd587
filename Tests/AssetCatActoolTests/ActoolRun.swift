import AssetCatActool
import Foundation

/// A fresh output folder and a driver that runs there.
struct ActoolRun {
  let root: URL
  var out: String { root.appendingPathComponent("out").path }
  var plist: String { root.appendingPathComponent("partial.plist").path }
  var deps: String { root.appendingPathComponent("deps").path }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-actool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: root.appendingPathComponent("out").path, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  func run(_ arguments: [String]) async -> ActoolDriver.Outcome {
    await ActoolDriver(currentDirectory: root.path, assetcatVersion: "0.1.0").run(arguments)
  }

  /// `actool --compile $OUT --app-icon AppIcon --minimum-deployment-target $V --platform iphoneos
  /// --output-partial-info-plist $P --compress-pngs $ASSETS` (xtool issue #123), plus `extra`.
  func xtool(_ catalog: String, extra: [String] = []) async -> ActoolDriver.Outcome {
    await run(
      [
        "--compile", out, "--app-icon", "AppIcon", "--minimum-deployment-target", "17.0", "--platform", "iphoneos",
        "--output-partial-info-plist", plist, "--compress-pngs",
      ] + extra + [catalog])
  }

  func files() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).sorted() }

  func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] }

  static func text(_ outcome: ActoolDriver.Outcome) -> String { String(decoding: outcome.output, as: UTF8.self) }

  static func plist(_ bytes: [UInt8]) throws -> [String: Any] {
    try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] ?? [:]
  }
}

enum Paths {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sample = root.appendingPathComponent("SampleAssets/Demo.xcassets").path
}
