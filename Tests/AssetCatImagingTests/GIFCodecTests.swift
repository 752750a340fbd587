import AssetCatImageHeaders
import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// GIF: the probe walks the blocks through the first image in Swift (``GIFStructure``); the
/// pixels of the first frame come from giflib. Xcode builds catalogs holding GIFs (ImageIO
/// shows the first frame), so the validator checks them and the car writer draws them.
@Suite("GIF through giflib")
struct GIFCodecTests {
  static func palette(_ i: Int) -> [UInt8] { [UInt8(i), UInt8(255 - i), UInt8(i / 2)] }

  /// A 10 × 6 canvas; frame 1 covers columns 2–7 of rows 1–4 with index x + 10y, index 13
  /// transparent; frame 2 (an animation) would paint it all index 200.
  static func sample(interlaced: Bool = false, animated: Bool = false, transparent: Bool = true) -> [UInt8] {
    var frames = [
      GIFSamples.Frame(
        left: 2, top: 1, width: 6, height: 4, transparentIndex: transparent ? 13 : nil, interlaced: interlaced,
        indices: (0..<24).map { UInt8($0 % 6 + 10 * ($0 / 6)) })
    ]
    if animated { frames.append(GIFSamples.Frame(width: 10, height: 6, indices: Array(repeating: 200, count: 60))) }
    return GIFSamples.gif(width: 10, height: 6, palette: palette, frames: frames)
  }

  @Test("a GIF probes with its canvas and whether its first frame has a transparent colour")
  func probe() throws {
    let info = try ImageProbe.probe(Data(Self.sample()))
    #expect((info.format, info.width, info.height, info.hasAlpha, info.colorType) == (.gif, 10, 6, true, "palette"))
    #expect(try ImageProbe.probe(Data(Self.sample(transparent: false))).hasAlpha == false)
  }

  @Test(
    """
    the first frame is drawn on a clear canvas: its colours, its transparent index clear, interlaced or not, \
    animated or not
    """
  )
  func firstFrame() throws {
    for (interlaced, animated) in [(false, false), (true, false), (false, true)] {
      let image = try ImageDecoder.decode(Data(Self.sample(interlaced: interlaced, animated: animated)))
      #expect((image.width, image.height, image.hasTransparentPixels) == (10, 6, true))
      for y in 0..<6 {
        for x in 0..<10 {
          let px = Array(image.rgba[(y * 10 + x) * 4..<(y * 10 + x) * 4 + 4])
          let inside = (2..<8).contains(x) && (1..<5).contains(y)
          let index = (x - 2) + 10 * (y - 1)
          let expected = inside && index != 13 ? Self.palette(index) + [255] : [0, 0, 0, 0]
          #expect(px == expected, "interlaced \(interlaced), animated \(animated), (\(x), \(y)): \(px)")
        }
      }
    }
  }

  @Test("verify agrees with decode on size and transparency")
  func verifyAgrees() throws {
    try TestImages.expectVerifyAgreesWithDecode([Self.sample(), Self.sample(animated: true)])
  }

  @Test("limits are checked before decoding, the frame's too")
  func limits() {
    #expect(throws: ImagingError.self) {
      try ImageDecoder.decode(Data(Self.sample()), limits: ImageLimits(maxSide: 8, maxPixels: 1 << 20))
    }
    let wide = GIFSamples.gif(
      width: 4, height: 4, palette: Self.palette,
      frames: [GIFSamples.Frame(width: 9000, height: 1, indices: Array(repeating: 1, count: 9000))])
    #expect(throws: ImagingError.self) {
      try ImageDecoder.decode(Data(wide), limits: ImageLimits(maxSide: 4096, maxPixels: 1 << 20))
    }
  }

  @Test("a GIF cut anywhere before its first frame ends is truncated or damaged, never a crash, never decoded")
  func cut() {
    let bytes = Self.sample()
    for length in 6..<(bytes.count - 2) {
      let cut = Array(bytes.prefix(length))
      #expect(throws: ImagingError.self, "cut to \(length)") { try ImageProbe.probe(Data(cut)) }
      #expect(throws: ImagingError.self, "cut to \(length)") { try ImageDecoder.decode(Data(cut)) }
    }
  }

  @Test("damage: an empty canvas, no image before the trailer, a stray byte where a block starts")
  func damaged() {
    var empty = Self.sample()
    empty[6] = 0  // width 0
    empty[7] = 0
    let noImage = Array("GIF89a".utf8) + [2, 0, 2, 0, 0, 0, 0, 0x3B]
    var stray = Self.sample()
    stray[13 + 768] = 0x99  // the first block after the colour table
    for (what, bytes) in [("empty canvas", empty), ("no image", noImage), ("stray byte", stray)] {
      #expect(throws: ImagingError.self, "\(what)") { try ImageProbe.probe(Data(bytes)) }
      #expect(throws: ImagingError.self, "\(what)") { try ImageDecoder.decode(Data(bytes)) }
    }
  }

  @Test("a GIF named .png probes and decodes as a GIF")
  func gifNamedPNG() throws {
    let info = try TestImages.probeFile(Data(Self.sample()), named: "icon.png")
    #expect((info.format, info.width, info.height) == (.gif, 10, 6))
  }
}
