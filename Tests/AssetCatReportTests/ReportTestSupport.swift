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

  /// An iPhone-only catalog with one finding on one slot: `Icon`'s 2x is 30×30 pixels where its
  /// 1x and 3x make it 10 points (AC021, a warning, on the 2x entry).
  static func scaleMismatch() throws -> FixtureCatalog {
    let c = try FixtureCatalog()
    try c.contents(
      "Icon.imageset",
      """
      { "images" : [
          { "idiom" : "iphone", "scale" : "1x", "filename" : "icon.png" },
          { "idiom" : "iphone", "scale" : "2x", "filename" : "icon@2x.png" },
          { "idiom" : "iphone", "scale" : "3x", "filename" : "icon@3x.png" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try c.png("Icon.imageset/icon.png", width: 10, height: 10)
    try c.png("Icon.imageset/icon@2x.png", width: 30, height: 30)
    try c.png("Icon.imageset/icon@3x.png", width: 30, height: 30)
    return c
  }
}
