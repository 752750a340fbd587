import AssetCatCAR
import AssetCatSource

/// The named colours and gradients of one Icon Composer icon, as Apple's cars name them:
/// `<icon>_Assets/Color-<n>` and `<icon>_Assets/Gradient-<n>`, numbered in order of first use,
/// each once. Color-1 is always white (extended gray 1): Apple's cars of two public `.icon`
/// documents both start so.
struct CARIconPalette {
  let prefix: String
  private(set) var colors: [(name: String, value: CSIColor)] = []
  private(set) var gradients: [(name: String, value: CSIIconGradient)] = []

  init(icon: String) {
    prefix = icon + "_Assets/"
    _ = color(CSIColor(colorSpace: 6, components: [1, 1]))
  }

  /// RLOC colour-space ids of Icon Composer's spaces.
  static func spaceID(_ space: IconFileColor.Space) -> UInt32 {
    switch space {
    case .srgb: 1
    case .gray: 2
    case .displayP3: 3
    case .extendedSRGB: 4
    case .extendedGray: 6
    }
  }

  /// The colour as Apple's cars store it: components rounded to three decimals, as 32-bit floats.
  static func record(_ c: IconFileColor) -> CSIColor {
    CSIColor(colorSpace: spaceID(c.space), components: c.components.map { Double(Float(($0 * 1000).rounded() / 1000)) })
  }

  mutating func color(_ value: CSIColor) -> String {
    if let known = colors.first(where: { $0.value == value }) { return known.name }
    let name = "\(prefix)Color-\(colors.count + 1)"
    colors.append((name, value))
    return name
  }

  mutating func gradient(_ value: CSIIconGradient) -> String {
    if let known = gradients.first(where: { $0.value == value }) { return known.name }
    let name = "\(prefix)Gradient-\(gradients.count + 1)"
    gradients.append((name, value))
    return name
  }

  /// The gradient facet of a fill (its colours named first).
  mutating func gradient(of fill: IconFileFill) -> String {
    let (kind, colors, start, end) = Self.shape(of: fill)
    let names = colors.map { color($0) }
    let stops = names.enumerated().map { i, n in
      CSIIconGradient.Stop(location: names.count == 1 ? 0 : Float(i) / Float(names.count - 1), colorName: n)
    }
    return gradient(CSIIconGradient(kind: kind, start: start, end: end, stops: stops))
  }

  static func gray(_ v: Double) -> CSIColor { CSIColor(colorSpace: 2, components: [Double(Float(v)), 1]) }
  static let down: ((x: Float, y: Float), (x: Float, y: Float)) = ((0.5, 0), (0.5, 1))

  /// Kind (0 derived from one colour, 1 as given), colours and end points of a fill. The system
  /// backgrounds are the grays of Apple's cars (dark: 0.192 to 0.078); the light one (white to
  /// 0.898) is assetcat's approximation, no car of a light system fill having been read.
  static func shape(of fill: IconFileFill) -> (UInt32, [CSIColor], (x: Float, y: Float), (x: Float, y: Float)) {
    switch fill {
    case .automaticGradient(let c): return (0, [record(c)], down.0, down.1)
    case .solid(let c): return (1, [record(c)], down.0, down.1)
    case .linearGradient(let cs, let start, let stop):
      let s = start.map { (x: Float($0.x), y: Float(1 - $0.y)) } ?? down.0
      let e = stop.map { (x: Float($0.x), y: Float(1 - $0.y)) } ?? down.1
      return (1, cs.map(record), s, e)
    case .systemDark: return (1, [gray(0.192), gray(0.078)], down.0, down.1)
    case .automatic, .none, .systemLight: return (1, [gray(1), gray(0.898)], down.0, down.1)
    }
  }
}
