import AssetCatSize
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// The HTML report's download sizes: the same figures `assetcat size` gives.
@Suite struct ReportSizeTests {
  @Test("the report's per-device table agrees with `size` (devices, bytes, heaviest assets)")
  func agreesWithSize() throws {
    let c = try SizeCommandTests.catalog()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-report-size-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let r = try AssetCatExecutable.run(["report", c.path, "-o", folder, "--quiet"])
    #expect(r.status == 0, "\(r.stderr)")
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    let open = #"<script type="application/json" id="report-data">"#
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    struct Page: Decodable { var sizes: SizeReport }
    let page = try JSONDecoder().decode(Page.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
    let size = try SizeCommandTests.size(.init(catalog: c.path))
    #expect(page.sizes.universal == size.universal)
    #expect(page.sizes.devices == size.devices)
    #expect(html.contains("Download size per device"))
  }
}
