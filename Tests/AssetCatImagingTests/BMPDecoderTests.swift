import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

/// BMPs decoded as Xcode's ImageIO reads them: image sets hold them, and Xcode builds them.
@Suite("BMP decoding")
struct BMPDecoderTests {
  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
  static func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }

  /// A `width`×`height` BMP with a 40-byte header; `rows` bottom first unless `height` < 0.
  static func bmp(width: Int, height: Int, bits: Int, compression: Int = 0, extra: [UInt8] = [], rows: [[UInt8]])
    -> [UInt8]
  {
    let padded = rows.map { $0 + [UInt8](repeating: 0, count: ($0.count + 3) / 4 * 4 - $0.count) }
    let offset = 14 + 40 + extra.count
    var out = Array("BM".utf8) + le32(offset + padded.joined().count) + le32(0) + le32(offset)
    out += le32(40) + le32(width) + le32(height) + le16(1) + le16(bits) + le32(compression)
    out += le32(0) + le32(2835) + le32(2835) + le32(0) + le32(0)
    return out + extra + Array(padded.joined())
  }

  @Test("24-bit BGR rows, bottom first, padded to four bytes")
  func bgr24() throws {
    let file = Self.bmp(width: 2, height: 2, bits: 24, rows: [[0, 0, 255, 0, 255, 0], [255, 0, 0, 255, 255, 255]])
    let image = try ImageDecoder.decode(Data(file))
    #expect((image.width, image.height) == (2, 2))
    // The first stored row is the bottom one.
    #expect(image.pixel(x: 0, y: 1) == [255, 0, 0, 255])
    #expect(image.pixel(x: 1, y: 1) == [0, 255, 0, 255])
    #expect(image.pixel(x: 0, y: 0) == [0, 0, 255, 255])
    #expect(image.pixel(x: 1, y: 0) == [255, 255, 255, 255])
    #expect(try ImageProbe.probe(Data(file)).format == .bmp)
  }

  @Test("an 8-bit palette, top first (a negative height)")
  func palette8() throws {
    let palette: [UInt8] = [0, 0, 255, 0] + [255, 0, 0, 0] + [UInt8](repeating: 0, count: 254 * 4)
    let file = Self.bmp(width: 3, height: -1, bits: 8, extra: palette, rows: [[0, 1, 0]])
    let image = try ImageDecoder.decode(Data(file))
    #expect(image.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    #expect(image.pixel(x: 1, y: 0) == [0, 0, 255, 255])
  }

  @Test("32-bit with bit fields and an alpha mask (compression 6)")
  func bitfieldsAlpha() throws {
    let masks = Self.le32(0x00FF_0000) + Self.le32(0x0000_FF00) + Self.le32(0x0000_00FF) + Self.le32(0xFF00_0000)
    let file = Self.bmp(width: 1, height: 1, bits: 32, compression: 6, extra: masks, rows: [[10, 20, 30, 128]])
    let image = try ImageDecoder.decode(Data(file))
    #expect(image.pixel(x: 0, y: 0) == [30, 20, 10, 128])
    #expect(try ImageProbe.probe(Data(file)).hasAlpha)
  }

  @Test("run-length pixels (which assetcat does not decode) are refused at the probe; cut rows are truncation")
  func refused() {
    let rle = Self.bmp(
      width: 2, height: 1, bits: 8, compression: 1, extra: [UInt8](repeating: 0, count: 1024),
      rows: [[0, 0]])
    #expect(throws: ImagingError.corrupt("its pixels are run-length encoded, which assetcat does not decode")) {
      try ImageProbe.probe(Data(rle))
    }
    let file = Self.bmp(
      width: 4, height: 4, bits: 24, rows: Array(repeating: [UInt8](repeating: 9, count: 12), count: 4))
    for n in 2..<file.count {
      #expect(throws: (any Error).self) { try ImageDecoder.decode(Data(file.prefix(n))) }
    }
  }
}
