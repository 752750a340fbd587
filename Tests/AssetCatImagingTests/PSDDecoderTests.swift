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
}
