import AssetCatImageHeaders
import AssetCatImaging
import CAssetCatShims
import Foundation
import Testing

/// `ImageDecoder.verify` (compile --decode) streams rows through one buffer instead of keeping an
/// RGBA image: it must fail exactly where `decode` fails and see the same transparency.
@Suite("Streaming verification agrees with the full decode")
struct VerifyTests {
  /// The outcome of a full decode, reduced to what verification reports.
  static func decodeOutcome(_ data: Data) -> Result<ImageDecoder.Verification, ImagingError> {
    Result { () throws(ImagingError) in
      let image = try ImageDecoder.decode(data)
      return ImageDecoder.Verification(
        width: image.width, height: image.height, hasTransparentPixels: image.hasTransparentPixels)
    }
  }

  static func verifyOutcome(_ data: Data, limits: ImageLimits = .standard) -> Result<
    ImageDecoder.Verification, ImagingError
  > {
    Result { () throws(ImagingError) in
      let info = try ImageProbe.probe(data)
      return try data.withUnsafeBytes { raw in
        Result { () throws(ImagingError) in try ImageDecoder.verify(raw, info: info, limits: limits) }
      }.get()
    }
  }

  @Test("every PNG color type, depth, interlace and tRNS: same size and transparency", arguments: [false, true])
  func pngKinds(interlaced: Bool) throws {
    for kind in TestImages.PNGKind.all {
      for paletteAlpha in [false, true] {
        for transparentColor: UInt16? in [nil, 0] {
          let sample = try TestImages.png(
            kind, width: 19, height: 11, interlaced: interlaced, paletteAlpha: paletteAlpha,
            transparentColor: kind.colorType == 3 ? nil : transparentColor)
          let verified = Self.verifyOutcome(sample.data)
          #expect(verified == Self.decodeOutcome(sample.data), "\(kind) interlaced \(interlaced)")
          let transparent = stride(from: 3, to: sample.expectedRGBA.count, by: 4).contains {
            sample.expectedRGBA[$0] != 255
          }
          #expect((try? verified.get().hasTransparentPixels) == transparent, "\(kind) interlaced \(interlaced)")
        }
      }
    }
  }

  @Test(
    "16-bit alpha just under opaque rounds as the decoder's 16→8 scaling does",
    arguments: [65534, 65408, 65407, 0] as [UInt16])
  func sixteenBitAlpha(alpha: UInt16) throws {
    var options = acshim_png_encode_options()
    options.color_type = 6
    options.bit_depth = 16
    let samples = [UInt16]((0..<(5 * 3)).flatMap { _ in [1000, 2000, 3000, alpha] })
    let data = try TestImages.encodePNG(samples: samples, width: 5, height: 3, options: &options)
    #expect(Self.verifyOutcome(data) == Self.decodeOutcome(data))
  }

