import AssetCatTestSupport
import Foundation
import Testing

/// SPEC §6 last paragraph: a damaged image is AC020 without `--decode`, and `compile` (which
/// validates first) writes nothing and exits 1.
@Suite("damaged images stop validate and compile without --decode")
struct DamagedImageCommandTests {
  static func catalog(_ file: String, _ bytes: [UInt8]) throws -> FixtureCatalog {
    let catalog = try FixtureCatalog()
    try catalog.contents(
      "Icon.imageset",
      #"{"images":[{"idiom":"universal","filename":"\#(file)"}],"info":{"version":1,"author":"xcode"}}"#)
    try catalog.write("Icon.imageset/\(file)", Data(bytes))
    return catalog
  }

  static func expectRefused(_ file: String, _ bytes: [UInt8], _ what: String) throws {
    let catalog = try catalog(file, bytes)
    let validate = try AssetCatExecutable.run(["validate", catalog.path])
    #expect(validate.status == 1, "\(what): \(validate.stdout)")
    #expect(validate.stdout.contains("error: ") && validate.stdout.contains("[AC020]"), "\(what): \(validate.stdout)")
    let output = catalog.root.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let compile = try AssetCatExecutable.run([
      "compile", catalog.path, "-o", output.appendingPathComponent("A.assetcat").path,
    ])
    #expect(compile.status == 1, "\(what)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty, "\(what): compile wrote something")
  }

  @Test("an intact sample passes, so the refusals below are the damage's doing")
  func intact() throws {
    // A real JPEG: the scan data of StructureSamples.jpeg is a marker layout, not a picture.
    for (file, bytes) in [("a.png", StructureSamples.png), ("a.jpg", try [UInt8](Data(contentsOf: Self.photo)))] {
      let catalog = try Self.catalog(file, bytes)
      let r = try AssetCatExecutable.run(["validate", catalog.path])
      #expect(r.status == 0 && !r.stdout.contains("[AC020]"), "\(file): \(r.stdout)")
    }
  }

  @Test("a PNG truncated inside each chunk", arguments: StructureSamples.pngChunkOffsets)
  func truncatedPNG(chunk: Int) throws {
    for length in [chunk + 3, chunk + 9] where length < StructureSamples.png.count {
      try Self.expectRefused("a.png", Array(StructureSamples.png.prefix(length)), "cut at \(length)")
    }
  }

  @Test(
    "a PNG with one flipped byte in each chunk; the message names the chunk and its offset",
    arguments: StructureSamples.pngChunkOffsets)
  func flippedPNG(chunk: Int) throws {
    var bytes = StructureSamples.png
    bytes[chunk + 8] ^= 0x20  // the first data byte (IEND: its CRC)
    try Self.expectRefused("a.png", bytes, "flip in chunk at \(chunk)")
    let catalog = try Self.catalog("a.png", bytes)
    let r = try AssetCatExecutable.run(["validate", catalog.path])
    #expect(r.stdout.contains("chunk at byte \(chunk)"), "\(r.stdout)")
  }

  @Test("a JPEG without EOI")
  func jpegWithoutEOI() throws {
    try Self.expectRefused("a.jpg", Array(StructureSamples.jpeg.dropLast(2)), "no EOI")
  }

  @Test("a PNG whose image data is not valid zlib data, every CRC right")
  func badZlibData() throws {
    var data = StructureSamples.pngImageData
    data[6] ^= 0xFF
    try Self.expectRefused("a.png", StructureSamples.png(idat: [data]), "bad zlib data")
  }

  @Test(
    "with --decode, damaged image data is one AC020, found by the decode (the probe does not inflate the data first)")
  func badZlibDataWithDecode() throws {
    var data = StructureSamples.pngImageData
    data[6] ^= 0xFF
    for idat in [data, Array(StructureSamples.pngImageData.prefix(20))] {
      let catalog = try Self.catalog("a.png", StructureSamples.png(idat: [idat]))
      let r = try AssetCatExecutable.run(["validate", "--decode", catalog.path])
      #expect(r.status == 1, "\(r.stdout)")
      #expect(r.stdout.components(separatedBy: "[AC020]").count == 2, "\(r.stdout)")
    }
  }

  @Test("a PNG whose zlib stream is cut, every CRC right and IEND present")
  func cutZlibData() throws {
    try Self.expectRefused(
      "a.png", StructureSamples.png(idat: [Array(StructureSamples.pngImageData.prefix(20))]), "cut zlib stream")
  }

  @Test("a PNG without IEND, and one cut to 60 bytes")
  func pngWithoutEndOrCut() throws {
    try Self.expectRefused("a.png", Array(StructureSamples.png.dropLast(12)), "no IEND")
    try Self.expectRefused("a.png", Array(StructureSamples.png.prefix(60)), "cut to 60 bytes")
  }

  /// A real JPEG from the sample catalog.
  static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("SampleAssets/Demo.xcassets/Photo.imageset/photo-phone@3x.jpg")

  @Test("a JPEG cut to a third and closed with EOI: intact markers, but libjpeg's corrupt-data warning is damage")
  func cutJPEGClosedWithEOI() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.photo))
    let cut = Array(bytes.prefix(bytes.count / 3)) + [0xFF, 0xD9]
    let intact = try Self.catalog("a.jpg", bytes)
    for decode in [[], ["--decode"]] {
      #expect(try AssetCatExecutable.run(["validate"] + decode + [intact.path]).status == 0)
    }
    try Self.expectRefused("a.jpg", cut, "cut JPEG closed with EOI")
    let catalog = try Self.catalog("a.jpg", cut)
    let r = try AssetCatExecutable.run(["validate", "--decode", catalog.path])
    #expect(r.status == 1 && r.stdout.contains("[AC020]"), "\(r.stdout)")
  }
}
