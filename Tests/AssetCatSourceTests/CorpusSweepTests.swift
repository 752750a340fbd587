import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// Every real catalog (the repository's slice, and the full corpora when `ASSETCAT_CORPORA` names
/// them) reads without a crash, and every asset resolves for every device preset × orientation ×
/// light/dark.
@Suite("Corpus sweep")
struct CorpusSweepTests {
  /// The sweep below takes its cases from the folders: an empty one would make it pass
  /// vacuously, so a slice or corpus with fewer catalogs than it has is a failure.
  @Test func theSliceIsFound() throws {
    try #require(Corpora.vendoredCatalogs.count >= 3, "the slice in \(Corpora.vendoredRoot)")
  }

  @Test(Corpora.needed) func fullCorporaAreFound() throws {
    try Corpora.requireFullCatalogs(atLeast: 6)
  }

  @Test(arguments: Corpora.catalogs)
  func readsAndResolves(_ path: String) throws {
    let result = try SourceCatalogReader.read(paths: [path], options: .init(inspector: .imaging))
    #expect(!result.catalog.assets.isEmpty)
    var counts: [DiagnosticCode: Int] = [:]
    for d in result.diagnostics { counts[d.code, default: 0] += 1 }
    let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " ")
    print("SWEEP \(path): \(result.catalog.assets.count) assets; diagnostics: \(summary.isEmpty ? "none" : summary)")
    if ProcessInfo.processInfo.environment["ASSETCAT_SWEEP_VERBOSE"] != nil {
      for d in result.diagnostics {
        print(
          "  \(d.path):\(d.line.map(String.init) ?? "-"): \(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]")
      }
    }
    // Real catalogs that Xcode builds: a reading error would be a false one.
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.isEmpty, "Xcode builds these catalogs: \(errors.map { "\($0.path):\($0.line ?? 0): \($0.message)" })")

    var matched = 0, total = 0
    for asset in result.catalog.assets where asset.kind != .other {
      for device in DevicePreset.all {
        for o in DevicePreset.Orientation.allCases {
          for style in UserInterfaceStyle.allCases {
            var t = device.traits(o)
            t.style = style
            total += 1
            if let (a, r) = result.catalog.resolve(asset.name, traits: t) {
              matched += 1
              #expect(a.name == asset.name)
              if let f = r.file { #expect(!f.hasPrefix("/")) }
            }
          }
        }
      }
    }
    print("SWEEP \(path): \(matched)/\(total) requests matched")
    #expect(total == 0 || matched > 0)
  }
}
