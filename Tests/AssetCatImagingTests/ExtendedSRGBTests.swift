import AssetCatImaging
import AssetCatTestSupport
import Testing

/// Extended-range sRGB conversion of Display P3 pixels: an image of few colours as a palette
/// (each distinct value converted once) or any image a strip at a time, either of which must give
/// every pixel the floats it would get alone.
@Suite struct ExtendedSRGBTests {
  static let profile = ICCProfiles.displayP3()

  /// Every pixel's floats, a strip at a time; `nil` when the profile cannot be used.
  static func allStrips(_ image: DecodedImage, profile: [UInt8] = profile) -> [Float]? {
    var out: [Float] = []
    let converted = ExtendedSRGB.convertInStrips(image, profile: profile) { _, values in
      out += values
      return true
    }
    return converted ? out : nil
  }

  /// Each pixel of `image` converted on its own (a one-pixel image); only every `step`th pixel
  /// when `step` is over 1.
  static func onePixelAtATime(_ image: DecodedImage, step: Int = 1) throws -> [Float] {
    var out: [Float] = []
    for i in stride(from: 0, to: image.width * image.height, by: step) {
      out += try #require(allStrips(DecodedImage(width: 1, height: 1, rgba: Array(image.rgba[(4 * i)..<(4 * i + 4)]))))
    }
    return out
  }

  /// Every `step`th pixel's four floats, of `pixels` pixels' floats.
  static func sampled(_ floats: [Float], pixels: Int, step: Int) -> [Float] {
    stride(from: 0, to: pixels, by: step).flatMap { floats[(4 * $0)..<(4 * $0 + 4)] }
  }

  /// A `width` × `height` image whose pixel `i` is `value(i)`.
  static func image(width: Int, height: Int, _ value: (Int) -> [UInt8]) -> DecodedImage {
    DecodedImage(width: width, height: height, rgba: (0..<(width * height)).flatMap(value))
  }

  @Test("art of a few colours as a palette: each pixel gets the floats it gets alone")
  func fewColours() throws {
    let palette: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 128], [10, 20, 30, 0], [250, 250, 250, 255]]
    let art = Self.image(width: 64, height: 40) { palette[($0 * 7 + $0 / 64) % palette.count] }
    let converted = try #require(ExtendedSRGB.palette(art, profile: Self.profile))
    #expect(converted.values.count == 4 * palette.count && converted.index.count == 64 * 40)
    let pixels = converted.index.flatMap { converted.values[(4 * Int($0))..<(4 * Int($0) + 4)] }
    #expect(Self.sampled(pixels, pixels: 64 * 40, step: 11) == (try Self.onePixelAtATime(art, step: 11)))
    #expect(converted.values[0] > 1)  // P3 red leaves sRGB: the range stays extended
  }

  @Test("an image of more distinct values than a palette holds has none; its strips convert it the same way")
  func manyColours() throws {
    let photo = Self.image(width: 256, height: 160) { i in
      [UInt8(i & 0xff), UInt8((i >> 8) & 0xff), UInt8((i * 31) & 0xff), UInt8(255 - (i % 3))]
    }
    #expect(ExtendedSRGB.palette(photo, profile: Self.profile) == nil)
    let floats = try #require(Self.allStrips(photo))
    #expect(floats.count == 4 * 256 * 160)
    #expect(Self.sampled(floats, pixels: 256 * 160, step: 197) == (try Self.onePixelAtATime(photo, step: 197)))
  }

  @Test("an image larger than a strip converts each strip into its place, and the strips stop when told")
  func strips() throws {
    let width = 300, height = 300  // 90,000 pixels: a strip and a part
    let photo = Self.image(width: width, height: height) { i in
      [UInt8(i & 0xff), UInt8((i >> 8) & 0xff), UInt8((i * 31) & 0xff), 255]
    }
    var firsts: [Int] = []
    var floats: [Float] = []
    let done = ExtendedSRGB.convertInStrips(photo, profile: Self.profile) { first, values in
      firsts.append(first)
      #expect(first * 4 == floats.count)
      floats += values
      return true
    }
    #expect(done && firsts == [0, ExtendedSRGB.stripPixels] && floats.count == 4 * width * height)
    #expect(Self.sampled(floats, pixels: width * height, step: 499) == (try Self.onePixelAtATime(photo, step: 499)))
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
    let p3 = try #require(Self.allStrips(pixel))
    let wider = try #require(Self.allStrips(pixel, profile: adobe))
    #expect(p3 != wider)
    for _ in 0..<3 {
      #expect(Self.allStrips(pixel) == p3)
      #expect(Self.allStrips(pixel, profile: adobe) == wider)
      #expect(Self.allStrips(pixel, profile: Array(Self.profile.prefix(20))) == nil)
      #expect(ExtendedSRGB.palette(pixel, profile: Array(Self.profile.prefix(20))) == nil)
    }
  }
}
