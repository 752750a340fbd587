import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatActool

/// `--include-language`: the car and the partial plist hold only the named localizations (and
/// the development region's); renditions that are not localized always stay.
@Suite("actool --include-language")
struct IncludedLanguagesTests {
  /// The locales of the sample's `Flag` set as the car writer is given them, and the plist's
  /// list.
  static func run(_ extra: [String]) async throws -> (flag: [String?], plist: [String]?) {
    let r = try ActoolRun()
    defer { r.remove() }
    let outcome = await r.run(
      ["--compile", r.out, "--platform", "iphoneos", "--output-partial-info-plist", r.plist] + extra + [Paths.sample])
    #expect(outcome.exitCode == 0, "\(ActoolRun.text(outcome))")
    #expect(!ActoolRun.text(outcome).contains("--include-language"))  // no "not implemented" notice
    let options = try ActoolArgumentParser.parse(extra + [Paths.sample])
    let read = try SourceCatalogReader.read(
      paths: [Paths.sample], options: SourceReadOptions(probeImages: true, inspector: .imaging))
    let source = IncludedLanguages(options)?.filter(read) ?? read
    let flag = try #require(source.sourceAsset(named: "Flag")).asset.renditions.map(\.slot.locale)
    #expect(source.catalog.asset(named: "Flag")?.renditions.map(\.slot.locale) == flag)
    return (flag, try ActoolRun.plist(r.bytes(r.plist))["CFBundleLocalizations"] as? [String])
  }

  @Test func onlyTheNamedLanguagesAndTheDevelopmentRegionStay() async throws {
    let all = try await Self.run([])
    #expect(Set(all.flag.compactMap { $0 }) == ["fr", "fr-CA"])
    #expect(all.plist == ["fr", "fr-CA"])

    let french = try await Self.run(["--include-language", "fr"])
    #expect(Set(french.flag.compactMap { $0 }) == ["fr"])
    #expect(french.flag.contains(nil))  // the unlocalized images stay
    #expect(french.plist == ["fr"])

    let region = try await Self.run(["--include-language", "en", "--development-region", "fr_CA"])
    #expect(Set(region.flag.compactMap { $0 }) == ["fr-CA"])
    #expect(region.plist == ["fr-CA"])
  }
}
