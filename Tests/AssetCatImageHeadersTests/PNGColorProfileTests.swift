import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// A PNG's iCCP chunk: found before the image data, its name read, its profile inflated; a
/// chunk that cannot be read is no profile.
@Suite("PNG colour profile (iCCP)")
struct PNGColorProfileTests {
  static let pixels: [UInt8] = [10, 20, 30, 255]

  static func find(_ data: Data) -> PNGColorProfile? {
    data.withUnsafeBytes { bytes in (try? PNGStructure(bytes, checkingImageData: false))?.colorProfile(in: bytes) }
  }

  /// A 1 × 1 PNG with an iCCP chunk holding `data` as it is (name, method, stream).
  static func png(iCCP data: [UInt8]) -> Data {
    let plain = [UInt8](PNGWriter.png(width: 1, height: 1, rgba: pixels))
    return Data(plain[..<33] + PNGWriter.chunk("iCCP", data) + plain[33...])  // after signature and IHDR
  }

  @Test("the iCCP chunk's name and inflated profile")
  func found() throws {
    let profile = Array((0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    let png = PNGWriter.png(width: 1, height: 1, rgba: Self.pixels, iccProfile: profile, name: "Display P3")
    let found = try #require(Self.find(png))
    #expect(found.name == "Display P3" && found.profile == profile)
  }

  @Test("no iCCP chunk, or one that cannot be read: no profile")
  func notFound() {
    #expect(Self.find(PNGWriter.png(width: 1, height: 1, rgba: Self.pixels)) == nil)
    // A profile that is not a zlib stream; a compression method other than 0; no NUL after the name.
    #expect(Self.find(Self.png(iCCP: Array("P".utf8) + [0, 0, 0xFF, 1, 2, 3])) == nil)
    #expect(Self.find(Self.png(iCCP: Array("P".utf8) + [0, 1] + PNGWriter.zlibStored([1, 2, 3]))) == nil)
    #expect(Self.find(Self.png(iCCP: Array("Profile".utf8))) == nil)
    // A name over 79 bytes.
    let long = PNGWriter.png(
      width: 1, height: 1, rgba: Self.pixels, iccProfile: [1, 2, 3], name: String(repeating: "n", count: 80))
    #expect(Self.find(long) == nil)
    // Only the first of two iCCP chunks counts (the format allows one).
    let plain = [UInt8](PNGWriter.png(width: 1, height: 1, rgba: Self.pixels))
    let first = PNGWriter.chunk("iCCP", Array("first".utf8) + [0, 0] + PNGWriter.zlibStored([1]))
    let second = PNGWriter.chunk("iCCP", Array("second".utf8) + [0, 0] + PNGWriter.zlibStored([2]))
    #expect(Self.find(Data(plain[..<33] + first + second + plain[33...]))?.name == "first")
    // Not a PNG; a PNG cut inside its chunks.
    #expect(Self.find(Data("not a png at all".utf8)) == nil)
    #expect(Self.find(PNGWriter.png(width: 1, height: 1, rgba: Self.pixels, iccProfile: [1, 2, 3]).prefix(40)) == nil)
  }
}
