import AssetCatCore
import Foundation

/// A car color as a color set Xcode takes: a car may hold components outside 0…1 in a space
/// whose Contents.json form allows only 0…1 (Xcode 26's Icon Composer colors are Display P3
/// with, say, blue −0.032). Such a color is written in the matching extended space — the same
/// color: sRGB's values as they are, Display P3's converted to extended sRGB.
enum ExtractedColor {
  static func xcodeForm(_ c: ColorValue) -> ColorValue {
    let rgb = c.components.prefix(3).map(\.value)
    guard rgb.count == 3, rgb.contains(where: { $0 < 0 || $0 > 1 }) else { return c }
    var out = c
    switch c.colorSpace {
    case "srgb":
      out.colorSpace = "extended-srgb"
    case "display-p3":
      out.colorSpace = "extended-srgb"
      let converted = sRGB(fromDisplayP3: rgb)
      for i in 0..<3 { out.components[i].value = (converted[i] * 1000).rounded() / 1000 }
    default:
      break
    }
    return out
  }

  /// Display P3 (D65, sRGB's transfer curve) to extended sRGB, through linear light.
  static func sRGB(fromDisplayP3 p3: [Double]) -> [Double] {
    let m: [[Double]] = [
      [1.224_940_2, -0.224_940_2, 0], [-0.042_056_9, 1.042_057_1, 0], [-0.019_637_6, -0.078_636_1, 1.098_273_5],
    ]
    let linear = p3.map(decode)
    return m.map { row in encode(zip(row, linear).map { $0 * $1 }.reduce(0, +)) }
  }

  /// sRGB's curve, extended to negative values by symmetry (as CoreGraphics extends it).
  static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.040_45 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  static func encode(_ l: Double) -> Double {
    let a = abs(l)
    let v = a <= 0.003_130_8 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return l < 0 ? -v : v
  }
}
