import AssetCatImaging
import AssetCatTestSupport
import Testing

/// Extended-range sRGB conversion of Display P3 pixels: each distinct value is converted once
/// (a palette and an index), which must give every pixel the floats it would get alone.
@Suite struct ExtendedSRGBTests {
  static let profile = ICCProfiles.displayP3()

  /// Each pixel of `image` converted on its own (a one-pixel image, converted directly); only
  /// every `step`th pixel when `step` is over 1.
  static func onePixelAtATime(_ image: DecodedImage, step: Int = 1) throws -> [Float] {
    var out: [Float] = []
    for i in stride(from: 0, to: image.width * image.height, by: step) {
      let pixel = DecodedImage(width: 1, height: 1, rgba: Array(image.rgba[(4 * i)..<(4 * i + 4)]))
      out += try #require(ExtendedSRGB.convert(pixel, profile: profile)).values
    }
    return out
  }

  /// Every `step`th pixel's four floats of `converted`, an image of `pixels` pixels.
  static func sampled(_ converted: ExtendedSRGBImage, pixels: Int, step: Int) -> [Float] {
    stride(from: 0, to: pixels, by: step).flatMap { p in
      converted.values[(4 * converted.value(ofPixel: p))..<(4 * converted.value(ofPixel: p) + 4)]
    }
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
    #expect(converted.values.count == 4 * palette.count && converted.index != nil)
    #expect(Self.sampled(converted, pixels: 64 * 40, step: 11) == (try Self.onePixelAtATime(art, step: 11)))
    #expect(converted.values[0] > 1)  // P3 red leaves sRGB: the range stays extended
  }

  @Test("an image of more distinct values than a palette holds converts every pixel the same way")
  func manyColours() throws {
    let photo = Self.image(width: 256, height: 160) { i in
      [UInt8(i & 0xff), UInt8((i >> 8) & 0xff), UInt8((i * 31) & 0xff), UInt8(255 - (i % 3))]
    }
    let converted = try #require(ExtendedSRGB.convert(photo, profile: Self.profile))
    #expect(converted.index == nil && converted.values.count == 4 * 256 * 160)
    #expect(Self.sampled(converted, pixels: 256 * 160, step: 197) == (try Self.onePixelAtATime(photo, step: 197)))
  }

  @Test("an image larger than a strip converts each strip into its place, and the strips stop when told")
  func strips() throws {
    let width = 300, height = 300  // 90,000 pixels: a strip and a part
    let photo = Self.image(width: width, height: height) { i in
      [UInt8(i & 0xff), UInt8((i >> 8) & 0xff), UInt8((i * 31) & 0xff), 255]
    }
    let converted = try #require(ExtendedSRGB.convert(photo, profile: Self.profile))
    #expect(converted.values.count == 4 * width * height)
    #expect(Self.sampled(converted, pixels: width * height, step: 499) == (try Self.onePixelAtATime(photo, step: 499)))
    var firsts: [Int] = []
    var same = true
    let done = ExtendedSRGB.convertInStrips(photo, profile: Self.profile) { first, values in
      firsts.append(first)
      same = same && Array(values) == Array(converted.values[(4 * first)..<(4 * first + values.count)])
      return true
    }
    #expect(done && same)
    #expect(firsts == [0, ExtendedSRGB.stripPixels])
    var seen = 0
    _ = ExtendedSRGB.convertInStrips(photo, profile: Self.profile) { _, _ in
      seen += 1
      return false
    }
    #expect(seen == 1)
  }

  @Test("profiles used one after another each convert as they do alone; a damaged one fails every time")
  func profilesOneAfterAnother() throws {
    let adobe = ICCProfiles.adobeRGB()
    let pixel = DecodedImage(width: 1, height: 1, rgba: [0, 200, 0, 255])
    let p3 = try #require(ExtendedSRGB.convert(pixel, profile: Self.profile)).values
    let wider = try #require(ExtendedSRGB.convert(pixel, profile: adobe)).values
    #expect(p3 != wider)
    for _ in 0..<3 {
      #expect(ExtendedSRGB.convert(pixel, profile: Self.profile)?.values == p3)
      #expect(ExtendedSRGB.convert(pixel, profile: adobe)?.values == wider)
      #expect(ExtendedSRGB.convert(pixel, profile: Array(Self.profile.prefix(20))) == nil)
    }
  }
}
