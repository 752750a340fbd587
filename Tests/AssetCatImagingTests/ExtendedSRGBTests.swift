import AssetCatImaging
import AssetCatTestSupport
import Testing

/// Extended-range sRGB conversion of Display P3 pixels: an image of many pixels converts each
/// distinct value once and copies it, which must give every pixel the floats it would get alone.
@Suite struct ExtendedSRGBTests {
  static let profile = ICCProfiles.displayP3()

  /// Each pixel of `image` converted on its own (a one-pixel image, converted directly); only
  /// every `step`th pixel when `step` is over 1.
  static func onePixelAtATime(_ image: DecodedImage, step: Int = 1) throws -> [Float] {
    var out: [Float] = []
    for i in stride(from: 0, to: image.width * image.height, by: step) {
      let pixel = DecodedImage(width: 1, height: 1, rgba: Array(image.rgba[(4 * i)..<(4 * i + 4)]))
      out += try #require(ExtendedSRGB.convert(pixel, profile: profile))
    }
    return out
  }

  /// Every `step`th pixel's four floats of `converted`.
  static func sampled(_ converted: [Float], step: Int) -> [Float] {
    stride(from: 0, to: converted.count / 4, by: step).flatMap { converted[(4 * $0)..<(4 * $0 + 4)] }
  }

  /// A `width` × `height` image whose pixel `i` is `value(i)`.
  static func image(width: Int, height: Int, _ value: (Int) -> [UInt8]) -> DecodedImage {
    DecodedImage(width: width, height: height, rgba: (0..<(width * height)).flatMap(value))
  }

  @Test("art of a few colours: each pixel gets the floats it gets alone")
  func fewColours() throws {
    let palette: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 128], [10, 20, 30, 0], [250, 250, 250, 255]]
    let art = Self.image(width: 64, height: 40) { palette[($0 * 7 + $0 / 64) % palette.count] }
    let converted = try #require(ExtendedSRGB.convert(art, profile: Self.profile))
    #expect(Self.sampled(converted, step: 11) == (try Self.onePixelAtATime(art, step: 11)))
    #expect(converted[0] > 1)  // P3 red leaves sRGB: the range stays extended
  }

  @Test("an image of more distinct values than the table holds converts every pixel the same way")
  func manyColours() throws {
    let photo = Self.image(width: 256, height: 160) { i in
      [UInt8(i & 0xff), UInt8((i >> 8) & 0xff), UInt8((i * 31) & 0xff), UInt8(255 - (i % 3))]
    }
    let converted = try #require(ExtendedSRGB.convert(photo, profile: Self.profile))
    #expect(Self.sampled(converted, step: 197) == (try Self.onePixelAtATime(photo, step: 197)))
  }
}
