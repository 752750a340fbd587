import Foundation

/// Display P3 (D65 white, sRGB's transfer curve) to sRGB through linear light, extended: values
/// outside 0…1 stay outside (extended sRGB), as CoreGraphics extends the curve.
public enum DisplayP3 {
  /// The primaries' conversion in linear light (from the two spaces' primaries and D65 white).
  static let toSRGB: [[Double]] = [
    [1.224_940_2, -0.224_940_2, 0], [-0.042_056_9, 1.042_057_1, 0], [-0.019_637_6, -0.078_636_1, 1.098_273_5],
  ]

  /// Display P3 red, green, blue → extended sRGB red, green, blue.
  public static func sRGB(_ p3: [Double]) -> [Double] {
    let linear = p3.map(decode)
    return toSRGB.map { row in encode(zip(row, linear).map { $0 * $1 }.reduce(0, +)) }
  }

  /// sRGB's curve, extended to negative values by symmetry.
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
