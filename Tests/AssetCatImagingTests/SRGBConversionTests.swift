import AssetCatImaging
import AssetCatTestSupport
import Foundation
import Testing

/// Pixels of an image with an ICC profile, converted to sRGB as actool's ImageIO stores them.
@Suite struct SRGBConversionTests {
  /// Two Display P3 pixels and their sRGB values, computed from the two spaces' primaries and
  /// curve: (187, 105, 62) is (199.89, 99.58, 50.13), (76, 158, 215) is (28.01, 160.36, 220.34).
  static let p3: [UInt8] = [187, 105, 62, 255, 76, 158, 215, 128]
  static let srgb: [Int] = [200, 100, 50, 255, 28, 160, 220, 128]

  static func worst(_ a: [UInt8], _ b: [Int]) -> Int { zip(a, b).map { abs(Int($0) - $1) }.max() ?? 0 }

  @Test("Display P3 pixels become their sRGB values; alpha is kept")
  func displayP3() {
    var image = DecodedImage(width: 2, height: 1, rgba: Self.p3)
    #expect(SRGBConversion.convert(&image, profile: ICCProfiles.displayP3()) == .converted)
    #expect(Self.worst(image.rgba, Self.srgb) <= 1, "\(image.rgba)")
    #expect(image.rgba[3] == 255 && image.rgba[7] == 128)
  }

  @Test("runs of equal pixels, across pieces of the image, convert as each pixel does alone")
  func runs() {
    // 300 × 300: more than one piece of 65,536 pixels, runs crossing the pieces' edges.
    let width = 300, count = 300 * 300
    let rgba = (0..<count).flatMap { i -> [UInt8] in
      let run = i / 97
      return run % 3 == 0 ? Array(Self.p3[0..<4]) : [UInt8(run & 0xff), UInt8((run * 7) & 0xff), 40, UInt8(run % 251)]
    }
    var image = DecodedImage(width: width, height: count / width, rgba: rgba)
    #expect(SRGBConversion.convert(&image, profile: ICCProfiles.displayP3()) == .converted)
    var alone = [UInt8]()
    for i in stride(from: 0, to: count, by: 89) {
      var pixel = DecodedImage(width: 1, height: 1, rgba: Array(rgba[(4 * i)..<(4 * i + 4)]))
      _ = SRGBConversion.convert(&pixel, profile: ICCProfiles.displayP3())
      alone += pixel.rgba
    }
    #expect(stride(from: 0, to: count, by: 89).flatMap { image.rgba[(4 * $0)..<(4 * $0 + 4)] } == alone)
  }

  @Test("an sRGB profile leaves the pixels as they are; an unreadable one too, saying why")
  func leftAsTheyAre() {
    var image = DecodedImage(width: 2, height: 1, rgba: Self.p3)
    #expect(SRGBConversion.convert(&image, profile: Self.describedAsSRGB()) == .alreadySRGB)
    #expect(image.rgba == Self.p3)
    guard case .badProfile = SRGBConversion.convert(&image, profile: Array(ICCProfiles.displayP3().prefix(20))) else {
      Issue.record("a cut profile was used")
      return
    }
    #expect(image.rgba == Self.p3)
  }

  static func describedAsSRGB() -> [UInt8] {
    ICCProfiles.rgbProfile(description: "sRGB IEC61966-2.1", primaries: ICCProfiles.srgbPrimaries)
  }

  @Test("decode converts a PNG's pixels only when asked to")
  func decodeConverts() throws {
    let png = PNGWriter.png(
      width: 2, height: 1, rgba: Self.p3, iccProfile: ICCProfiles.displayP3(), name: "kCGColorSpaceDisplayP3")
    #expect(try ImageDecoder.decode(png).rgba == Self.p3)
    #expect(Self.worst(try ImageDecoder.decode(png, convertingToSRGB: true).rgba, Self.srgb) <= 1)
    let plain = PNGWriter.png(width: 2, height: 1, rgba: Self.p3)
    #expect(try ImageDecoder.decode(plain, convertingToSRGB: true).rgba == Self.p3)
  }
}
