import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// A Photoshop document's merged image decoded as Xcode's ImageIO reads it: image sets
/// hold PSDs, and Xcode builds them.
@Suite("PSD merged image decoding")
struct PSDDecoderTests {
  @Test(
    "raw and RLE merged images of PSD and PSB documents decode to their planar samples",
    arguments: [
      (UInt16(0), false), (0, true), (1, false), (1, true),
    ])
  func decodes(compression: UInt16, large: Bool) throws {
    let image = try ImageDecoder.decode(
      Data(PSDSamples.psd(width: 4, height: 2, compression: compression, large: large)))
    #expect((image.width, image.height) == (4, 2))
    // PSDSamples: raw, the sample of channel c, row y, column x is (c·height + y)·width + x; RLE, (c·height + y)·7 + x.
    let expected: [UInt8] = compression == 0 ? [5, 13, 21, 255] : [8, 22, 36, 255]
    #expect(image.pixel(x: 1, y: 1) == expected)
    #expect(!image.hasTransparentPixels)
  }

  @Test("a cut merged image is damage, never a crash")
  func cut() {
    let file = PSDSamples.psd(width: 4, height: 2, compression: 1)
    for n in 30..<file.count {
      #expect(throws: (any Error).self) { try ImageDecoder.decode(Data(file.prefix(n))) }
    }
  }

  /// A 2×1 RGB document with a fourth channel, raw; `transparent`: its layer info's count is
  /// negative, so that channel is the merged image's transparency (else a saved selection).
  static func fourChannels(transparent: Bool) -> [UInt8] {
    func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func be32(_ v: Int) -> [UInt8] { [0, 0] + be16(v) }
    var out = Array("8BPS".utf8) + be16(1) + [UInt8](repeating: 0, count: 6)
    out += be16(4) + be32(1) + be32(2) + be16(8) + be16(3)
    out += be32(0) + be32(0)  // colour mode data, image resources
    out += transparent ? be32(6) + be32(2) + [0xFF, 0xFF] : be32(0)
    out += be16(0) + [255, 128] + [0, 128] + [0, 255] + [255, 128]
    return out
  }

  @Test("a fourth channel is alpha when the layer count says so, un-matted from white; else it is ignored")
  func alpha() throws {
    let transparent = try ImageDecoder.decode(Data(Self.fourChannels(transparent: true)))
    #expect(transparent.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    #expect(transparent.pixel(x: 1, y: 0) == [1, 1, 255, 128])
    let opaque = try ImageDecoder.decode(Data(Self.fourChannels(transparent: false)))
    #expect(opaque.pixel(x: 1, y: 0) == [128, 128, 255, 255])
    #expect(try ImageProbe.probe(Data(Self.fourChannels(transparent: true))).hasAlpha)
    #expect(try !ImageProbe.probe(Data(Self.fourChannels(transparent: false))).hasAlpha)
  }
}
