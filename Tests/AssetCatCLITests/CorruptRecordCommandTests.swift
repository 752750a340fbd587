import AssetCatArchive
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import Foundation
import Testing

@testable import AssetCatCLI

/// A corrupt record met by a lookup is exit 2 with the catalog's error, never "no such asset"
/// (exit 1) — while the other assets of the same file still answer, because opening no longer
/// verifies the whole file.
@Suite struct CorruptRecordCommandTests {
  /// The demo catalog compiled, with one bit of `Logo`'s asset record flipped.
  static func damagedDemo(in dir: URL) async throws -> String {
    let out = dir.appendingPathComponent("Demo.assetcat").path
    var o = CompileOptions(sources: [demoCatalog], output: out)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 0)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
    let c = try CompiledCatalog(bytes: bytes)
    let logo = try #require(try c.assetIndex(named: "Logo"))
    bytes[c.layout.assets.start + logo * AssetRecord.byteSize + AssetRecord.renditionsOffset + 4] ^= 1
    try Data(bytes).write(to: URL(fileURLWithPath: out))
    return out
  }

  static func run(_ o: ResolveOptions) -> (Int32, CapturedOutput) {
    let captured = CapturedOutput()
    return (ResolveCommandLogic.run(o, output: captured.output), captured)
  }

  @Test func resolveInfoAndBatchExitTwo() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-corrupt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = try await Self.damagedDemo(in: dir)

    var o = ResolveOptions(catalog: path, name: "Logo")
    o.traits = "idiom=phone,scale=2"
    let (code, captured) = Self.run(o)
    #expect(code == 2)
    #expect(captured.err.contains("corrupt compiled catalog"))
    #expect(!captured.err.contains("no asset named"))

    o.name = "Star"  // an intact asset of the same file still answers
    #expect(Self.run(o).0 == 0)

    let requests = dir.appendingPathComponent("r.jsonl")
    try Data(#"{"name":"Star","traits":{"scale":2}}\#n{"name":"Logo","traits":{"scale":2}}\#n"#.utf8).write(
      to: requests)
    var b = ResolveOptions(catalog: path)
    b.batch = requests.path
    let (batchCode, batchOut) = Self.run(b)
    #expect(batchCode == 2)
    #expect(batchOut.out.contains("corrupt compiled catalog"))

    #expect(InfoCommandLogic.run(catalog: path, format: .json, output: CapturedOutput().output) == 2)
  }

  @Test func corruptRulesAreExitTwoForInfoAndComponentQueries() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-corrupt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("Demo.assetcat").path
    var o = CompileOptions(sources: [demoCatalog], output: out)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: CapturedOutput().output) == 0)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
    let rules = try #require(try CompiledCatalog(bytes: bytes).sections.first { $0.kind == .appearanceRules })
    bytes[rules.offset + rules.length - 2] ^= 1
    try Data(bytes).write(to: URL(fileURLWithPath: out))
    #expect(InfoCommandLogic.run(catalog: out, format: .text, output: CapturedOutput().output) == 2)
    var q = ResolveOptions(catalog: out)
    q.component = "RatingControl"
    #expect(Self.run(q).0 == 2)
    #expect(Self.run(ResolveOptions(catalog: out, name: "Star")).0 == 0)  // assets still answer
  }
}
