import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

@Suite("Bitmap scaling through cairo and PNG encoding")
struct BitmapScalerTests {
  /// `width`×`height` pixels, the left half `left` and the right half `right` (RGBA).
  static func halves(_ width: Int, _ height: Int, _ left: [UInt8], _ right: [UInt8]) -> DecodedImage {
    var rgba: [UInt8] = []
    for _ in 0..<height { for x in 0..<width { rgba += x < width / 2 ? left : right } }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  @Test func downscalingKeepsEachHalfsColor() throws {
    let image = Self.halves(64, 64, [255, 0, 0, 255], [0, 0, 255, 255])
    let scaled = try BitmapScaler.scale(image, width: 16, height: 16)
    #expect((scaled.width, scaled.height) == (16, 16))
    #expect(scaled.pixel(x: 2, y: 8) == [255, 0, 0, 255])
    #expect(scaled.pixel(x: 13, y: 8) == [0, 0, 255, 255])
  }

  @Test func transparentPixelsDoNotBleedTheirColor() throws {
    // Transparent "black" beside opaque white: premultiplied scaling keeps the edge white.
    let image = Self.halves(64, 64, [0, 0, 0, 0], [255, 255, 255, 255])
    let scaled = try BitmapScaler.scale(image, width: 8, height: 8)
    for x in 0..<8 {
      let p = scaled.pixel(x: x, y: 4)
      if p[3] > 0 { #expect(p[0] >= 250 && p[1] >= 250 && p[2] >= 250, "\(x): \(p)") }
    }
  }

  @Test func encodedPNGDecodesToTheSamePixelsAndIsStable() throws {
    let image = Self.halves(6, 3, [10, 20, 30, 255], [40, 50, 60, 255])
    let rgb = try PNGEncoder.encode(image, opaque: true)
    #expect(try PNGEncoder.encode(image, opaque: true) == rgb)
    let info = try ImageProbe.probe(Data(rgb))
    #expect((info.width, info.height, info.hasAlpha) == (6, 3, false))
    #expect(try ImageDecoder.decode(Data(rgb)) == image)
    let rgba = try PNGEncoder.encode(image)
    #expect(try ImageProbe.probe(Data(rgba)).hasAlpha)
  }

  @Test func badSizesAreErrors() {
    let image = Self.halves(2, 2, [0, 0, 0, 255], [0, 0, 0, 255])
    #expect(throws: ImagingError.self) { try BitmapScaler.scale(image, width: 0, height: 4) }
    #expect(throws: ImagingError.self) { try BitmapScaler.scale(image, width: 40000, height: 4) }
  }
}
