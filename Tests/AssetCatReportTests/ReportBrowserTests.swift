import AssetCatCore
import AssetCatTestSupport
import Foundation
import Testing

/// The report opened in a real browser: Debian's `chromium`, headless, from disk, driven by
/// scripts/report-browser-check.py over the DevTools pipe. CI installs chromium; without it this
/// test fails (it never skips).
@Suite("assetcat report in Chromium")
struct ReportBrowserTests {
  struct Check: Decodable {
    var names: [String]
    var visibleAfterQuery: [String]?
    var consoleErrors: [String]
    var requests: [String]
    var brokenImages: [String]
    var detailTitle: String?
    var initialTitle: String?
    var coverageRows: Int
    var loadMs: Double
    var asset: AssetView?
  }

  /// One asset's page as the browser shows it (`--asset`).
  struct AssetView: Decodable {
    struct Slot: Decodable, Equatable {
      var traits: String
      var marker: String
      var severity: String
    }
    var sections: [String]
    var findings: [String]
    var deviceRows: [String]
    var flaggedSlots: [Slot]
    var flaggedDevices: [String]
  }

  static func chromium() -> String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs the check script on `page`; returns its findings.
  static func open(_ page: String, query: String, screenshot: String, asset: String? = nil) throws -> Check {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments =
      [
        "python3", ReportFixture.repository.appendingPathComponent("scripts/report-browser-check.py").path, page,
        "--query", query, "--screenshot", screenshot,
      ] + (asset.map { ["--asset", $0] } ?? [])
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "\(String(decoding: e, as: UTF8.self))")
    return try JSONDecoder().decode(Check.self, from: o)
  }

  @Test func sampleReportOpensFromDiskAndSearches() async throws {
    #expect(Self.chromium() != nil, "chromium is not installed: apt-get install -y chromium")
    let folder = try await ReportFixture.report([ReportFixture.sample])
    let shots = ReportFixture.repository.appendingPathComponent(".build/report-test").path
    try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
    let check = try Self.open(folder + "/index.html", query: "icon", screenshot: shots + "/sample.png")

    // Every asset is in the list, in the reader's order.
    #expect(check.names == (try ReportFixture.assetNames([ReportFixture.sample])))
    // The page opens on the coverage matrix: one row per device preset of iOS, the platform of the
    // sample's idioms (iphone, ipad).
    #expect(check.initialTitle == "Coverage matrix")
    #expect(check.coverageRows == DevicePreset.all.filter { [.phone, .pad].contains($0.idiom) }.count)
    // Typing narrows the list to the matching assets.
    let shown = try #require(check.visibleAfterQuery)
    #expect(!shown.isEmpty && shown.count < check.names.count)
    #expect(shown.contains("VectorIcon") && shown.contains("SVGIcon"))
    #expect(!shown.contains("Logo"))
    #expect(check.detailTitle == shown.first)
    #expect(check.consoleErrors.isEmpty, "\(check.consoleErrors)")
    #expect(check.brokenImages.isEmpty, "\(check.brokenImages)")
    // Nothing but the report's own files.
    #expect(
      check.requests.allSatisfy { $0.hasPrefix("file://" + folder + "/") || $0.hasPrefix("data:") }, "\(check.requests)"
    )
    #expect(FileManager.default.fileExists(atPath: shots + "/sample.png"))
  }

  /// An asset with a finding, as a user sees its page: the findings before the slots and the
  /// devices' table, the slot the finding concerns marked in both, and only iPhone and iPad rows.
  @Test func assetPageLeadsWithFindingsAndMarksTheSlot() async throws {
    let fixture = try FixtureCatalog.scaleMismatch()
    let folder = try await ReportFixture.report([fixture.path])
    let shots = ReportFixture.repository.appendingPathComponent(".build/report-test").path
    try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
    let check = try Self.open(folder + "/index.html", query: "", screenshot: shots + "/finding.png", asset: "Icon")
    let page = try #require(check.asset, "the page has no asset 'Icon'")
    #expect(page.sections == ["Findings", "Slots", "What each device preset gets"])
    #expect(page.findings.count == 1 && page.findings[0].contains("AC021"), "\(page.findings)")
    #expect(page.findings.first?.contains("slot idiom=phone,scale=2") == true, "\(page.findings)")
    #expect(page.flaggedSlots == [.init(traits: "idiom=phone,scale=2", marker: "AC021", severity: "warning")])
    let phones = DevicePreset.all.filter { $0.idiom == .phone }.map(\.name)
    let pads = DevicePreset.all.filter { $0.idiom == .pad }.map(\.name)
    #expect(page.deviceRows == DevicePreset.all.filter { [.phone, .pad].contains($0.idiom) }.map(\.name))
    #expect(!page.deviceRows.contains { $0.contains("Watch") || $0.contains("TV") || $0.contains("Vision") })
    // The 2x slot is what the 2x iPhones get; the 3x iPhones and the iPads (no match) are not marked.
    let twice = Set(DevicePreset.all.filter { $0.idiom == .phone && $0.scale == 2 }.map(\.name))
    #expect(!twice.isEmpty && Set(page.flaggedDevices) == twice, "\(page.flaggedDevices)")
    #expect(Set(page.flaggedDevices).isSubset(of: Set(phones)) && Set(page.flaggedDevices).isDisjoint(with: pads))
    #expect(check.consoleErrors.isEmpty, "\(check.consoleErrors)")
  }
}
