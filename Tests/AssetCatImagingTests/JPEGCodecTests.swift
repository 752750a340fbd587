import AssetCatImageHeaders
import AssetCatImaging
import Foundation
import Testing

@Suite("JPEG through libjpeg")
struct JPEGCodecTests {
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var stored: [UInt8]
    var options: TestImages.JPEGOptions
    var colorType: String
    var expected: [UInt8]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "baseline RGB", stored: [200, 100, 50], options: .init(), colorType: "ycbcr", expected: [200, 100, 50]),
    Case(
      name: "progressive RGB", stored: [20, 180, 240], options: .init(progressive: true), colorType: "ycbcr",
      expected: [20, 180, 240]),
    Case(
      name: "grayscale", stored: [128], options: .init(components: 1), colorType: "gray", expected: [128, 128, 128]),
    Case(
      name: "progressive grayscale", stored: [60], options: .init(components: 1, progressive: true), colorType: "gray",
      expected: [60, 60, 60]),
    // Adobe CMYK is stored inverted (255 = no ink): C 0%, M ~50%, Y 100%, K 0% → orange.
    Case(
      name: "Adobe CMYK", stored: [255, 128, 0, 255], options: .init(components: 4), colorType: "cmyk",
      expected: [255, 128, 0]),
    Case(
      name: "Adobe CMYK with black", stored: [255, 255, 255, 128], options: .init(components: 4), colorType: "cmyk",
      expected: [128, 128, 128]),
    Case(
      name: "Adobe YCCK", stored: [255, 128, 0, 255], options: .init(components: 4, ycck: true), colorType: "ycck",
      expected: [255, 128, 0]),
    Case(
      name: "progressive CMYK", stored: [0, 255, 255, 255], options: .init(components: 4, progressive: true),
      colorType: "cmyk", expected: [0, 255, 255]),
  ]

  @Test("probe and decode", arguments: cases)
  func probeAndDecode(_ c: Case) throws {
    let data = try TestImages.jpeg(color: c.stored, c.options)
    let info = try ImageProbe.probe(data)
    #expect(info.format == .jpeg)
    #expect((info.width, info.height) == (33, 17))
    #expect(info.bitDepth == 8)
    #expect(info.colorType == c.colorType)
    #expect(info.progressive == c.options.progressive)
    #expect(info.isCMYK == (c.options.components == 4))
    #expect(!info.hasAlpha)

    let image = try ImageDecoder.decode(data)
    #expect((image.width, image.height) == (info.width, info.height))
    for (x, y) in [(0, 0), (16, 8), (32, 16)] {
      let pixel = image.pixel(x: x, y: y)
      for channel in 0..<3 {
        #expect(abs(Int(pixel[channel]) - Int(c.expected[channel])) <= 6, "pixel (\(x), \(y)) is \(pixel)")
      }
      #expect(pixel[3] == 255)
    }
  }

  @Test("an APP2 ICC_PROFILE marker is reported", arguments: [false, true])
  func iccProfile(progressive: Bool) throws {
    let data = try TestImages.jpeg(
      color: [1, 2, 3], .init(progressive: progressive, icc: TestImages.iccProfile()))
    #expect(try ImageProbe.probe(data).hasICCProfile)
    let plain = try TestImages.jpeg(color: [1, 2, 3], .init(progressive: progressive))
    #expect(try !ImageProbe.probe(plain).hasICCProfile)
  }

  @Test("probe equals decode for odd sizes", arguments: [(1, 1), (7, 9), (17, 33), (640, 3), (3, 480)])
  func sizes(width: Int, height: Int) throws {
    let samples = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 * 31) }
    for progressive in [false, true] {
      let data = try TestImages.jpeg(width: width, height: height, samples: samples, .init(progressive: progressive))
      let info = try ImageProbe.probe(data)
      let image = try ImageDecoder.decode(data)
      #expect((info.width, info.height) == (width, height))
      #expect((image.width, image.height) == (width, height))
      #expect(image.rgba.count == width * height * 4)
    }
  }

  @Test("a 12-bit JPEG: probe reports its header, decode says this libjpeg cannot")
  func twelveBit() throws {
    let data = TestImages.patchingJPEGPrecision(try TestImages.jpeg(color: [1, 2, 3]), bits: 12)
    let info = try ImageProbe.probe(data)
    #expect((info.width, info.height, info.bitDepth, info.colorType) == (33, 17, 12, "ycbcr"))
    #expect(throws: ImagingError.corrupt("not supported by libjpeg: Unsupported JPEG data precision 12")) {
      try ImageDecoder.decode(data)
    }
  }
}
