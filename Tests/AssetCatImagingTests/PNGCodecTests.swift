import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

@Suite("PNG through libpng")
struct PNGCodecTests {
  @Test(
    "every color type × bit depth, plain and interlaced: probe and decode", arguments: TestImages.PNGKind.all,
    [false, true])
  func colorTypeAndDepth(kind: TestImages.PNGKind, interlaced: Bool) throws {
    let sample = try TestImages.png(kind, interlaced: interlaced)
    let info = try ImageProbe.probe(sample.data)
    #expect(info.format == .png)
    #expect(info.width == 13 && info.height == 7)
    #expect(info.bitDepth == Int(kind.bitDepth))
    #expect(info.colorType == kind.name)
    #expect(info.interlaced == interlaced)
    #expect(info.hasAlpha == (kind.colorType & 4 != 0 || kind.colorType == 3))
    #expect(!info.hasICCProfile)

    let image = try ImageDecoder.decode(sample.data)
    #expect(image.width == info.width && image.height == info.height)
    #expect(image.rgba.count == 13 * 7 * 4)
    #expect(image.rgba == sample.expectedRGBA)
  }

  @Test("gray with a tRNS color becomes transparent where it matches", arguments: [1, 2, 4, 8, 16] as [Int32])
  func grayTransparentColor(depth: Int32) throws {
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 0, bitDepth: depth), transparentColor: 0)
    let info = try ImageProbe.probe(sample.data)
    #expect(info.hasAlpha)
    let image = try ImageDecoder.decode(sample.data)
    #expect(image.rgba == sample.expectedRGBA)
    #expect(image.hasTransparentPixels)
  }

  @Test("palette without tRNS is opaque")
  func opaquePalette() throws {
    let sample = try TestImages.png(TestImages.PNGKind(colorType: 3, bitDepth: 4), paletteAlpha: false)
    let info = try ImageProbe.probe(sample.data)
    #expect(!info.hasAlpha)
    let image = try ImageDecoder.decode(sample.data)
    #expect(image.rgba == sample.expectedRGBA)
    #expect(!image.hasTransparentPixels)
  }

  @Test(
    "an iCCP chunk is reported",
    arguments: [TestImages.PNGKind(colorType: 6, bitDepth: 8), TestImages.PNGKind(colorType: 0, bitDepth: 16)])
  func iccProfile(kind: TestImages.PNGKind) throws {
    let profile = TestImages.iccProfile(colorSpace: kind.colorType == 0 ? "GRAY" : "RGB ")
    let sample = try TestImages.png(kind, icc: profile)
    #expect(try ImageProbe.probe(sample.data).hasICCProfile)
    #expect(try ImageDecoder.decode(sample.data).rgba == sample.expectedRGBA)
  }

  @Test("a large image: probe equals decode, 16-bit RGBA interlaced")
  func largerImage() throws {
    let sample = try TestImages.png(
      TestImages.PNGKind(colorType: 6, bitDepth: 16), width: 301, height: 203, interlaced: true)
    let info = try ImageProbe.probe(sample.data)
    let image = try ImageDecoder.decode(sample.data)
    #expect((info.width, info.height) == (301, 203))
    #expect((image.width, image.height) == (info.width, info.height))
    #expect(image.rgba == sample.expectedRGBA)
  }
}
