import AssetCatCAR
import AssetCatCore
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatCARWriter

/// A large PDF is drawn a band of rows at a time into its palette image: the record is the one
/// the whole drawing makes, byte for byte, and one of many colours is drawn whole.
@Suite struct CARBandedDrawingTests {
  /// A page of `side` points: flat rectangles at fractional positions (a few coverage values at
  /// their edges) across the band boundaries, and with `shaded`, a gradient of many colours.
  static func pdf(side: Int, shaded: Bool = false) -> Data {
    let shading =
      "/Resources << /Shading << /Sh1 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 \(side) \(side)] "
      + "/Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> >> >> >>"
    let content =
      (shaded ? "/Sh1 sh\n" : "")
      + "0.2 0.4 0.8 rg 10.3 20.6 300.5 \(side - 40) re f\n1 0.5 0 rg 400.25 5.5 200 \(side / 2) re f\n"
      + "0 0 0 rg 100.5 \(side / 3).7 \(side - 200) 50.2 re f\n"
    return PDFBuilder.classic(PDFBuilder.page("/MediaBox [0 0 \(side) \(side)] \(shading)", content: content))
  }

  /// `data` as `big.pdf` in a folder of its own (the rendition is named by the file).
  static func write(_ data: Data) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banded-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("big.pdf").path
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  static func remove(_ paths: String...) {
    for p in paths { try? FileManager.default.removeItem(atPath: (p as NSString).deletingLastPathComponent) }
  }

  static let rendition = Rendition(slot: TraitCollection(scale: 3), file: "big.pdf", format: .pdf, order: 0)

  /// The record drawn whole, as every drawing was before bands.
  static func wholeRecord(_ path: String, scale: Int, encodings: CARPixelEncodings) throws -> [UInt8] {
    var image = try CARRenditionEncoder.render(path, scale: scale)
    let csi = try CARRenditionEncoder.drawnBitmap(
      &image, rendition: rendition, file: "big.pdf", scale: scale, encodings: encodings)
    return try CARRenditionEncoder.record(csi)
  }

  @Test("a drawing of 42 MB of pixels is drawn in bands, into the same palette image as drawn whole")
  func bandedMatchesWhole() throws {
    let path = try Self.write(Self.pdf(side: 1100))
    defer { Self.remove(path) }
    let encodings = CARPixelEncodings(palette: true)
    let banded = try #require(
      try CARBandedDrawing(
        CARRenditionEncoder.drawable(path, scale: 3), rendition: Self.rendition, file: "big.pdf", scale: 3,
        encodings: encodings))
    #expect(banded.width == 3300 && banded.height == 3300 && banded.bandRows < 400)
    let csi = try #require(try banded.paletteRendition())
    #expect(csi.header.flags & CSIHeader.vectorBasedFlag != 0)
    let record = try CARRenditionEncoder.record(csi)
    #expect(record == (try Self.wholeRecord(path, scale: 3, encodings: encodings)))
    let rasterized = try CARRenditionEncoder.rasterized(
      Self.rendition, facet: "big", filePath: path, scale: 3, encodings: encodings)
    #expect(try CARRenditionEncoder.record(rasterized) == record)
  }

  @Test("a large drawing of many colours, a small one, or one without palette images is drawn whole")
  func drawnWhole() throws {
    let shaded = try Self.write(Self.pdf(side: 1100, shaded: true))
    let small = try Self.write(Self.pdf(side: 300))
    defer { Self.remove(shaded, small) }
    let palette = CARPixelEncodings(palette: true)
    let banded = try #require(
      try CARBandedDrawing(
        CARRenditionEncoder.drawable(shaded, scale: 3), rendition: Self.rendition, file: "big.pdf", scale: 3,
        encodings: palette))
    #expect(try banded.paletteRendition() == nil)
    let rasterized = try CARRenditionEncoder.rasterized(
      Self.rendition, facet: "big", filePath: shaded, scale: 3, encodings: palette)
    #expect(try CARRenditionEncoder.record(rasterized) == (try Self.wholeRecord(shaded, scale: 3, encodings: palette)))
    #expect(
      try CARBandedDrawing(
        CARRenditionEncoder.drawable(small, scale: 3), rendition: Self.rendition, file: "big.pdf", scale: 3,
        encodings: palette) == nil)
    #expect(
      try CARBandedDrawing(
        CARRenditionEncoder.drawable(shaded, scale: 3), rendition: Self.rendition, file: "big.pdf", scale: 3,
        encodings: CARPixelEncodings(palette: false)) == nil)
  }

  @Test("palette indices made a piece at a time are the ones made at once")
  func indexerInPieces() {
    var pixels: [UInt8] = []
    for i in 0..<1000 { pixels += [UInt8(i % 7), UInt8(i % 3), 9, 255] }
    let whole = CARPaletteEncoder.index(pixels)
    var indexer = CARPaletteIndexer()
    var indices = [UInt8](repeating: 0, count: 1000)
    var ok = true
    for (start, end) in [(0, 3), (3, 500), (500, 997), (997, 1000)] {
      ok =
        ok
        && pixels[start * 4..<end * 4].withUnsafeBytes { px in
          indices.withUnsafeMutableBufferPointer {
            indexer.add(px, to: UnsafeMutableBufferPointer(rebasing: $0[start..<end]))
          }
        }
    }
    #expect(ok && whole?.colors == indexer.colors && whole?.indices == indices)
  }
}
