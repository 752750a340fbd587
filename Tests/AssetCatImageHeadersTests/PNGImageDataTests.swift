import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// The IDAT data of a PNG is checked as a zlib stream of the image's size: bad or cut
/// image data whose chunk CRCs are right (written after the damage) is damage, without decoding.
@Suite("PNG image data (IDAT zlib stream)")
struct PNGImageDataTests {
  static func png(width: Int = 3, height: Int = 2, interlaced: Bool = false, idat: [[UInt8]]) -> [UInt8] {
    StructureSamples.png(width: width, height: height, interlaced: interlaced, idat: idat)
  }

  /// The zlib stream of the sample's 26 bytes of rows (3×2 RGBA, filter byte per row).
  static let stream = Array(StructureSamples.pngImageData)

  static func damage(_ bytes: [UInt8]) -> ImagingError? {
    // The probe keeps IDAT damage on the info (so the header can still meet the pixel limits).
    do { return try ImageProbe.probe(Data(bytes)).imageDataDamage } catch { return error }
  }

  @Test func intactStreamsPass() throws {
    #expect(Self.damage(Self.png(idat: [Self.stream])) == nil)
    // Split anywhere across IDAT chunks, and with an empty IDAT among them.
    #expect(Self.damage(Self.png(idat: [Array(Self.stream.prefix(3)), [], Array(Self.stream.dropFirst(3))])) == nil)
    // Adam7: 28 bytes of rows over the seven passes of a 3×2 image.
    let interlaced: [UInt8] = [120, 218, 99, 96, 4, 2, 6, 38, 32, 96, 96, 6, 2, 6, 22, 36, 0, 0, 3, 24, 0, 73]
    #expect(Self.damage(Self.png(interlaced: true, idat: [interlaced])) == nil)
  }

  @Test func badZlibDataIsCorrupt() throws {
    var bad = Self.stream
    bad[6] ^= 0xFF
    guard case .corrupt(let message)? = Self.damage(Self.png(idat: [bad])) else {
      Issue.record("bad deflate data passed")
      return
    }
    #expect(message.contains("IDAT"))
    // A wrong Adler-32 (the stream's last four bytes) is damage too.
    var adler = Self.stream
    adler[adler.count - 1] ^= 1
    #expect(Self.damage(Self.png(idat: [adler])) != nil)
  }

  @Test func cutStreamIsTruncated() throws {
    guard case .truncated? = Self.damage(Self.png(idat: [Array(Self.stream.prefix(Self.stream.count / 2))])) else {
      Issue.record("a cut zlib stream passed")
      return
    }
  }

  @Test func streamOfTheWrongSizeIsDamage() throws {
    // A complete stream of 10 zero bytes where the image needs 26.
    #expect(Self.damage(Self.png(idat: [[120, 218, 99, 96, 128, 1, 0, 0, 10, 0, 1]])) != nil)
    // The right stream for a smaller image: more rows than this image has room for.
    #expect(Self.damage(Self.png(width: 1, height: 1, idat: [Self.stream])) != nil)
    // Data after the end of the stream, in a later IDAT.
    #expect(Self.damage(Self.png(idat: [Self.stream, [1, 2, 3]])) != nil)
  }
}
