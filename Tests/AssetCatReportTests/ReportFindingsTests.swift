import AssetCatCore
import AssetCatReport
import AssetCatTestSupport
import AssetCatValidation
import Foundation
import Testing

/// What an asset's page is built from: the slot each finding concerns, and the devices of the
/// platforms the catalog targets.
@Suite("assetcat report: findings on slots, devices of the catalog's platforms")
struct ReportFindingsTests {
  static func devices(_ data: [String: Any]) -> [String] {
    (data["devices"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  @Test func aFindingNamesItsSlot() async throws {
    let fixture = try FixtureCatalog.scaleMismatch()
    let data = try ReportFixture.embeddedData(try await ReportFixture.report([fixture.path]))
    let assets = try #require(data["assets"] as? [[String: Any]])
    let icon = try #require(assets.first { $0["name"] as? String == "Icon" })
    let finding = try #require((icon["diagnostics"] as? [[String: Any]])?.first)
    #expect(finding["code"] as? String == "AC021")
    let slot = try #require(finding["slot"] as? Int)
    let slots = try #require(icon["slots"] as? [[String: Any]])
    #expect(slots[slot]["file"] as? String == "Icon.imageset/icon@2x.png")
  }

  @Test func onlyTheTargetedPlatformsDevices() async throws {
    let fixture = try FixtureCatalog.scaleMismatch()
    let data = try ReportFixture.embeddedData(try await ReportFixture.report([fixture.path]))
    #expect(data["platforms"] as? [String] == ["iOS"])
    let names = Self.devices(data)
    #expect(names == DevicePreset.all.filter { [.phone, .pad].contains($0.idiom) }.map(\.name))
  }

  @Test func platformChoosesTheDevices() async throws {
    let fixture = try FixtureCatalog.scaleMismatch()
    let folder = try ReportFixture.temporaryFolder() + "/report"
    var options = ReportOptions(sources: [fixture.path], output: folder, jobs: 1)
    options.platform = .watchOS
    _ = try await ReportGenerator.write(options)
    let data = try ReportFixture.embeddedData(folder)
    #expect(data["platforms"] as? [String] == ["watchOS"])
    #expect(Self.devices(data) == DevicePreset.all.filter { $0.idiom == .watch }.map(\.name))
  }

  @Test func universalEntriesOnlyShowEveryDevice() async throws {
    let c = try FixtureCatalog()
    try c.contents(
      "Dot.imageset",
      #"{ "images" : [ { "idiom" : "universal", "filename" : "dot.png" } ], "info" : { "version" : 1 } }"#)
    try c.png("Dot.imageset/dot.png", width: 4, height: 4)
    let data = try ReportFixture.embeddedData(try await ReportFixture.report([c.path]))
    #expect(data["platforms"] as? [String] == [])
    #expect(Self.devices(data) == DevicePreset.all.map(\.name))
  }
}
