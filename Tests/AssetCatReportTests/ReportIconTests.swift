import Foundation
import Testing

/// Icon Composer documents in the report: their layer pictures as thumbnails, their findings listed.
@Suite("Report: Icon Composer documents")
struct ReportIconTests {
  static let fixed = ReportFixture.repository.appendingPathComponent(
    "Tests/AssetCatValidationTests/Fixtures/Fixed/AC091.xcassets"
  ).path
  static let broken = ReportFixture.repository.appendingPathComponent("SampleAssets/Broken/AC091.xcassets").path

  @Test("a document's layer pictures are its slots, vectors drawn to PNG thumbnails")
  func thumbnails() async throws {
    let folder = try await ReportFixture.report([Self.fixed])
    let assets = try #require(try ReportFixture.embeddedData(folder)["assets"] as? [[String: Any]])
    let icon = try #require(assets.first { $0["name"] as? String == "Gone" })
    let slot = try #require((icon["slots"] as? [[String: Any]])?.first)
    let thumb = try #require(slot["thumb"] as? String)
    let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + thumb))
    #expect(thumb.hasSuffix(".png") && bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test("a missing picture is listed on the document with its code")
  func finding() async throws {
    let folder = try await ReportFixture.report([Self.broken])
    let assets = try #require(try ReportFixture.embeddedData(folder)["assets"] as? [[String: Any]])
    let icon = try #require(assets.first { $0["name"] as? String == "Gone" })
    let text = "\(icon["diagnostics"] ?? "")"
    #expect(text.contains("AC091"), "\(text)")
  }
}