  @Test("a PNG cut anywhere is truncated, as for the decoder", arguments: [false, true])
  func truncatedPNG(interlaced: Bool) throws {
    let data = try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8), interlaced: interlaced).data
    for length in 8..<data.count {
      let cut = data.prefix(length)
      let verified = Self.verifyOutcome(cut)
      #expect(verified == Self.decodeOutcome(cut), "cut at \(length)")
      if case .failure(let error) = verified {
        #expect(BadInputTests.isTruncated(error), "cut at \(length): \(error)")
      } else {
        Issue.record("cut at \(length) verified")
      }
    }
  }

  /// Offset and length of the first IDAT chunk's data.
  static func idat(_ bytes: [UInt8]) -> (Int, Int)? {
    var at = 8
    while at + 8 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      if Array(bytes[at + 4..<at + 8]) == Array("IDAT".utf8) { return (at + 8, length) }
      at += 12 + length
    }
    return nil
  }

  @Test("a damaged IDAT is corrupt, with its CRC left or recomputed, as for the decoder")
  func damagedIDAT() throws {
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 2, bitDepth: 8), width: 64, height: 64)
    let bytes = [UInt8](sample.data)
    let (start, length) = try #require(Self.idat(bytes))
    #expect(Self.verifyOutcome(sample.data) == Self.decodeOutcome(sample.data))
    var damagedFailures = 0
    for offset in stride(from: 2, to: length, by: max(1, length / 16)) {
      var damaged = bytes
      damaged[start + offset] ^= 0x5A
      // CRC left as it was.
      let keptCRC = Data(damaged)
      #expect(Self.verifyOutcome(keptCRC) == Self.decodeOutcome(keptCRC))
      // libpng inflates as it reads, so zlib or the row filters usually object before the CRC.
      if case .failure(let error) = Self.verifyOutcome(keptCRC) {
        #expect(BadInputTests.isCorrupt(error), "offset \(offset): \(error)")
      } else {
        Issue.record("damaged IDAT at \(offset) verified")
      }
      // CRC recomputed: only zlib (or the row filters) can notice.
      let crc = TestImages.crc32(damaged[start - 4..<start + length])
      damaged.replaceSubrange(start + length..<start + length + 4, with: TestImages.be32(crc))
      let fixedCRC = Data(damaged)
      let verified = Self.verifyOutcome(fixedCRC)
      #expect(verified == Self.decodeOutcome(fixedCRC), "offset \(offset)")
      if case .failure = verified { damagedFailures += 1 }
    }
    #expect(damagedFailures > 0)
  }

  @Test("a JPEG cut anywhere is truncated, as for the decoder", arguments: [false, true])
  func truncatedJPEG(progressive: Bool) throws {
    let samples = (0..<(40 * 30 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let data = try TestImages.jpeg(width: 40, height: 30, samples: samples, .init(progressive: progressive))
    #expect(Self.verifyOutcome(data) == Self.decodeOutcome(data))
    #expect(
      (try? Self.verifyOutcome(data).get())
        == ImageDecoder.Verification(width: 40, height: 30, hasTransparentPixels: false))
    for length in 3..<data.count {
      let cut = data.prefix(length)
      let verified = Self.verifyOutcome(cut)
      #expect(verified == Self.decodeOutcome(cut), "cut at \(length)")
      if case .failure(let error) = verified {
        #expect(BadInputTests.isTruncated(error), "cut at \(length): \(error)")
      } else {
        Issue.record("cut at \(length) verified")
      }
    }
  }

  @Test("JPEG gray, RGB, CMYK and YCCK, baseline and progressive, damaged or not: same as the decoder")
  func jpegKinds() throws {
    let kinds: [TestImages.JPEGOptions] = [
      .init(components: 1), .init(components: 3), .init(components: 4), .init(components: 4, ycck: true),
      .init(components: 1, progressive: true), .init(components: 3, progressive: true),
      .init(components: 4, progressive: true),
    ]
    for options in kinds {
      let count = 37 * 29 * Int(options.components)
      let samples = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ $0 / 37) }
      let data = try TestImages.jpeg(width: 37, height: 29, samples: samples, options)
      #expect(Self.verifyOutcome(data) == Self.decodeOutcome(data), "\(options)")
      #expect((try? Self.verifyOutcome(data).get())?.hasTransparentPixels == false)
      var bytes = [UInt8](data)
      for offset in stride(from: bytes.count / 2, to: bytes.count - 2, by: 7) {
        bytes[offset] = 0xFF  // a marker in the entropy data
        bytes[offset + 1] = 0xC4 + UInt8(offset % 3)
        let damaged = Data(bytes)
        #expect(Self.verifyOutcome(damaged) == Self.decodeOutcome(damaged), "\(options) offset \(offset)")
      }
    }
  }

  @Test("limits refuse an image before verification takes memory")
  func limits() throws {
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 6, bitDepth: 8), width: 40, height: 30)
    let small = ImageLimits(maxSide: 39, maxPixels: 10_000)
    #expect(throws: ImagingError.overLimits(width: 40, height: 30, limits: small)) {
      try Self.verifyOutcome(sample.data, limits: small).get()
    }
  }
}
