import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import Testing

@testable import AssetCatCARWriter

/// Bitmaps are stored as Apple's actool stores them from iOS 9 on: LZFSE in three `KCBC` chunks
/// of ⌊height / 3⌋ rows and one of the rows left over, rows padded to 16 bytes; they decode to the
/// same pixels. Older targets keep deflate.
@Suite struct CARChunkedPayloadTests {
  /// Opaque BGRA with gradients and a run of flat rows.
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

  /// `encoded` as a rendition's bitmap, decoded by the project's reader.
  static func decoded(_ encoded: CAREncodedPixels, width: Int, height: Int, gray: Bool = false) throws -> [UInt8] {
    let header = CSIHeader(
      width: UInt32(width), height: UInt32(height), scaleFactor: 100,
      pixelFormat: gray ? CSIPixelFormat.ga8 : CSIPixelFormat.argb,
      colorSpace: gray ? 2 : 1, layout: .onePartScale, name: "big.png")
    let rendition = CSIRendition(
      header: header, tlvs: [CARRenditionEncoder.bytesPerRow(encoded.rowBytes)],
      payload: try CARRenditionEncoder.record(encoded.payload))
    return CARPixelEncoder.premultipliedBGRA(try CARBitmapDecoder.decode(rendition).rgba)
  }

  static let iOS16 = CARPixelEncodings(platform: .iOS, minimumDeploymentTarget: OSVersion("16.0")!)

  @Test("Apple's chunk rows: a third of the height three times, then what is left")
  func chunkRows() {
    #expect(CARLZFSEChunks.rows(height: 1024) == [341, 341, 341, 1])
    #expect(CARLZFSEChunks.rows(height: 132) == [44, 44, 44])
    #expect(CARLZFSEChunks.rows(height: 68) == [22, 22, 22, 2])
    #expect(CARLZFSEChunks.rows(height: 2) == [2])
  }

  /// The CocoaPods sheets of Apple's cars of Xcode 12.5 and 14.0 to 15.2, by their padded rows.
  @Test("before Xcode 15.3: one chunk per 8 KiB of rows, up to three; one stream to 8 KiB")
  func sizedChunkRows() throws {
    #expect(CARLZFSEChunks.rows(height: 32, rowBytes: 128, sized: true) == [32])
    #expect(CARLZFSEChunks.rows(height: 44, rowBytes: 112, sized: true) == [44])
    #expect(CARLZFSEChunks.rows(height: 60, rowBytes: 240, sized: true) == [30, 30])
    #expect(CARLZFSEChunks.rows(height: 64, rowBytes: 256, sized: true) == [32, 32])
    #expect(CARLZFSEChunks.rows(height: 102, rowBytes: 496, sized: true) == [34, 34, 34])
    var old = Self.iOS16
    old.sizedChunks = true
    let px = Self.pixels(width: 26, height: 44)
    let one = CARPixelEncoder.encode(px, width: 26, height: 44, encodings: old)
    #expect(one.payload.flags == 0 && one.payload.chunks.count == 1)
    #expect(try Self.decoded(one, width: 26, height: 44) == px)
    let two = CARPixelEncoder.encode(Self.pixels(width: 64, height: 64), width: 64, height: 64, encodings: old)
    #expect(two.payload.flags == 1 && two.payload.chunks.map(\.rows) == [32, 32])
    #expect(try Self.decoded(two, width: 64, height: 64) == Self.pixels(width: 64, height: 64))
  }

  @Test("a 166-pixel-wide image has 672-byte rows, as in Apple's cars, and reads back")
  func paddedRows() throws {
    let (width, height) = (166, 132)
    let px = Self.pixels(width: width, height: height)
    let encoded = CARPixelEncoder.encode(px, width: width, height: height, encodings: Self.iOS16)
    #expect(encoded.rowBytes == 672)
    #expect(encoded.payload.flags == 1 && encoded.payload.compression == .lzfse)
    #expect(encoded.payload.chunks.map(\.rows) == [44, 44, 44])
    #expect(try Self.decoded(encoded, width: width, height: height) == px)
  }

  @Test("a 1024 × 1024 image is three chunks of 341 rows and one of 1, and reads back")
  func largeImage() throws {
    let px = Self.pixels(width: 1024, height: 1024)
    let encoded = CARPixelEncoder.encode(px, width: 1024, height: 1024, encodings: Self.iOS16)
    #expect(encoded.payload.chunks.map(\.rows) == [341, 341, 341, 1] && encoded.rowBytes == 4096)
    #expect(try Self.decoded(encoded, width: 1024, height: 1024) == px)
  }

  @Test("a gray image is two bytes a pixel, its rows padded to 16 bytes")
  func grayImage() throws {
    let (width, height) = (75, 40)
    let ga = (0..<(width * height)).flatMap { i -> [UInt8] in [UInt8((i / width) % 200), 255] }
    let encoded = CARPixelEncoder.encodeGrayAlpha(
      ga, width: width, height: height, sourceBytes: ga.count, encodings: Self.iOS16)
    #expect(encoded.rowBytes == 160 && encoded.payload.compression == .lzfse)
    let bgra = try Self.decoded(encoded, width: width, height: height, gray: true)
    #expect((0..<height).allSatisfy { bgra[($0 * width + 7) * 4] == UInt8($0 % 200) })
  }

  @Test("iOS 8 has no LZFSE: its pixels stay deflated")
  func olderTargetsDeflate() throws {
    let encodings = CARPixelEncodings(platform: .iOS, minimumDeploymentTarget: OSVersion("8.0")!)
    #expect(!encodings.lzfse)
    let px = Self.pixels(width: 200, height: 100)
    let encoded = CARPixelEncoder.encode(px, width: 200, height: 100, encodings: encodings)
    #expect(encoded.payload.compression == .zip && encoded.rowBytes == 800)
    #expect(try Self.decoded(encoded, width: 200, height: 100) == px)
  }
}
