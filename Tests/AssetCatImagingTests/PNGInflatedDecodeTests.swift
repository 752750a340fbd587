import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

@testable import AssetCatImaging

/// `ImageDecoder.decode` inflates a PNG's image data with libdeflate and hands libpng the file
/// with that data as stored deflate blocks. The pixels must be libpng's own decode of the file,
/// and any PNG the fast way does not take must still decode, or fail, as it always has.
@Suite("PNG decode through inflated image data")
struct PNGInflatedDecodeTests {
  /// libpng's decode of the file as it is (zlib inflating its IDAT stream).
  static func plain(_ data: Data) throws -> DecodedImage {
    let info = try ImageProbe.probe(data, checkingImageData: false)
    return try Shim.decodeRGBA(data, format: .png, width: info.width, height: info.height, limits: .standard)
  }

  static func fast(_ data: Data) -> DecodedImage? {
    data.withUnsafeBytes { bytes in
      (try? PNGStructure(bytes, checkingImageData: false)).flatMap {
        ImageDecoder.decodeInflatedPNG(bytes, $0, limits: .standard)
      }
    }
  }

  @Test(arguments: TestImages.PNGKind.all, [false, true])
  func everyKindDecodesAsLibpngDoes(kind: TestImages.PNGKind, interlaced: Bool) throws {
    let sample = try TestImages.png(kind, interlaced: interlaced)
    let fast = try #require(Self.fast(sample.data), "the fast way was not taken")
    #expect(fast.rgba == sample.expectedRGBA)
    #expect(fast.rgba == (try Self.plain(sample.data)).rgba)
  }

  /// Rows over one stored block (65,535 bytes), the source's data over several IDAT chunks, and
  /// chunks after the image data.
  @Test func largeImageOverManyChunks() throws {
    let (w, h) = (300, 200)
    let rgba = (0..<(w * h * 4)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    let encoded = try PNGEncoder.encode(DecodedImage(width: w, height: h, rgba: rgba))
    let bytes = [UInt8](encoded)
    let png = try bytes.withUnsafeBytes { try PNGStructure($0, checkingImageData: false) }
    let stream = png.imageDataChunks.flatMap { bytes[$0] }
    let pieces = stride(from: 0, to: stream.count, by: 10_000).map {
      Array(stream[$0..<min($0 + 10_000, stream.count)])
    }
    let split = StructureSamples.png(width: w, height: h, idat: pieces)
    let withText =
      Array(split.dropLast(12)) + StructureSamples.chunk("tEXt", Array("after\0image".utf8)) + split.suffix(12)
    for file in [encoded, Data(split), Data(withText)] {
      let fast = try #require(Self.fast(file))
      #expect(fast.rgba == rgba)
    }
  }

  /// What the fast way refuses goes the plain way: damage keeps its message, and IDAT chunks
  /// with another chunk between them (which libpng refuses) are not re-wrapped.
  @Test func damageAndOddLayoutsGoThePlainWay() throws {
    var stream = StructureSamples.pngImageData
    stream[stream.count - 1] ^= 1
    let wrongAdler = Data(StructureSamples.png(idat: [stream]))
    #expect(Self.fast(wrongAdler) == nil)
    #expect(throws: ImagingError.self) { try ImageDecoder.decode(wrongAdler) }

    let data = StructureSamples.pngImageData
    let interrupted = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + StructureSamples.chunk(
          "IHDR", StructureSamples.bigEndian(3) + StructureSamples.bigEndian(2) + [8, 6, 0, 0, 0])
        + StructureSamples.chunk("IDAT", Array(data.prefix(10))) + StructureSamples.chunk("tEXt", Array("a\0b".utf8))
        + StructureSamples.chunk("IDAT", Array(data.dropFirst(10))) + StructureSamples.chunk("IEND", []))
    #expect(Self.fast(interrupted) == nil)
    #expect((try? ImageDecoder.decode(interrupted)) == (try? Self.plain(interrupted)))
  }
}

extension PNGInflatedDecodeTests {
  /// Every PNG of the real catalogs (the slice, and the full corpora when present): the fast way is
  /// taken wherever libpng decodes the file, and gives libpng's own pixels and transparency, full
  /// decode and verify.
  @Test func realCatalogsDecodeAsLibpngDoes() throws {
    let pngs = Corpora.files(["png"])
    try #require(!pngs.isEmpty, "no PNG under \(Corpora.roots)")
    var verifiedFast = 0
    for url in pngs {
      let data = try Data(contentsOf: url)
      guard let info = try? ImageProbe.probe(data, checkingImageData: false), info.format == .png else { continue }
      let plain = try? Self.plain(data)
      #expect(Self.fast(data) == plain, "\(url.lastPathComponent)")
      guard let plain else { continue }
      let verified = data.withUnsafeBytes { ImageDecoder.verifyInflatedPNG($0, info: info, limits: .standard) }
      #expect(
        verified == nil || verified?.hasTransparentPixels == plain.hasTransparentPixels, "\(url.lastPathComponent)")
      verifiedFast += verified == nil ? 0 : 1
    }
    #expect(verifiedFast > 0)
  }
}
