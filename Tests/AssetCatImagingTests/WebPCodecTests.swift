import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// WebP: the probe reads the RIFF container and image header in Swift (``WebPStructure``); the
/// pixels come from libwebp. Xcode builds catalogs holding WebPs (named .png too), so the
/// validator checks them and the car writer draws them like PNGs.
@Suite("WebP through libwebp")
struct WebPCodecTests {
  @Test(
    "each kind of WebP probes with its size and alpha",
    arguments: [
      ("lossless with alpha", StructureSamples.webpLossless, 24, 16, true, "webp lossless"),
      ("lossy, opaque", StructureSamples.webpLossy, 24, 16, false, "webp lossy"),
      ("lossy with an alpha plane", StructureSamples.webpLossyAlpha, 20, 12, true, "webp lossy"),
      ("animated", StructureSamples.webpAnimated, 8, 8, false, "webp lossy"),
    ])
  func probe(what: String, bytes: [UInt8], width: Int, height: Int, alpha: Bool, colorType: String) throws {
    #expect(!bytes.isEmpty, "\(what): fixture missing")
    let info = try ImageProbe.probe(Data(bytes))
    #expect(info.format == .webp, "\(what)")
    #expect(
      (info.width, info.height, info.hasAlpha, info.colorType) == (width, height, alpha, colorType), "\(what): \(info)")
  }

  @Test("a lossless WebP decodes to exactly the pixels of the PNG it was made from")
  func losslessIsExact() throws {
    let webp = try ImageDecoder.decode(Data(StructureSamples.webpLossless))
    let png = try ImageDecoder.decode(Data(StructureSamples.webpSource))
    #expect((webp.width, webp.height) == (24, 16))
    #expect(webp.rgba == png.rgba)
    #expect(webp.hasTransparentPixels)
  }

  @Test("lossy WebPs decode to their size, near their colours, with an exact alpha plane")
  func lossyDecodes() throws {
    let flat = try ImageDecoder.decode(Data(StructureSamples.webpLossy))
    #expect((flat.width, flat.height) == (24, 16) && !flat.hasTransparentPixels)
    // Top-left quarter of the source: (200, 120, 40).
    #expect(
      zip(flat.rgba[0..<3], [200, 120, 40] as [UInt8]).allSatisfy { abs(Int($0) - Int($1)) <= 12 },
      "\(flat.rgba[0..<4])")
    let alpha = try ImageDecoder.decode(Data(StructureSamples.webpLossyAlpha))
    #expect((alpha.width, alpha.height) == (20, 12))
    for y in 0..<12 {
      for x in 0..<20 { #expect(alpha.rgba[(y * 20 + x) * 4 + 3] == (x < 5 ? 0 : 255), "(\(x), \(y))") }
    }
  }

  @Test("verify agrees with decode on size and transparency")
  func verifyAgrees() throws {
    try TestImages.expectVerifyAgreesWithDecode([
      StructureSamples.webpLossless, StructureSamples.webpLossy, StructureSamples.webpLossyAlpha,
      StructureSamples.webpAnimated,
    ])
  }

  /// Its first frame (red) on its canvas, not the second (blue): what a still image of it shows.
  @Test("an animated WebP decodes to its first frame")
  func animatedGivesItsFirstFrame() throws {
    let image = try ImageDecoder.decode(Data(StructureSamples.webpAnimated))
    #expect((image.width, image.height) == (8, 8))
    for p in 0..<64 {
      let px = Array(image.rgba[(p * 4)..<(p * 4 + 4)])
      #expect(px[0] >= 230 && px[1] <= 25 && px[2] <= 25 && px[3] == 255, "pixel \(p): \(px)")
    }
  }

  @Test("limits are checked before decoding")
  func limits() {
    #expect(throws: ImagingError.self) {
      try ImageDecoder.decode(Data(StructureSamples.webpLossless), limits: ImageLimits(maxSide: 16, maxPixels: 1 << 20))
    }
  }

  @Test("a WebP cut anywhere is truncated or damaged, never a crash, never decoded", arguments: [0, 1, 2, 3])
  func cut(which: Int) {
    let bytes = [
      StructureSamples.webpLossless, StructureSamples.webpLossy, StructureSamples.webpLossyAlpha,
      StructureSamples.webpAnimated,
    ][which]
    for length in 12..<bytes.count {
      let cut = Array(bytes.prefix(length))
      #expect(throws: ImagingError.self, "cut to \(length)") { try ImageProbe.probe(Data(cut)) }
      #expect(throws: ImagingError.self, "cut to \(length)") { try ImageDecoder.decode(Data(cut)) }
    }
  }

  @Test(
    """
    damaged headers are damage: a lossy frame without its start code, a lossless one of version 1, \
    a RIFF size past the end
    """
  )
  func damagedHeaders() {
    var noStartCode = StructureSamples.webpLossy
    noStartCode[23] ^= 0xFF  // the VP8 start code 9D 01 2A at bytes 23–25
    var version = StructureSamples.webpLossless
    version[24] |= 0x20  // the top bits of the lossless header's word: version
    var size = StructureSamples.webpLossy
    size[4] &+= 8
    for (what, bytes) in [("no start code", noStartCode), ("version 1", version), ("RIFF size", size)] {
      #expect(throws: ImagingError.self, "\(what)") { try ImageProbe.probe(Data(bytes)) }
    }
  }

  @Test("a WebP named .png probes and decodes as a WebP")
  func webpNamedPNG() throws {
    let info = try TestImages.probeFile(Data(StructureSamples.webpLossless), named: "icon.png")
    #expect((info.format, info.width, info.height) == (.webp, 24, 16))
    #expect(try ImageDecoder.decode(Data(StructureSamples.webpLossless)).width == 24)
  }
}
