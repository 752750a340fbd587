import AssetCatCore
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// The app icon checks on real catalogs: no finding that is not real. The slice in the repository
/// holds element-ios's shared images whole; NetNewsWire's icons (megabytes) are in the full corpora.
@Suite("App icon checks on real catalogs")
struct AppIconCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var catalogs: [String]
    var platform: ApplePlatform
    /// The AC07x codes the catalog must give with `--app-icon AppIcon` (nothing else).
    var expected: [DiagnosticCode]
    var testDescription: String { catalogs[0] }
  }

  /// Cases on the full corpora (`ASSETCAT_CORPORA`).
  static let cases: [Case] = [
    Case(catalogs: ["Ranchero-Software__NetNewsWire/Mac/Resources/Assets.xcassets"], platform: .macOS, expected: []),
    // The 1024 App Store icon is saved as RGBA (color type 6): the store refuses an alpha
    // channel even when every pixel is opaque (ITMS-90717).
    Case(
      catalogs: ["Ranchero-Software__NetNewsWire/iOS/Resources/Assets.xcassets"], platform: .iOS, expected: [.AC072]),
    Case(catalogs: ["Ranchero-Software__NetNewsWire/Widget/Assets.xcassets"], platform: .iOS, expected: [.AC072]),
    Case(
      catalogs: [
        "element-hq__element-ios/Riot/Assets/Images.xcassets",
        "element-hq__element-ios/Riot/Assets/SharedImages.xcassets",
      ],
      platform: .iOS, expected: []),
    Case(
      catalogs: ["element-hq__element-ios/Variants/Alpha/Riot/Assets/SharedImages.xcassets"], platform: .iOS,
      expected: []),
  ]

  @Test(Corpora.needed, arguments: cases)
  func appIconFindings(_ c: Case) async throws {
    try await Self.check(try c.catalogs.map(Corpora.full), c)
  }

  static func check(_ paths: [String], _ c: Case) async throws {
    let plain = try await Validation.run(paths)
    #expect(plain.diagnostics.filter { $0.code.rawValue.hasPrefix("AC07") }.isEmpty)
    var options = ValidationOptions()
    options.appIcons = AppIconRequest(platform: c.platform, appIcon: "AppIcon")
    let named = try await Validation.run(paths, options)
    #expect(named.diagnostics.filter { $0.code.rawValue.hasPrefix("AC07") }.map(\.code) == c.expected)
    options.appIcons.skipAppStoreDeployment = true
    let skipped = try await Validation.run(paths, options)
    #expect(skipped.diagnostics.filter { $0.code.rawValue.hasPrefix("AC07") }.isEmpty)
  }
}
