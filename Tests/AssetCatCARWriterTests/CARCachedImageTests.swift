import AssetCatCAR
import Testing

@testable import AssetCatCARWriter

/// What the rendition cache keeps of a packed image so that a rebuild needs not decode it: it
/// reads back as the image it was written from, and bytes that are not one are refused.
@Suite struct CARCachedImageTests {
  static let measured = CARAtlasPacker.Measured(
    header: CSIHeader(
      width: 20, height: 10, scaleFactor: 200, pixelFormat: CSIPixelFormat.ga8, colorSpace: 2, layout: .onePartScale,
      name: "a.png"),
    kind: .grayAlpha, opaque: true,
    tlvs: [CSITLV(type: CSITLV.metrics, value: [1, 0, 0, 0, 2, 0, 0, 0]), CARRenditionEncoder.bitmapInfo])

  @Test("a packed image reads back from the bytes the cache keeps as the image it was")
  func roundTrip() throws {
    let image = CARCachedImage(Self.measured)
    let again = try CARCachedImage(bytes: try #require(image.bytes))
    #expect(again.sameImage(as: image))
    let m = again.measured
    #expect(m.header == Self.measured.header)
    #expect(m.kind == .grayAlpha && m.opaque && m.tlvs == Self.measured.tlvs)
  }

  @Test("an unknown kind or flag, pixels, a byte too few or too many: not a cached image")
  func refused() throws {
    let bytes = try #require(CARCachedImage(Self.measured).bytes)
    var kind = bytes
    kind[0] = 3
    var flag = bytes
    flag[1] = 2
    var withPixels = CARCachedImage(Self.measured)
    withPixels.rendition.payload = [1, 2, 3, 4]
    for damaged in [kind, flag, Array(bytes.dropLast()), bytes + [0], try #require(withPixels.bytes)] {
      #expect(throws: (any Error).self) { try CARCachedImage(bytes: damaged) }
    }
  }
}
