import AssetCatDiff
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCLI

/// `diff`'s per-device byte deltas: what each device downloads before and after, in text, JSON
/// and GitHub annotations.
@Suite struct DiffDeviceSizeTests {
  static func run(_ a: String, _ b: String, format: DiffFormat) -> (Int32, String) {
    let capture = SizeCommandTests.Capture()
    let code = DiffCommandLogic.run(before: a, after: b, structure: false, format: format, output: capture.output)
    return (code, capture.value)
  }

  @Test("one iPad-only image removed: a negative delta on every iPad, none on any iPhone")
  func removedImage() throws {
    let before = try SizeCommandTests.catalog(), after = try SizeCommandTests.catalog(withTablet: false)
    let (code, json) = Self.run(before.path, after.path, format: .json)
    #expect(code == 1)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    let pads = report.devices.filter { $0.variant == "iPad @2x" },
      phones = report.devices.filter { $0.variant.hasPrefix("iPhone") }
    #expect(!pads.isEmpty && !phones.isEmpty)
    #expect(pads.allSatisfy { $0.delta < 0 && $0.after == $0.before + $0.delta })
    #expect(phones.allSatisfy { $0.delta == 0 && $0.before > 0 })
    #expect(pads.first?.model != nil)
  }

  @Test("text says the change per variant (\"−… on iPad @2x\") and names no iPhone; GitHub gets a notice for it")
  func textAndGitHub() throws {
    let before = try SizeCommandTests.catalog(), after = try SizeCommandTests.catalog(withTablet: false)
    let (_, text) = Self.run(before.path, after.path, format: .text)
    #expect(text.contains("device iPad @2x ("))
    #expect(text.contains("\u{2212}") && text.contains("on iPad @2x"))
    #expect(!text.contains("iPhone"))
    let (_, github) = Self.run(before.path, after.path, format: .github)
    #expect(github.contains("::notice file=\(after.path),title=assetcat diff sizes::\u{2212}"))
    #expect(github.contains("on iPad @2x"))
  }

  @Test("the same catalog twice: every device's delta is 0 and diff exits 0")
  func unchanged() throws {
    let c = try SizeCommandTests.catalog()
    let (code, json) = Self.run(c.path, c.path, format: .json)
    #expect(code == 0)
    let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.utf8))
    #expect(!report.devices.isEmpty && report.devices.allSatisfy { $0.delta == 0 })
  }
}
