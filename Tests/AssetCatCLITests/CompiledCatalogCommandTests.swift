import AssetCatCLI
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatTestSupport
import Foundation
import Testing

/// `resolve` and `info` answer the same from a source catalog and from its compiled catalog
/// (SPEC §3 last paragraph), through the CLI logic, in process.
@Suite("resolve/info on .assetcat")
struct CompiledCatalogCommandTests {
  final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ s: String) {
      lock.lock()
      text += s
      lock.unlock()
    }
    var value: String {
      lock.lock()
      defer { lock.unlock() }
      return text
    }
    var output: CommandOutput { CommandOutput(out: { self.append($0) }, err: { _ in }) }
  }

  /// The real catalogs: the repository's slice, and the full corpora when present.
  static var catalogs: [String] { Corpora.catalogs }

  @Test(Corpora.needed) func fullCorporaAreFound() throws {
    try Corpora.requireFullCatalogs(atLeast: 6)
  }

  @Test(arguments: catalogs)
  func sameAnswers(_ path: String) async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("c.assetcat").path
    var o = CompileOptions(sources: [path], output: out)
    o.progress = false
    #expect(await CompileCommandLogic.run(o, output: Capture().output) == 0)

    // A batch of every asset × a few devices, answered by both catalogs.
    let names = try JSONSerialization.jsonObject(with: Data(runInfo(path).utf8)) as? [String: Any]
    let assets = (names?["assets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(!assets.isEmpty)
    var batch = ""
    for name in assets {
      for device in ["iPhone 15 Pro", "iPad Pro 13-inch (M4)", "iPhone SE (3rd generation)"] {
        for style in ["light", "dark"] {
          let line = try JSONSerialization.data(
            withJSONObject: ["name": name, "device": device, "traits": ["style": style]], options: [.sortedKeys])
          batch += String(decoding: line, as: UTF8.self) + "\n"
        }
      }
    }
    let batchFile = dir.appendingPathComponent("batch.jsonl")
    try Data(batch.utf8).write(to: batchFile)
    func answers(_ catalog: String) -> String {
      let c = Capture()
      var r = ResolveOptions(catalog: catalog, name: nil)
      r.batch = batchFile.path
      r.format = .json
      _ = ResolveCommandLogic.run(r, output: c.output)
      return c.value
    }
    let fromSource = answers(path), fromCompiled = answers(out)
    #expect(!fromSource.isEmpty)
    #expect(fromSource == fromCompiled)

    // info lists the same assets and renditions (only the catalog path and the source-only
    // diagnostic count differ).
    func strip(_ json: String) throws -> NSDictionary {
      var d = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      d["catalog"] = nil
      d["diagnosticCount"] = nil
      return d as NSDictionary
    }
    #expect(try strip(runInfo(path)) == strip(runInfo(out)))
  }

  func runInfo(_ catalog: String) -> String {
    let c = Capture()
    _ = InfoCommandLogic.run(catalog: catalog, format: .json, output: c.output)
    return c.value
  }
}

@Suite("compile several catalogs")
struct CompileSeveralCatalogsTests {
  @Test func twoCatalogsInOneFile() async throws {
    let cats = Corpora.vendoredCatalogs.filter { $0.contains("NetNewsWire") }
    try #require(cats.count >= 2, "the slice in \(Corpora.vendoredRoot)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcat-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("both.assetcat").path
    var o = CompileOptions(sources: Array(cats.prefix(2)), output: out)
    o.progress = false
    o.jobs = 1
    #expect(await CompileCommandLogic.run(o, output: CompiledCatalogCommandTests.Capture().output) == 0)
    let c = CompiledCatalogCommandTests.Capture()
    #expect(ExtractCommandLogic.verify(catalog: out, output: c.output) == 0)
    #expect(c.value.contains(": ok"))
    // The same bytes with another job count.
    let out2 = dir.appendingPathComponent("both2.assetcat").path
    o.output = out2
    o.jobs = 4
    #expect(await CompileCommandLogic.run(o, output: CompiledCatalogCommandTests.Capture().output) == 0)
    #expect(FileManager.default.contents(atPath: out) == FileManager.default.contents(atPath: out2))
  }
}
