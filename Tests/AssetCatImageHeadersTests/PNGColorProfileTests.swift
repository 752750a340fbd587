import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// A PNG's iCCP chunk: found before the image data, its name read, its profile inflated; a
/// chunk that cannot be read is no profile.
@Suite("PNG colour profile (iCCP)")
struct PNGColorProfileTests {
  static let pixels: [UInt8] = [10, 20, 30, 255]

  static func find(_ data: Data) -> PNGColorProfile? { data.withUnsafeBytes(PNGColorProfile.find) }

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
    // A profile that is not a zlib stream.
    var broken = [UInt8](PNGWriter.png(width: 1, height: 1, rgba: Self.pixels, iccProfile: [1, 2, 3, 4]))
    let at = 8 + 25 + 8 + "ICC Profile".utf8.count + 2
    broken[at] = 0xFF
    #expect(Self.find(Data(broken)) == nil)
    // A name over 79 bytes.
    let long = PNGWriter.png(width: 1, height: 1, rgba: Self.pixels, iccProfile: [1, 2, 3], name: String(repeating: "n", count: 80))
    #expect(Self.find(long) == nil)
    // Not a PNG; a PNG cut inside its chunks.
    #expect(Self.find(Data("not a png at all".utf8)) == nil)
    #expect(Self.find(PNGWriter.png(width: 1, height: 1, rgba: Self.pixels, iccProfile: [1, 2, 3]).prefix(40)) == nil)
  }
}
