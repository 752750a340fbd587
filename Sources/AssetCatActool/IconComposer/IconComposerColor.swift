import AssetCatImaging
import Foundation

/// Icon Composer's colour strings, `<space>:<components>`: `srgb:r,g,b,a`, `extended-srgb:…`
/// (components may leave 0…1), `display-p3:r,g,b,a`, `gray:g,a`, `extended-gray:g,a`, as sRGB.
enum IconComposerColor {
  static func parse(_ text: String) -> IconColor? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let space = text[..<colon].lowercased()
    let numbers = text[text.index(after: colon)...].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
    let v = numbers.map { $0! }
    switch (space, v.count) {
    case ("srgb", 3...4), ("extended-srgb", 3...4), ("extended-linear-srgb", 3...4):
      let linear = space == "extended-linear-srgb"
      func c(_ x: Double) -> Double { linear ? encode(x) : x }
      return IconColor(red: c(v[0]), green: c(v[1]), blue: c(v[2]), alpha: v.count == 4 ? v[3] : 1)
    case ("display-p3", 3...4):
      return displayP3(v[0], v[1], v[2], alpha: v.count == 4 ? v[3] : 1)
    case ("gray", 1...2), ("extended-gray", 1...2):
      return IconColor(red: v[0], green: v[0], blue: v[0], alpha: v.count == 2 ? v[1] : 1)
    default:
      return nil
    }
  }

  /// Display P3 to sRGB: both use sRGB's transfer curve; the primaries are converted in linear
  /// light (the matrix from the two spaces' primaries and D65 white).
  static func displayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> IconColor {
    let (lr, lg, lb) = (decode(r), decode(g), decode(b))
    let sr = 1.2249401 * lr - 0.2249404 * lg
    let sg = -0.0420569 * lr + 1.0420571 * lg
    let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
    return IconColor(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: alpha)
  }

  /// sRGB's transfer curve, extended to negative values by symmetry.
  static func decode(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  static func encode(_ l: Double) -> Double {
    let a = abs(l)
    let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return l < 0 ? -v : v
  }
}
