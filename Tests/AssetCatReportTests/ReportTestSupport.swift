import AssetCatReport
import AssetCatTestSupport
import AssetCatValidation
import Foundation

/// Paths and helpers shared by the report tests.
enum ReportFixture {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sample = repository.appendingPathComponent("SampleAssets/Demo.xcassets").path

  /// A fresh empty folder under the system's temporary directory.
  static func temporaryFolder() throws -> String {
    let url = ScratchDirectory.path("assetcat-report")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Writes the report of `sources` into a new folder and returns the folder.
  static func report(_ sources: [String]) async throws -> String {
    let folder = try temporaryFolder() + "/report"
    _ = try await ReportGenerator.write(ReportOptions(sources: sources, output: folder, jobs: 2))
    return folder
  }

  /// The asset names the reader finds (the ones the list must show), sorted.
  static func assetNames(_ sources: [String]) throws -> [String] {
    try ValidationInput.read(paths: sources).activeAssets.map(\.asset.name).sorted()
  }

  /// The data embedded in a report's index.html, as JSON objects.
  static func embeddedData(_ folder: String) throws -> [String: Any] {
    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    let open = #"<script type="application/json" id="report-data">"#
    guard let start = html.range(of: open),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return [:] }
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
  }
}
