import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import Foundation
import Testing

@testable import AssetCatCLI
@testable import AssetCatLookup

/// SPEC §3–4: the same appearance queries give the same answers from the Demo source catalog and
/// from its compiled catalog (rules stored in the `RULE` section).
@Suite("Appearance answers: source == compiled")
struct AppearanceSourceCompiledTests {
  /// The Demo catalog read from source and written compiled (with its rules) to a temporary file.
  static func catalogs() throws -> (
    source: AssetCatalog, sourceRules: AppearanceRuleSet, compiled: CompiledCatalog, compiledRules: AppearanceRuleSet,
    file: URL
  ) {
    let read = try SourceCatalogReader.read(path: demoCatalog, options: .init(inspector: .imaging))
    let rules = try AppearanceFile.loadForCompile(
      catalogPaths: [demoCatalog], appearanceFile: nil, assets: read.catalog)
    #expect(rules.diagnostics == [])
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assetcat-appearance-\(UUID().uuidString).assetcat")
    try CompiledCatalogWriter(
      options: .init(jobs: 1, appearanceRules: AppearanceRulesBlob(rules: rules.rules), synchronize: false)
    )
    .write(read.catalog, to: out) { _, r in r.file.map { .file(URL(fileURLWithPath: SourcePath.join(demoCatalog, $0))) }
    }
    let compiled = try CompiledCatalog(contentsOf: out)
    return (read.catalog, rules.rules, compiled, try compiled.loadAppearanceRules(), out)
  }

  @Test("the rules read back from the compiled catalog are the rules written")
  func rulesRoundTrip() throws {
    let c = try Self.catalogs()
    defer { try? FileManager.default.removeItem(at: c.file) }
    #expect(c.compiledRules.rules == c.sourceRules.rules)
    #expect(!c.compiledRules.rules.isEmpty)
    // Deterministic bytes.
    #expect(AppearanceRulesBlob(rules: c.sourceRules).bytes == AppearanceRulesBlob(rules: c.compiledRules).bytes)
  }

  @Test("every component of the sample, under every device preset and orientation, with and without containers")
  func sameAnswers() throws {
    let c = try Self.catalogs()
    defer { try? FileManager.default.removeItem(at: c.file) }
    let fromSource = AppearanceResolver(rules: c.sourceRules, assets: c.source)
    let fromCompiled = AppearanceResolver(rules: c.compiledRules, assets: c.compiled)
    let chains: [[String]] = [
      [], ["NavigationBar"], ["Toolbar", "NavigationBar", "Window"], ["OverlayView", "PhotoView"],
    ]
    var compared = 0
    for component in c.sourceRules.components + ["Unstyled"] {
      for preset in DevicePreset.all {
        for orientation in DevicePreset.Orientation.allCases {
          for style in ["light", "dark"] {
            var traits = preset.traits(orientation)
            traits.style = UserInterfaceStyle(rawValue: style)
            for chain in chains {
              let a = fromSource.resolve(component: component, containers: chain, traits: traits)
              let b = fromCompiled.resolve(component: component, containers: chain, traits: traits)
              #expect(a == b, "\(component) in \(chain) on \(preset.name) \(orientation) \(style)")
              let ja = AppearanceAnswer.json(a, rules: c.sourceRules, explain: true).serialized()
              let jb = AppearanceAnswer.json(b, rules: c.compiledRules, explain: true).serialized()
              #expect(ja == jb)
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared > 100)
  }

  @Test("resolve --component on the compiled file answers as on the source folder")
  func commandLine() throws {
    let c = try Self.catalogs()
    defer { try? FileManager.default.removeItem(at: c.file) }
    for catalog in [demoCatalog, c.file.path] {
      var o = ResolveOptions(catalog: catalog)
      o.component = "Button"
      o.containers = ["Toolbar", "NavigationBar"]
      o.traits = "idiom=phone,scale=2,style=dark"
      o.format = .json
      o.explain = true
      let captured = CapturedOutput()
      #expect(ResolveCommandLogic.run(o, output: captured.output) == 0)
      #expect(captured.out.contains("\"tintColor\""))
      #expect(captured.err.isEmpty)
    }
  }
}
