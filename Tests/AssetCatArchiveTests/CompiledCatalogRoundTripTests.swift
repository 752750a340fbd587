import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCore
import Foundation
import Testing

@Suite struct CompiledCatalogRoundTripTests {
  @Test func modelSurvivesTheFile() throws {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Out.assetcat")
    let blob = AppearanceRulesBlob(
      encoding: AppearanceRulesBlob.jsonEncoding, bytes: Array(#"{"version":1,"rules":[]}"#.utf8))
    let summary = try CompiledCatalogWriter(
      options: .init(appearanceRules: blob, metadata: ["keep": "idiom=phone"], thinned: true)
    )
    .write(catalog, to: out, payload: Fixtures.materialize(files, under: dir.file("src")))
    let compiled = try CompiledCatalog(contentsOf: out)
    try compiled.verify()
    #expect(compiled.assetNames == catalog.assetNames)
    for asset in catalog.assets {
      #expect(try compiled.loadAsset(named: asset.name) == asset)
    }
    #expect(compiled.asset(named: "Nope") == nil)
    #expect(compiled.asset(named: "icons/star") == nil)
    #expect(compiled.isThinned)
    #expect(try compiled.metadata() == ["keep": "idiom=phone"])
    #expect(compiled.appearanceRules() == blob)
    #expect(summary.payloadReferences == 9)
    #expect(summary.payloadCount == 8)  // logo@3x and copy@3x share bytes

    // Payloads come back byte for byte.
    for (ai, name) in compiled.assetNames.enumerated() {
      let asset = try compiled.loadAsset(at: ai)
      #expect(asset.name == name)
      for (ri, r) in asset.renditions.enumerated() {
        let bytes = try compiled.payload(assetIndex: ai, renditionIndex: ri)
        #expect(bytes.map { Array($0) } == r.file.flatMap { files[$0] })
      }
    }
  }

  @Test func canonicallyEquivalentNamesFindTheAsset() throws {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Out.assetcat")
    try CompiledCatalogWriter().write(catalog, to: out, payload: Fixtures.inMemory(files))
    let compiled = try CompiledCatalog(contentsOf: out)
    let decomposed = "Cafe\u{301}"
    #expect(catalog.asset(named: decomposed) != nil)
    #expect(compiled.asset(named: decomposed)?.name == "Café")
  }

  @Test func resolvesLikeTheSource() throws {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Out.assetcat")
    try CompiledCatalogWriter().write(catalog, to: out, payload: Fixtures.inMemory(files))
    let compiled = try CompiledCatalog(contentsOf: out)
    for name in catalog.assetNames {
      for idiom in [nil, Idiom.phone, .pad, .watch] {
        for width in [nil, 136, 162, 184] {
          for scale in 1...3 {
            for style in [UserInterfaceStyle.light, .dark] {
              let t = TraitCollection(
                idiom: idiom, screenWidth: width.map(ScreenWidth.points), scale: scale, style: style)
              #expect(catalog.resolve(name, traits: t)?.rendition == compiled.resolve(name, traits: t)?.rendition)
            }
          }
        }
      }
    }
  }

  @Test func emptyCatalog() throws {
    let dir = Fixtures.TempDir()
    let out = dir.file("Empty.assetcat")
    try CompiledCatalogWriter().write(AssetCatalog(assets: []), to: out, payload: { _, _ in nil })
    let compiled = try CompiledCatalog(contentsOf: out)
    try compiled.verify()
    #expect(compiled.assetNames.isEmpty)
    #expect(compiled.asset(named: "x") == nil)
  }
}

@Suite struct CompiledCatalogWriterTests {
  @Test func deterministicAcrossRunsJobsAndSources() throws {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let fromDisk = Fixtures.materialize(files, under: dir.file("src"))
    var outputs: [Data] = []
    for (i, jobs) in [1, 1, 2, 8].enumerated() {
      let out = dir.file("Out\(i).assetcat")
      try CompiledCatalogWriter(options: .init(jobs: jobs, chunkSize: 7)).write(catalog, to: out, payload: fromDisk)
      outputs.append(try Data(contentsOf: out))
    }
    let memOut = dir.file("Mem.assetcat")
    try CompiledCatalogWriter().write(catalog, to: memOut, payload: Fixtures.inMemory(files))
    outputs.append(try Data(contentsOf: memOut))
    #expect(Set(outputs).count == 1)
  }

  @Test func deduplicatesByContent() throws {
    let dir = Fixtures.TempDir()
    let same = Fixtures.bytes(9, count: 5000)
    var files: [String: [UInt8]] = [:]
    var assets: [Asset] = []
    for i in 0..<10 {
      let path = "A\(i).imageset/a.png"
      files[path] = same
      assets.append(
        Asset(
          name: "A\(i)", kind: .image, path: "A\(i).imageset",
          renditions: [Rendition(slot: .init(scale: 1), file: path, format: .png, order: 0)]))
    }
    let out = dir.file("Out.assetcat")
    let summary = try CompiledCatalogWriter().write(
      AssetCatalog(assets: assets), to: out, payload: Fixtures.materialize(files, under: dir.file("src")))
    #expect(summary.payloadCount == 1)
    #expect(summary.payloadBytes == 5000)
    let size = try FileManager.default.attributesOfItem(atPath: out.path)[.size] as! Int
    #expect(size < 5000 + 4000)
    let compiled = try CompiledCatalog(contentsOf: out)
    try compiled.verify()
    #expect(try compiled.payload(assetIndex: 9, renditionIndex: 0) == Data(same))
  }

  @Test func failedWriteLeavesThePreviousOutput() throws {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Out.assetcat")
    try CompiledCatalogWriter().write(catalog, to: out, payload: Fixtures.inMemory(files))
    let before = try Data(contentsOf: out)
    let missing: (Asset, Rendition) -> CompiledCatalogWriter.PayloadSource? = { _, r in
      r.file.map { .file(dir.file("nowhere/\($0)")) }
    }
    #expect(throws: CompiledCatalogWriteError.self) {
      try CompiledCatalogWriter().write(catalog, to: out, payload: missing)
    }
    #expect(try Data(contentsOf: out) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }
}
