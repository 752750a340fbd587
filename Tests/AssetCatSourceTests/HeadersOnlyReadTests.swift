import AssetCatCore
import AssetCatImageStructure
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// AssetCatSource links no C: what a reader without AssetCatImaging (the default inspector,
/// `ImageInspector.headersOnly`) reports, beside the full inspector every command passes.
@Suite struct HeadersOnlyReadTests {
  /// A catalog with a PDF, an SVG, an intact PNG, one whose image data is cut behind right CRCs,
  /// and one whose CRC does not match its bytes.
  static func catalog() throws -> FixtureCatalog {
    let cat = try FixtureCatalog()
    for (name, file) in [
      ("Page", "page.pdf"), ("Drawing", "drawing.svg"), ("Good", "good.png"), ("Cut", "cut.png"), ("Bad", "bad.png"),
    ] {
      try cat.contents(
        "\(name).imageset",
        #"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "#
          + #""info" : { "author" : "xcode", "version" : 1 } }"#
      )
    }
    try cat.write(
      "Page.imageset/page.pdf",
      PDFBuilder.classic([
        "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 30] >>",
      ]))
    try cat.write(
      "Drawing.imageset/drawing.svg",
      Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect width="24" height="12"/></svg>"#.utf8)
    )
    try cat.write("Good.imageset/good.png", Data(StructureSamples.png))
    try cat.write(
      "Cut.imageset/cut.png", Data(StructureSamples.png(idat: [Array(StructureSamples.pngImageData.prefix(20))])))
    var bad = StructureSamples.png
    bad[StructureSamples.pngChunkOffsets[2] + 9] ^= 0xFF  // a byte of the first IDAT's data, its CRC left as it was
    try cat.write("Bad.imageset/bad.png", Data(bad))
    return cat
  }

  static func vectorSize(_ r: SourceReadResult, _ name: String) -> Size? {
    r.catalog.asset(named: name)?.renditions.first?.vectorSize
  }
  static func probe(_ cat: FixtureCatalog, _ r: SourceReadResult, _ inner: String) -> ProbeResult? {
    r.probes[cat.path + "/" + inner]
  }

  @Test("by default a PDF's or SVG's size is unknown: its probe has the format only, its rendition no vector size")
  func vectorSizesUnknown() throws {
    let cat = try Self.catalog()
    let plain = try SourceCatalogReader.read(path: cat.path)
    #expect(plain.inspector == .headersOnly)
    #expect(Self.vectorSize(plain, "Page") == nil)
    #expect(Self.vectorSize(plain, "Drawing") == nil)
    #expect(try Self.probe(cat, plain, "Page.imageset/page.pdf")?.get() == ImageInfo(format: .pdf))
    #expect(try Self.probe(cat, plain, "Drawing.imageset/drawing.svg")?.get() == ImageInfo(format: .svg))
    #expect(plain.catalog.asset(named: "Page")?.renditions.first?.format == .pdf)

    let full = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    #expect(Self.vectorSize(full, "Page") == Size(width: 40, height: 30))
    #expect(Self.vectorSize(full, "Drawing") == Size(width: 24, height: 12))
  }

  @Test("by default a PNG's chunks and CRCs are walked as always, but its image data is not inflated")
  func pngChecks() throws {
    let cat = try Self.catalog()
    let plain = try SourceCatalogReader.read(path: cat.path)
    let full = try SourceCatalogReader.read(path: cat.path, options: .init(inspector: .imaging))
    // The same header, and the same CRC mismatch (the Swift CRC-32 is libdeflate's function).
    #expect(
      try Self.probe(cat, plain, "Good.imageset/good.png")?.get()
        == Self.probe(cat, full, "Good.imageset/good.png")?.get())
    let crc = Self.probe(cat, full, "Bad.imageset/bad.png")
    #expect(throws: ImagingError.self) { try crc?.get() }
    #expect(Self.probe(cat, plain, "Bad.imageset/bad.png").map { "\($0)" } == crc.map { "\($0)" })
    // Cut image data behind right CRCs: damage for the full inspector only.
    #expect(try Self.probe(cat, full, "Cut.imageset/cut.png")?.get().imageDataDamage != nil)
    #expect(try Self.probe(cat, plain, "Cut.imageset/cut.png")?.get().imageDataDamage == nil)
    #expect(plain.diagnostics == full.diagnostics)
  }

  @Test("imageDataIsDamaged checks with the inspector the catalogs were read with")
  func damageAfterDecode() throws {
    let cat = try Self.catalog()
    let good = cat.path + "/Good.imageset/good.png"
    let bad = cat.path + "/Bad.imageset/bad.png"
    let unchecked = try SourceCatalogReader.read(
      path: cat.path, options: .init(checkImageData: false, inspector: .imaging))
    #expect(try Self.probe(cat, unchecked, "Cut.imageset/cut.png")?.get().imageDataDamage == nil)
    #expect(unchecked.imageDataIsDamaged(besides: [good, bad], jobs: 1))
    #expect(!unchecked.imageDataIsDamaged(besides: [good, bad, cat.path + "/Cut.imageset/cut.png"], jobs: 1))
    let plain = try SourceCatalogReader.read(
      path: cat.path, options: .init(checkImageData: false, inspector: .headersOnly))
    #expect(!plain.imageDataIsDamaged(besides: [good, bad], jobs: 1))
  }
}
