import AssetCatCore
import AssetCatValidation
import Foundation
import Testing

/// SampleAssets/Broken: one catalog per SPEC §6 code that triggers exactly that code, and its fixed
/// twin (Fixtures/Fixed) that must trigger nothing. Both are written by
/// scripts/make-broken-samples.py.
@Suite("Broken samples: one catalog per code")
struct BrokenSampleTests {
  /// What each broken catalog must report: the code's severity, the asset, and the file (inside the
  /// catalog) and line the finding points at.
  struct Expected: Sendable, CustomTestStringConvertible {
    var code: DiagnosticCode
    var asset: String?
    var file: String
    var line: Int?
    var testDescription: String { code.rawValue }
  }

  static let expected: [Expected] = [
    .init(code: .AC001, asset: "Logo", file: "Logo.imageset/Contents.json", line: 4),
    .init(code: .AC002, asset: "Logo", file: "Logo.imageset/Contents.json", line: 12),
    .init(code: .AC003, asset: "Logo", file: "Logo.imageset/Contents.json", line: 5),
    .init(code: .AC010, asset: "Logo", file: "Logo.imageset/Contents.json", line: 4),
    .init(code: .AC011, asset: "Logo", file: "Logo.imageset/stray.png", line: nil),
    .init(code: .AC012, asset: "Logo", file: "Logo.imageset/Contents.json", line: 8),
    .init(code: .AC013, asset: "Logo", file: "Logo.imageset/Contents.json", line: 8),
    .init(code: .AC020, asset: "Logo", file: "Logo.imageset/icon@2x.png", line: nil),
    .init(code: .AC021, asset: "Logo", file: "Logo.imageset/Contents.json", line: 8),
    .init(code: .AC022, asset: "Logo", file: "Logo.imageset/Contents.json", line: 3),
    .init(code: .AC023, asset: "Glyph", file: "Glyph.imageset/glyph.png", line: nil),
    .init(code: .AC024, asset: "Huge", file: "Huge.imageset/huge.png", line: nil),
    .init(code: .AC030, asset: "Logo", file: "B/Logo.imageset", line: nil),
    .init(code: .AC031, asset: nil, file: "Icons.v2", line: nil),
    .init(code: .AC032, asset: "Logo", file: "Logo.imageset/Contents.json", line: 4),
    .init(code: .AC040, asset: "Logo", file: "Logo.imageset/Contents.json", line: nil),
    .init(code: .AC041, asset: "Logo", file: "Logo.imageset/Contents.json", line: 8),
    .init(code: .AC050, asset: nil, file: "Appearance.json", line: 8),
    .init(code: .AC060, asset: "Tint", file: "Tint.colorset/Contents.json", line: 5),
    .init(code: .AC061, asset: "Logo", file: "Logo.imageset/Contents.json", line: 10),
    .init(code: .AC070, asset: nil, file: "", line: nil),
    .init(code: .AC071, asset: "AppIcon", file: "AppIcon.appiconset/Contents.json", line: nil),
    .init(code: .AC072, asset: "AppIcon", file: "AppIcon.appiconset/icon.png", line: nil),
    .init(code: .AC073, asset: "AppIcon", file: "AppIcon.appiconset/Contents.json", line: 3),
    .init(code: .AC080, asset: "LogoImage", file: "LogoImage.imageset", line: nil),
    .init(code: .AC090, asset: "Bad", file: "Bad.icon/icon.json", line: 1),
    .init(code: .AC091, asset: "Gone", file: "Gone.icon/icon.json", line: nil),
  ]

  @Test func everyCodeHasABrokenSample() {
    #expect(Self.expected.map(\.code) == DiagnosticCode.allCases)
    for code in DiagnosticCode.allCases {
      #expect(
        FileManager.default.fileExists(atPath: Repo.broken.appendingPathComponent("\(code.rawValue).xcassets").path))
      #expect(
        FileManager.default.fileExists(atPath: Repo.fixed.appendingPathComponent("\(code.rawValue).xcassets").path))
    }
  }

  static func report(_ base: URL, _ code: DiagnosticCode) async throws -> ValidationReport {
    let catalog = base.appendingPathComponent("\(code.rawValue).xcassets").path
    let matrixPath = base.appendingPathComponent("\(code.rawValue).matrix.json").path
    var options = ValidationOptions()
    if FileManager.default.fileExists(atPath: matrixPath) {
      options.matrix = try CoverageMatrix(contentsOf: matrixPath)
    }
    options.appIcons = try appIconRequest(base.appendingPathComponent("\(code.rawValue).options.json"))
    return try await Validation.run([catalog], options)
  }

  /// `ACxxx.options.json`: the command-line options the catalog is validated with (`platform`,
  /// `app-icon`, `target-device`), as `assetcat validate` takes them.
  static func appIconRequest(_ url: URL) throws -> AppIconRequest {
    guard let data = try? Data(contentsOf: url) else { return AppIconRequest() }
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return AppIconRequest(
      platform: (object["platform"] as? String).flatMap(ApplePlatform.init(actoolName:)),
      appIcon: object["app-icon"] as? String,
      targetDevices: (object["target-device"] as? [String] ?? []).compactMap(TargetDevice.init(name:)))
  }

  @Test(arguments: expected)
  func brokenSampleTriggersExactlyItsCode(_ e: Expected) async throws {
    let report = try await Self.report(Repo.broken, e.code)
    let catalog = Repo.broken.appendingPathComponent("\(e.code.rawValue).xcassets").path
    #expect(report.diagnostics.count == 1, "\(report.diagnostics)")
    let d = try #require(report.diagnostics.first)
    #expect(d.code == e.code)
    #expect(d.severity == e.code.defaultSeverity)
    #expect(d.asset == e.asset)
    #expect(d.path == (e.file.isEmpty ? catalog : catalog + "/" + e.file))
    #expect(d.line == e.line)
    #expect(!d.message.isEmpty && !d.message.hasSuffix("."))
  }

  @Test(arguments: DiagnosticCode.allCases)
  func fixedTwinIsClean(_ code: DiagnosticCode) async throws {
    let report = try await Self.report(Repo.fixed, code)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { $0.textLine() })")
    #expect(report.exitCode(strict: true) == 0)
  }
}
