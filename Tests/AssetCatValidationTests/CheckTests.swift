import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import AssetCatValidation
import CAssetCatShims
import Foundation
import Testing

/// The checks on top of the reader, on catalogs written to temporary folders. Each test states a
/// case that must trigger its code and a near miss that must not.
@Suite("Checks AC020–AC024")
struct CheckTests {
  static func png(_ w: Int, _ h: Int, _ type: PNGWriter.ColorType = .rgba) -> Data {
    PNGWriter.png(width: w, height: h, colorType: type)
  }

  static func codes(_ r: ValidationReport) -> [DiagnosticCode] { r.diagnostics.map(\.code) }

  @Test func scalesThatAgreeAreClean() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "Logo", [("a.png", "1x"), ("a@2x.png", "2x"), ("a@3x.png", "3x")],
      files: ["a.png": Self.png(10, 7), "a@2x.png": Self.png(20, 14), "a@3x.png": Self.png(30, 21)])
    #expect(try await c.validate().diagnostics.isEmpty)
  }

  @Test func a3xThatIsNotThreeTimesThe1xIsAWarning() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "Logo", [("a.png", "1x"), ("a@2x.png", "2x"), ("a@3x.png", "3x")],
      files: ["a.png": Self.png(10, 10), "a@2x.png": Self.png(20, 20), "a@3x.png": Self.png(31, 30)])
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC021])
    let d = try #require(r.diagnostics.first)
    #expect(d.severity == .warning)
    #expect(d.asset == "Logo")
    #expect(d.path == c.path + "/Logo.imageset/Contents.json")
    #expect(d.line == 5)
    #expect(d.message.contains("31×30 pixels") && d.message.contains("expected 30×30 pixels"))
    #expect(r.exitCode(strict: false) == 0)
  }

  @Test func theOddOneOutIsBlamedNotThe1x() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "Logo", [("a.png", "1x"), ("a@2x.png", "2x"), ("a@3x.png", "3x")],
      files: ["a.png": Self.png(11, 10), "a@2x.png": Self.png(20, 20), "a@3x.png": Self.png(30, 30)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC021])
    #expect(r.diagnostics[0].line == 3)
    #expect(r.diagnostics[0].message.hasPrefix("'a.png' at 1x is 11×10 pixels, expected 10×10 pixels"))
  }

  @Test func aSizeThatIsNotAWholeNumberOfPointsIsAWarning() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Logo", [("a@2x.png", "2x")], files: ["a@2x.png": Self.png(21, 20)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC021])
    #expect(r.diagnostics[0].message.contains("10.5×10 points"))
    #expect(r.diagnostics[0].message.contains("expected 22×20 pixels"))
  }

  /// A complication's image set declares Apple's half-point sizes (`101.5x101.5`, 203 pixels at
  /// 2x): the declared size is what Xcode checks, so no AC021; a file of another size still is.
  @Test func aDeclaredHalfPointSizeIsClean() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.write(
      "Extra Large.imageset/Contents.json",
      #"{ "images" : [ { "filename" : "a@2x.png", "idiom" : "watch", "scale" : "2x", "screen-width" : ">145", "#
        + #""size" : "101.5x101.5" }, { "filename" : "b@2x.png", "idiom" : "watch", "scale" : "2x", "#
        + #""screen-width" : ">161", "size" : "101.5x101.5" } ] }"#
    )
    try c.write("Extra Large.imageset/a@2x.png", Self.png(203, 203))
    try c.write("Extra Large.imageset/b@2x.png", Self.png(205, 205))
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC021], "\(r.diagnostics)")
    #expect(r.diagnostics.first?.message.contains("'b@2x.png'") == true)
  }

  @Test func appIconOfTheWrongSizeIsAWarning() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.write(
      "AppIcon.appiconset/Contents.json",
      """
      { "images" : [
          { "filename" : "good.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
          { "filename" : "bad.png", "idiom" : "iphone", "scale" : "3x", "size" : "60x60" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try c.write("AppIcon.appiconset/good.png", Self.png(120, 120))
    try c.write("AppIcon.appiconset/bad.png", Self.png(100, 100))
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC073])
    #expect(r.diagnostics[0].message == "AppIcon.appiconset/bad.png is 100x100 but should be 180x180")
  }

  @Test func singleScaleBitmapBesideScaledBitmapsIsAnError() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "Mixed", [("a.png", nil), ("a@2x.png", "2x")], files: ["a.png": Self.png(2, 2), "a@2x.png": Self.png(4, 4)])
    try c.imageSet("Single", [("b.png", nil)], files: ["b.png": Self.png(3, 3)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC022])
    #expect(r.diagnostics[0].asset == "Mixed")
    #expect(r.diagnostics[0].severity == .error)
  }

  @Test func wrongSignatureNamesTheRealFormat() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [UInt8](repeating: 0, count: 40))
    try c.imageSet("A", [("a.png", nil)], files: ["a.png": jpeg])
    try c.imageSet("B", [("b.png", nil)], files: ["b.png": Data("just some text, no image\n".utf8)])
    let psdHeader: [UInt8] = Array("8BPS".utf8) + [0, 1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 8, 0, 3]
    // A whole 1×1 document (three empty sections, three bytes of raw image data), and the
    // header alone: a cut document, which nothing reads.
    try c.imageSet("C", [("c.png", nil)], files: ["c.png": Data(psdHeader + [UInt8](repeating: 0, count: 12 + 2 + 3))])
    try c.imageSet("D", [("d.png", nil)], files: ["d.png": try Self.jpeg()])
    try c.imageSet("E", [("e.png", nil)], files: ["e.png": Data(psdHeader)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC020, .AC020, .AC020, .AC020, .AC020])
    #expect(r.diagnostics[0].message.hasPrefix("'a.png' is a JPEG image, not a PNG"))
    #expect(r.diagnostics[0].path == c.path + "/A.imageset/a.png")
    #expect(r.diagnostics[1].message.hasPrefix("'b.png' is not a PNG"))
    #expect(
      r.diagnostics[2].message.hasPrefix("'c.png' is a Photoshop document, not a PNG"), "\(r.diagnostics[2].message)")
    #expect(r.diagnostics[3].message.hasPrefix("'d.png' is a JPEG image, not a PNG; Xcode reads it by its content"))
    #expect(
      r.diagnostics[4].message == "'e.png' is a Photoshop document, not a PNG; re-export it as a PNG or rename it",
      "\(r.diagnostics[4].message)")
    // A damaged JPEG or Photoshop document and bytes of no format are errors; an intact JPEG, or
    // an intact format assetcat does not read, under a PNG's name is what Xcode builds (it reads
    // by content): warnings.
    #expect(r.diagnostics.map(\.severity) == [.error, .error, .warning, .warning, .error])
  }

  @Test func aGitLFSPointerSaysSo() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let pointer =
      "version https://git-lfs.github.com/spec/v1\noid "
      + "sha256:531660e88ac193841adb0f4513b51f1cda94a1db2b372a49c79ae63d462376c9\nsize 1943\n"
    try c.imageSet("A", [("a.png", nil)], files: ["a.png": Data(pointer.utf8)])
    try c.imageSet("B", [("b.png", nil)], files: ["b.png": Data("version 2 of nothing\n".utf8)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC020, .AC020])
    #expect(
      r.diagnostics[0].message
        == "'a.png' is a Git LFS pointer, not the image: the repository keeps it in Git LFS; "
        + "run 'git lfs pull' (or clone with Git LFS installed)"
    )
    #expect(r.diagnostics[0].severity == .error)
    #expect(r.diagnostics[1].message.hasPrefix("'b.png' is not a PNG: its bytes have no known image signature"))
  }

  @Test func truncatedPNGIsAnError() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("A", [("a.png", nil)], files: ["a.png": Self.png(4, 4).prefix(20)])
    try c.imageSet("Empty", [("e.png", nil)], files: ["e.png": Data()])
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC020, .AC020])
    #expect(r.diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func limitsAreOptions() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Big", [("big.png", nil)], files: ["big.png": Self.png(100, 60)])
    #expect(try await c.validate().diagnostics.isEmpty)
    let side = try await c.validate(ValidationOptions(limits: ImageLimits(maxSide: 99, maxPixels: 1 << 20)))
    try #require(Self.codes(side) == [.AC024])
    #expect(side.diagnostics[0].message.contains("--max-side"))
    let pixels = try await c.validate(ValidationOptions(limits: ImageLimits(maxSide: 1000, maxPixels: 5999)))
    try #require(Self.codes(pixels) == [.AC024])
    #expect(pixels.diagnostics[0].message.contains("--max-pixels"))
    let exact = try await c.validate(ValidationOptions(limits: ImageLimits(maxSide: 100, maxPixels: 6000)))
    #expect(exact.diagnostics.isEmpty)
  }

  @Test func templateNeedsTransparency() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let template = #"{ "template-rendering-intent" : "template" }"#
    try c.imageSet("Alpha", [("a.png", nil)], properties: template, files: ["a.png": Self.png(2, 2, .rgba)])
    try c.imageSet("Gray", [("g.png", nil)], properties: template, files: ["g.png": Self.png(2, 2, .gray)])
    try c.imageSet("RGB", [("r.png", nil)], properties: template, files: ["r.png": Self.png(2, 2, .rgb)])
    try c.imageSet(
      "Original", [("o.png", nil)], properties: #"{ "template-rendering-intent" : "original" }"#,
      files: ["o.png": Self.png(2, 2, .rgb)])
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC023, .AC023])
    #expect(r.diagnostics.map(\.asset) == ["Gray", "RGB"])
    #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func decodeFindsAnOpaqueAlphaChannelInATemplate() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let template = #"{ "template-rendering-intent" : "template" }"#
    let opaque = PNGWriter.png(width: 3, height: 3, colorType: .rgba, pixel: [10, 20, 30, 255])
    try c.imageSet("Opaque", [("o.png", nil)], properties: template, files: ["o.png": opaque])
    try c.imageSet("Clear", [("c.png", nil)], properties: template, files: ["c.png": Self.png(3, 3)])
    #expect(try await c.validate().diagnostics.isEmpty)  // the header says it has alpha
    let r = try await c.validate(ValidationOptions(decode: true))
    try #require(Self.codes(r) == [.AC023])
    #expect(r.diagnostics[0].asset == "Opaque")
    #expect(r.diagnostics[0].message.contains("every pixel is opaque"))
  }

  @Test func damagedDataIsFoundWithoutDecodeByItsCRC() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    var bytes = [UInt8](PNGWriter.png(width: 16, height: 16))
    // Damage the IDAT payload past the header (keeps IHDR intact; the chunk CRC no longer matches).
    let idat = bytes.indices.first { bytes[$0...].starts(with: Array("IDAT".utf8)) }!
    for i in (idat + 20)..<(idat + 60) { bytes[i] ^= 0x5A }
    try c.imageSet("Damaged", [("d.png", nil)], files: ["d.png": Data(bytes)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC020])
    #expect(r.diagnostics[0].message.contains("'IDAT' chunk at byte \(idat - 4): CRC mismatch"))
  }

  @Test func decodeFindsDamageTheStructureCannotSee() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    var bytes = [UInt8](PNGWriter.png(width: 16, height: 16))
    // Damage the IDAT payload and recompute its CRC: every chunk is whole, the pixels are not.
    let idat = bytes.indices.first { bytes[$0...].starts(with: Array("IDAT".utf8)) }!
    let length =
      Int(bytes[idat - 4]) << 24 | Int(bytes[idat - 3]) << 16 | Int(bytes[idat - 2]) << 8 | Int(bytes[idat - 1])
    for i in (idat + 20)..<min(idat + 60, idat + 4 + length) { bytes[i] ^= 0x5A }
    let crc = CRC32.checksum(Array(bytes[idat..<(idat + 4 + length)]))
    for k in 0..<4 { bytes[idat + 4 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
    try c.imageSet("Damaged", [("d.png", nil)], files: ["d.png": Data(bytes)])
    // The IDAT zlib stream is checked without --decode too.
    #expect(try Self.codes(await c.validate()) == [.AC020])
    // A row filter type that does not exist: chunks, CRCs and zlib stream intact; only a decode sees it.
    try c.imageSet(
      "BadFilter", [("f.png", nil)], files: ["f.png": Data(StructureSamples.pngWithBadFilter(width: 16, height: 16))])
    #expect(try await c.validate().diagnostics.filter { $0.path.hasSuffix("f.png") }.isEmpty)
    let r = try await c.validate(ValidationOptions(decode: true))
    #expect(Self.codes(r) == [.AC020, .AC020])
    #expect(r.diagnostics.contains { $0.path.hasSuffix("BadFilter.imageset/f.png") })
  }

  @Test func aVectorPageOverThePixelLimitsIsAC024() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    let page =
      "<< /Type /Catalog /Pages 2 0 R >> endobj 2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj 3 0 "
      + "obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 1000000 1000000] >>"
    try c.imageSet(
      "Huge", [("huge.pdf", nil)],
      files: ["huge.pdf": Data("%PDF-1.4\n1 0 obj \(page) endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)])
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC024])
    #expect(r.diagnostics.first?.message.contains("1000000×1000000") == true)
  }

  @Test func bytesAfterIENDAreAWarning() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Tail", [("t.png", nil)], files: ["t.png": PNGWriter.png(width: 4, height: 4) + Data("junk".utf8)])
    let r = try await c.validate()
    #expect(Self.codes(r) == [.AC020])
    #expect(r.diagnostics.first?.severity == .warning)
    #expect(r.diagnostics.first?.message.contains("4 bytes after its IEND chunk") == true)
  }

  @Test func aBrokenVectorIsAC020() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet("Doc", [("doc.pdf", nil)], files: ["doc.pdf": Data("%PDF-1.4\nnothing here\n".utf8)])
    try c.imageSet(
      "Pic", [("pic.svg", nil)],
      files: ["pic.svg": Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"12\" height=\"8\"/>".utf8)])
    let r = try await c.validate()
    try #require(Self.codes(r) == [.AC020])
    #expect(r.diagnostics[0].message.hasPrefix("'doc.pdf' is not a readable PDF"))
  }

  @Test func aJPEGTemplateHasNoTransparency() async throws {
    let c = try TestCatalog()
    defer { c.remove() }
    try c.imageSet(
      "Photo", [("p.jpg", nil)], properties: #"{ "template-rendering-intent" : "template" }"#,
      files: ["p.jpg": try Self.jpeg()])
    let r = try await c.validate(ValidationOptions(decode: true))
    try #require(Self.codes(r) == [.AC023])
    #expect(r.diagnostics[0].message.contains("JPEG"))
  }

  /// A small RGB JPEG, through the imaging module's libjpeg encoder.
  static func jpeg() throws -> Data {
    let samples = [UInt8](repeating: 0x80, count: 8 * 8 * 3)
    var options = acshim_jpeg_encode_options()
    options.components = 3
    options.quality = 90
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = samples.withUnsafeBufferPointer {
      acshim_jpeg_encode($0.baseAddress, 8, 8, &options, &out, &size, &message, message.count)
    }
    guard status == ACSHIM_OK, let out else { throw JPEGEncodeFailed() }
    defer { acshim_free(out) }
    return Data(bytes: out, count: size)
  }
  struct JPEGEncodeFailed: Error {}
}
