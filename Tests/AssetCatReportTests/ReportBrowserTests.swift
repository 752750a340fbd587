import AssetCatCore
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
  }

  static func chromium() -> String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs the check script on `page`; returns its findings.
  static func open(_ page: String, query: String, screenshot: String) throws -> Check {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [
      "python3", ReportFixture.repository.appendingPathComponent("scripts/report-browser-check.py").path, page,
      "--query", query, "--screenshot", screenshot,
    ]
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
    // The page opens on the coverage matrix: one row per device preset.
    #expect(check.initialTitle == "Coverage matrix")
    #expect(check.coverageRows == DevicePreset.all.count)
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
}
