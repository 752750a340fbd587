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
      let converted = DisplayP3.sRGB(rgb)
      for i in 0..<3 { out.components[i].value = (converted[i] * 1000).rounded() / 1000 }
    default:
      break
    }
    return out
  }
}
