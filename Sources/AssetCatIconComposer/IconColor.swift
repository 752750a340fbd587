import AssetCatCore
import AssetCatImaging
import AssetCatSource

/// An sRGB colour of an icon document: components 0…1 (values outside, as extended sRGB has,
/// are clamped when drawn), straight alpha.
public struct IconColor: Sendable, Hashable {
  public var red, green, blue, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  public static let clear = IconColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = IconColor(red: 1, green: 1, blue: 1)

  /// `self` moved a fraction `f` of the way to `other`.
  public func mixed(with other: IconColor, _ f: Double) -> IconColor {
    IconColor(
      red: red + (other.red - red) * f, green: green + (other.green - green) * f, blue: blue + (other.blue - blue) * f,
      alpha: alpha + (other.alpha - alpha) * f)
  }

  /// Cairo's ARGB32 word: premultiplied, 8 bits a component, components clamped to 0…1.
  var premultipliedARGB: UInt32 {
    func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
    let a = clamp(alpha)
    func byte(_ v: Double) -> UInt32 { UInt32((clamp(v) * a * 255).rounded()) }
    return UInt32((a * 255).rounded()) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
  }
}

extension IconColor {
  /// `color` (`icon.json`'s, as validation and the car writer read it) in sRGB: Display P3
  /// converted, a gray as its three components, extended values kept.
  public init(_ color: IconFileColor) {
    let c = color.components
    switch color.space {
    case .srgb, .extendedSRGB: self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    case .displayP3:
      let s = DisplayP3.sRGB(Array(c.prefix(3)))
      self.init(red: s[0], green: s[1], blue: s[2], alpha: c[3])
    case .gray, .extendedGray: self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
    }
  }

  /// The sRGB colour an `icon.json` colour string names (`IconFileColor.parse`: the one parser
  /// of them), `nil` where it names none.
  public static func parse(_ text: String) -> IconColor? {
    (try? IconFileColor.parse(text).get()).map(IconColor.init)
  }
}
