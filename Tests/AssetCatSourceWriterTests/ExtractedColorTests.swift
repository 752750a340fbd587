import AssetCatCore
import Testing

@testable import AssetCatSourceWriter

/// A car color whose components leave 0…1 is extracted in the extended space that holds the same
/// color (a real Xcode 26 car's Icon Composer colors are Display P3 with blue −0.032; written as
/// display-p3 they failed validate with AC060).
@Suite struct ExtractedColorTests {
  static func color(_ space: String, _ rgb: [Double]) -> ColorValue {
    ColorValue(
      colorSpace: space,
      components: zip(["red", "green", "blue", "alpha"], rgb + [1]).map { ColorComponent(name: $0, value: $1) })
  }

  @Test func inRangeColorsStayAsTheyAre() {
    let c = Self.color("display-p3", [0.9, 0.7, 0.1])
    #expect(ExtractedColor.xcodeForm(c) == c)
  }

  @Test func outOfRangeSRGBBecomesExtendedSRGB() {
    let out = ExtractedColor.xcodeForm(Self.color("srgb", [1.02, 0.5, 0]))
    #expect(out.colorSpace == "extended-srgb")
    #expect(out.components.map(\.value) == [1.02, 0.5, 0, 1])
  }

  @Test func outOfRangeDisplayP3IsConvertedToExtendedSRGB() {
    let out = ExtractedColor.xcodeForm(Self.color("display-p3", [0.902, 0.734, -0.032]))
    #expect(out.colorSpace == "extended-srgb")
    // P3 (0.902, 0.734, −0.032) is sRGB (0.934, 0.726, −0.266): a yellow beyond sRGB.
    let v = out.components.map(\.value)
    #expect(abs(v[0] - 0.934) < 0.002 && abs(v[1] - 0.726) < 0.002 && abs(v[2] + 0.266) < 0.002)
    // Pure P3 red is outside sRGB: red above 1, green and blue below 0.
    let red = DisplayP3.sRGB([1, 0, 0])
    #expect(red[0] > 1 && red[1] < 0 && red[2] < 0)
  }
}
