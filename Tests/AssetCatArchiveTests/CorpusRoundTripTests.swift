import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// Every real catalog (and SampleAssets when present): source → compiled → the same model, the same
/// payload bytes as the files, and the same answer for every asset × device preset × orientation ×
/// light/dark.
@Suite("Compiled corpus round trip")
struct CorpusRoundTripTests {
  /// The real catalogs (the slice, and the full corpora when present), then SampleAssets'.
  static var catalogs: [String] {
    let sample = Corpora.repository.appendingPathComponent("SampleAssets").path
    var out: [String] = []
    guard let e = FileManager.default.enumerator(atPath: sample) else { return Corpora.catalogs }
    while let p = e.nextObject() as? String {
      // SampleAssets/Broken holds one deliberately broken catalog per diagnostic code
      // (validation's test corpus): they are meant not to compile.
      if p == "Broken" || p.hasPrefix("Broken/") {
        e.skipDescendants()
        continue
      }
      if p.hasSuffix(".xcassets") {
        out.append(sample + "/" + p)
        e.skipDescendants()
      }
    }
    return Corpora.catalogs + out.sorted()
  }

  @Test func theSliceIsFound() throws {
    try #require(Corpora.vendoredCatalogs.count >= 3, "the slice in \(Corpora.vendoredRoot)")
  }

  @Test(Corpora.needed) func fullCorporaAreFound() throws {
    try Corpora.requireFullCatalogs(atLeast: 6)
  }

  static func compile(_ result: SourceReadResult, to out: URL, keep: TraitCollection? = nil) throws -> CompiledCatalog {
    var roots: [String: String] = [:]
    for a in result.assets where a.isActive { roots[a.asset.name] = a.catalogPath }
    let catalog = keep.map { CatalogThinning.thin(result.catalog, keeping: $0) } ?? result.catalog
    try CompiledCatalogWriter(options: .init(thinned: keep != nil, synchronize: false)).write(catalog, to: out) {
      a, r in
      r.file.map { .file(URL(fileURLWithPath: SourcePath.join(roots[a.name]!, $0))) }
    }
    return try CompiledCatalog(contentsOf: out)
  }

  static func requests() -> [TraitCollection] {
    var out: [TraitCollection] = []
    for device in DevicePreset.all {
      for o in DevicePreset.Orientation.allCases {
        for style in UserInterfaceStyle.allCases {
          var t = device.traits(o)
          t.style = style
          out.append(t)
        }
      }
    }
    return out
  }

  @Test(arguments: catalogs)
  func sourceEqualsCompiled(_ path: String) throws {
    let dir = Fixtures.TempDir()
    let result = try SourceCatalogReader.read(paths: [path], options: .init(inspector: .imaging))
    let compiled = try Self.compile(result, to: dir.file("c.assetcat"))
    try compiled.verify()
    #expect(compiled.assetNames == result.catalog.assetNames)

    let requests = Self.requests()
    var compared = 0
    for (i, asset) in result.catalog.assets.enumerated() {
      let back = try compiled.loadAsset(at: i)
      #expect(back == asset, "asset '\(asset.name)' changed in the compiled catalog")
      for (j, r) in asset.renditions.enumerated() {
        guard let file = r.file else { continue }
        let original = try Data(contentsOf: URL(fileURLWithPath: SourcePath.join(path, file)))
        #expect(try compiled.payload(assetIndex: i, renditionIndex: j) == original, "payload of '\(file)'")
      }
      for t in requests {
        let s = result.catalog.resolve(asset.name, traits: t)
        let c = compiled.resolve(asset.name, traits: t)
        #expect(s?.rendition == c?.rendition, "'\(asset.name)' for \(t)")
        compared += 1
      }
    }
    print("ROUNDTRIP \(path): \(result.catalog.assets.count) assets, \(compared) requests compared")
  }

  /// Thinning keeps every answer of every request that contains the kept traits.
  @Test(arguments: catalogs)
  func thinningKeepsTheAnswers(_ path: String) throws {
    let dir = Fixtures.TempDir()
    let result = try SourceCatalogReader.read(paths: [path], options: .init(inspector: .imaging))
    for keepText in [
      "idiom=phone,scale=3", "idiom=pad,scale=2,style=dark", "scale=1", "idiom=watch,scale=2", "screenWidth=162",
    ] {
      let keep = try TraitCollection(parsing: keepText)
      let thinned = try Self.compile(result, to: dir.file("t.assetcat"), keep: keep)
      try thinned.verify()
      #expect(thinned.isThinned)
      var kept = 0
      for asset in result.catalog.assets {
        kept += thinned.asset(named: asset.name)?.renditions.count ?? 0
        for t in Self.requests() {
          let request = TraitCollection.merged([t, keep])  // contains keep
          #expect(
            result.catalog.resolve(asset.name, traits: request)?.rendition
              == thinned.resolve(asset.name, traits: request)?.rendition,
            "'\(asset.name)' for \(request) with --keep \(keepText)")
        }
      }
      print(
        "THIN \(path) --keep \(keepText): \(kept) of "
          + "\(result.catalog.assets.reduce(0) { $0 + $1.renditions.count }) renditions kept"
      )
    }
  }
}
