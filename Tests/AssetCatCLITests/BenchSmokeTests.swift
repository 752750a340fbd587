import Foundation
import Testing

/// Keeps `make bench` building and its harness answering. Timing lives in the benchmark,
/// never here: these tests check only that each verb runs and reports its fields.
@Suite("benchmark harness smoke test")
struct BenchSmokeTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let demo = repository.appendingPathComponent("SampleAssets/Demo.xcassets").path
  static var harness: URL {
    AssetCatExecutable.url.deletingLastPathComponent().appendingPathComponent("assetcat-bench")
  }

  func json(_ r: CommandResult) throws -> [String: Double] {
    #expect(r.status == 0, "\(r.stderr)")
    return try JSONDecoder().decode([String: Double].self, from: Data(r.stdout.utf8))
  }

  @Test func floorsReadAndProbeTheSampleCatalog() throws {
    let read = try json(AssetCatExecutable.run(Self.harness, ["floor-read", Self.demo]))
    #expect((read["files"] ?? 0) > 50)
    #expect((read["bytes"] ?? 0) > 10_000)
    let probe = try json(AssetCatExecutable.run(Self.harness, ["floor-probe", Self.demo]))
    #expect((probe["probed"] ?? 0) > 40)
  }

  @Test func lookupOpensACompiledCatalogAndResolves() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("Demo.assetcat").path
    #expect(try AssetCatExecutable.run(["compile", Self.demo, "-o", out, "--quiet"]).status == 0)
    let r = try json(AssetCatExecutable.run(Self.harness, ["lookup", out, "--iterations", "1000"]))
    #expect(r["open_ms"] != nil && r["lookup_ns"] != nil && r["lookup_first_ns"] != nil)
  }

  @Test func driverAndGeneratorParse() throws {
    for script in ["scripts/bench.py", "scripts/gen_catalog.py"] {
      let r = try AssetCatExecutable.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["python3", Self.repository.appendingPathComponent(script).path, "--help"])
      #expect(r.status == 0, "\(script): \(r.stderr)")
    }
  }
}
