import AssetCatActool
import Foundation
import Testing

/// Xcode 15+'s `GenerateAssetSymbols` actool run (swift-build passes it on every Xcode 15+
/// target): the three symbol files, and nothing else in the product.
@Suite struct AssetSymbolsRunTests {
  func symbolsRun(_ run: ActoolRun, target: String = "15.0", extensions: String = "NO") async -> ActoolDriver.Outcome {
    await run.run([
      Paths.sample, "--compile", run.out, "--output-format", "human-readable-text", "--notices", "--warnings",
      "--export-dependency-info", run.deps, "--output-partial-info-plist", run.plist, "--app-icon", "AppIcon",
      "--platform", "iphonesimulator", "--minimum-deployment-target", target, "--bundle-identifier", "com.example.demo",
      "--generate-swift-asset-symbol-extensions", extensions,
      "--generate-swift-asset-symbols", "GeneratedAssetSymbols.swift", "--generate-objc-asset-symbols",
      "GeneratedAssetSymbols.h",
      "--generate-asset-symbol-index", "GeneratedAssetSymbols-Index.plist",
    ])
  }

  @Test func writesTheThreeFilesAndNothingElse() async throws {
    let run = try ActoolRun()
    defer { run.remove() }
    let outcome = await symbolsRun(run)
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    let names = ["GeneratedAssetSymbols.swift", "GeneratedAssetSymbols.h", "GeneratedAssetSymbols-Index.plist"]
    let paths = names.map { run.root.appendingPathComponent($0).path }
    #expect(
      ActoolRun.text(outcome).hasPrefix(
        "/* com.apple.actool.compilation-results */\n" + paths.joined(separator: "\n") + "\n"))
    #expect(run.files().isEmpty, "no car or loose icons: \(run.files())")
    #expect(!FileManager.default.fileExists(atPath: run.plist) && !FileManager.default.fileExists(atPath: run.deps))
    let swift = String(decoding: run.bytes(paths[0]), as: UTF8.self)
    #expect(swift.contains("static let logo = ImageResource(name: \"Logo\", bundle: resourceBundle)"))
    #expect(swift.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: resourceBundle)"))
    #expect(!swift.contains("Credits"), "data sets get no symbol")
    let header = String(decoding: run.bytes(paths[1]), as: UTF8.self)
    #expect(header.contains("static NSString * const ACBundleID AC_SWIFT_PRIVATE = @\"com.example.demo\";"))
    #expect(header.contains("static NSString * const ACImageNameIconsBack AC_SWIFT_PRIVATE = @\"Icons/Back\";"))
    let index = try ActoolRun.plist(run.bytes(paths[2]))
    #expect(index["bundleIdentifier"] as? String == "com.example.demo")
    #expect(
      (index["colors"] as? [[String: String]])?.first == ["name": "AccentColor", "objcName": "ACColorNameAccentColor"])
  }

  /// From iOS 17 the file extends the SDK's resource types; `--generate-swift-asset-symbol-extensions YES`
  /// adds the UIKit/AppKit/SwiftUI properties. Twice the same run, the same bytes.
  @Test func deploymentTargetAndExtensionsShapeTheSwiftFile() async throws {
    let run = try ActoolRun()
    defer { run.remove() }
    #expect(await symbolsRun(run, target: "17.0", extensions: "YES").exitCode == 0)
    let path = run.root.appendingPathComponent("GeneratedAssetSymbols.swift").path
    let first = run.bytes(path)
    let swift = String(decoding: first, as: UTF8.self)
    #expect(
      swift.contains("extension DeveloperToolsSupport.ImageResource {") && !swift.contains("struct ImageResource"))
    #expect(
      swift.contains("static var logo: UIKit.UIImage { .init(resource: DeveloperToolsSupport.ImageResource.logo) }"))
    #expect(await symbolsRun(run, target: "17.0", extensions: "YES").exitCode == 0)
    #expect(run.bytes(path) == first)
  }

  @Test func aBadExtensionsValueIsAUsageError() async throws {
    let run = try ActoolRun()
    defer { run.remove() }
    #expect(await symbolsRun(run, extensions: "maybe").exitCode == 2)
  }
}
