import AssetCatCAR
import AssetCatCARPixels
import Testing

@testable import AssetCatCARWriter

/// Images over 4 MiB of pixels are stored in `KCBC` chunks of as many whole rows as fit in 4 MiB,
/// each compressed on its own, as Apple's cars store them; they decode to the same pixels.
@Suite struct CARChunkedPayloadTests {
  /// Opaque BGRA with gradients (deflate wins) and a run of flat rows.
  static func pixels(width: Int, height: Int) -> [UInt8] {
    var px = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height where y % 97 > 10 {
      for x in 0..<width {
        let i = (y * width + x) * 4
        (px[i], px[i + 1], px[i + 2]) = (UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 251))
      }
    }
    return px
  }

  /// `payload` as a rendition's bitmap, decoded by the project's reader.
  static func decoded(_ payload: CSIBitmapPayload, width: Int, height: Int) throws -> [UInt8] {
    let header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: 100, pixelFormat: CSIPixelFormat.argb, colorSpace: 1,
      layout: .onePartScale, name: "big.png")
    let rendition = CSIRendition(header: header, payload: try CARRenditionEncoder.record(payload))
    return CARPixelEncoder.premultipliedBGRA(try CARBitmapDecoder.decode(rendition).rgba)
  }

  @Test("a 1,200-pixel-wide image of 4.8 MB goes in chunks of 873 rows and the rest, and reads back")
  func overFourMiBIsChunked() throws {
    let (width, height) = (1200, 1000)
    let px = Self.pixels(width: width, height: height)
    let payload = CARPixelEncoder.encode(px, width: width, height: height, encodings: CARPixelEncodings(platform: "iphoneos", minimumDeploymentTarget: "12.0"))
    #expect(payload.isChunked && payload.compression == .zip)
    #expect(payload.chunks.map(\.rows) == [873, 127])
    #expect(try Self.decoded(payload, width: width, height: height) == px)
  }

  @Test("a gray image counts its pixels as four bytes, as Apple's does: 654 × 1,618 goes in 1,603 rows and 15")
  func grayChunksLikeApples() throws {
    let (width, height) = (654, 1618)
    let ga = (0..<(width * height)).flatMap { i -> [UInt8] in [UInt8((i / width) % 200), 255] }
    let payload = CARPixelEncoder.encodeGrayAlpha(ga, width: width, height: height, sourceBytes: ga.count, encodings: CARPixelEncodings(palette: true))
    #expect(payload.isChunked && payload.chunks.map(\.rows) == [1603, 15])
    #expect(payload.chunks.map(\.data).map(\.count).reduce(0, +) < ga.count / 10)
    let header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: 200, pixelFormat: CSIPixelFormat.ga8, colorSpace: 2,
      layout: .onePartScale, name: "gray.png")
    let rgba = try CARBitmapDecoder.decode(CSIRendition(header: header, payload: try CARRenditionEncoder.record(payload))).rgba
    #expect(rgba.count == width * height * 4 && (0..<height).allSatisfy { rgba[($0 * width + 7) * 4] == UInt8($0 % 200) })
  }

  @Test("an image of exactly 4 MiB (1024 × 1024) is one stream")
  func fourMiBIsWhole() throws {
    let px = Self.pixels(width: 1024, height: 1024)
    let payload = CARPixelEncoder.encode(px, width: 1024, height: 1024, encodings: CARPixelEncodings(platform: "iphoneos", minimumDeploymentTarget: "12.0"))
    #expect(!payload.isChunked && payload.chunks.count == 1)
  }
}
