import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// TIFF: the probe reads the header and first image directory in Swift (``TIFFStructure``); the
/// pixels come from libtiff. Xcode builds catalogs holding TIFFs (ImageIO reads them), so the
/// validator checks them and the car writer draws them like PNGs.
@Suite("TIFF through libtiff")
struct TIFFCodecTests {
  /// A 6 × 4 gradient: red across, green down, blue fixed, alpha by column (0, 51, …, 255).
  static func sample(_ layout: TIFFSamples.Layout, bigEndian: Bool = false) -> [UInt8] {
    TIFFSamples.tiff(width: 6, height: 4, layout: layout, bigEndian: bigEndian) { x, y in
      let a = UInt8(x * 51)
      let rgb = [UInt8(x * 40), UInt8(y * 60), 200]
      switch layout {
      case .rgbaPremultiplied: return rgb.map { UInt8((Int($0) * Int(a) + 127) / 255) } + [a]
      case .gray: return [UInt8(x * 40 + y)]
      default: return rgb + [a]
      }
    }
  }

  @Test(
    "each layout probes with its size, alpha and colour type, either byte order",
    arguments: [
      (TIFFSamples.Layout.rgb, false, "rgb"), (.rgbaStraight, true, "rgba"), (.rgbaPremultiplied, true, "rgba"),
      (.gray, false, "gray"),
    ])
  func probe(layout: TIFFSamples.Layout, alpha: Bool, colorType: String) throws {
    for bigEndian in [false, true] {
      let info = try ImageProbe.probe(Data(Self.sample(layout, bigEndian: bigEndian)))
      #expect(info.format == .tiff)
      #expect(
        (info.width, info.height, info.hasAlpha, info.colorType, info.bitDepth) == (6, 4, alpha, colorType, 8),
        "\(info)")
    }
  }

  @Test("an opaque RGB TIFF and a gray one decode to their exact pixels")
  func opaqueIsExact() throws {
    for bigEndian in [false, true] {
      let rgb = try ImageDecoder.decode(Data(Self.sample(.rgb, bigEndian: bigEndian)))
      #expect((rgb.width, rgb.height, rgb.hasTransparentPixels) == (6, 4, false))
      for y in 0..<4 {
        for x in 0..<6 {
          #expect(Array(rgb.rgba[(y * 6 + x) * 4..<(y * 6 + x) * 4 + 4]) == [UInt8(x * 40), UInt8(y * 60), 200, 255])
        }
      }
      let gray = try ImageDecoder.decode(Data(Self.sample(.gray, bigEndian: bigEndian)))
      #expect(Array(gray.rgba[(6 + 5) * 4..<(6 + 5) * 4 + 4]) == [201, 201, 201, 255])
    }
  }

  /// libtiff gives associated alpha; the decode divides it back. Premultiplying again (what the
  /// car stores) gives the premultiplied samples exactly, for straight and premultiplied files.
  @Test("alpha: straight and premultiplied files decode to pixels that premultiply back exactly")
  func alphaRoundTrips() throws {
    for layout in [TIFFSamples.Layout.rgbaStraight, .rgbaPremultiplied] {
      let image = try ImageDecoder.decode(Data(Self.sample(layout)))
      #expect(image.hasTransparentPixels)
      for y in 0..<4 {
        for x in 0..<6 {
          let a = x * 51
          let px = Array(image.rgba[(y * 6 + x) * 4..<(y * 6 + x) * 4 + 4]).map(Int.init)
          let expected = [x * 40, y * 60, 200].map { ($0 * a + 127) / 255 }
          #expect(px[3] == a, "(\(x), \(y))")
          #expect(px[0..<3].map { ($0 * a + 127) / 255 } == expected, "\(layout) (\(x), \(y)): \(px)")
        }
      }
    }
  }

  @Test("verify agrees with decode on size and transparency")
  func verifyAgrees() throws {
    try TestImages.expectVerifyAgreesWithDecode([Self.sample(.rgb), Self.sample(.rgbaStraight), Self.sample(.gray)])
  }

  @Test("limits are checked before decoding")
  func limits() {
    #expect(throws: ImagingError.self) {
      try ImageDecoder.decode(Data(Self.sample(.rgb)), limits: ImageLimits(maxSide: 4, maxPixels: 1 << 20))
    }
  }

  @Test("a TIFF cut anywhere is truncated or damaged, never a crash, never decoded")
  func cut() {
    let bytes = Self.sample(.rgbaStraight)
    for length in 4..<bytes.count {
      let cut = Array(bytes.prefix(length))
      #expect(throws: ImagingError.self, "cut to \(length)") { try ImageDecoder.decode(Data(cut)) }
    }
  }

  @Test(
    "damaged headers are damage: a directory past the end, a wrong version, no image size, nothing after the header")
  func damagedHeaders() {
    var past = Self.sample(.rgb)
    past[4] = 0xF0  // the first directory's offset
    past[5] = 0xFF
    var noWidth = Self.sample(.rgb)
    noWidth[10] = 0x11  // the first entry's tag: 256 (width) becomes 273
    var version = Self.sample(.rgb)
    version[2] = 43
    let headerOnly: [UInt8] = [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0]
    for (what, bytes) in [
      ("directory past the end", past), ("no width", noWidth), ("version 43", version), ("header only", headerOnly),
    ] {
      #expect(throws: ImagingError.self, "\(what)") { try ImageProbe.probe(Data(bytes)) }
      #expect(throws: ImagingError.self, "\(what)") { try ImageDecoder.decode(Data(bytes)) }
    }
  }

  @Test("a TIFF named .png probes and decodes as a TIFF")
  func tiffNamedPNG() throws {
    let info = try TestImages.probeFile(Data(Self.sample(.rgb)), named: "icon.png")
    #expect((info.format, info.width, info.height) == (.tiff, 6, 4))
  }
}
