import AssetCatImaging
import AssetCatSource

/// Icon Composer's fills (`fill` of the document or of a layer) as paints. Strings:
/// `automatic` and `none` (white behind the art), `system-light` (white to light gray),
/// `system-dark` (gray 0.192 to 0.078, the gradient Apple's compiled dark icons hold). Objects:
/// `{"solid": c}`, `{"automatic-gradient": c}` (vertical, lighter at the top, the colour itself
/// from 70% of the height down: what Apple's flattened icons show; the lighter colour is `c`
/// taken a third of the way to white, an approximation), `{"linear-gradient": [c1, c2],
/// "orientation": {"start": {x, y}, "stop": {x, y}}}` (fractions of the area; top to bottom when
/// the orientation is absent). The document's fill measures y up from the bottom and a layer's
/// fill y down from the top: that is how Icon Composer drew simple-navi's icon (its export is in
/// that repository), a root gradient from `start` y 1 to `stop` y 0.3 light at the top and a layer's
/// from (1, 0) lightest at the top right.
enum IconComposerFill {
  static let top = IconPaint.Point(x: 0.5, y: 0), bottom = IconPaint.Point(x: 0.5, y: 1)

  /// The paint of `fill`. `yUp`: the orientation's y counts from the bottom (the document's own fill).
  static func paint(_ fill: IconFileFill, yUp: Bool = false) -> IconPaint {
    switch fill {
    case .automatic, .none: return .solid(.white)
    case .systemLight: return vertical(.white, IconColor(red: 0.898, green: 0.898, blue: 0.898))
    case .systemDark: return systemDark
    case .solid(let c): return .solid(IconColor(c))
    case .automaticGradient(let c):
      let color = IconColor(c)
      return .linear(
        stops: [.init(position: 0, color: lighter(color)), .init(position: 0.7, color: color)], start: top, end: bottom)
    case .linearGradient(let list, let start, let stop):
      let colors = list.map(IconColor.init)
      let stops = colors.enumerated().map {
        IconPaint.Stop(position: Double($0.offset) / Double(max(1, colors.count - 1)), color: $0.element)
      }
      // Without an orientation, the document's gradient runs from 10% to 90% of the height: the
      // slope of Xcode 26.2's drawn fallbacks of cubesql/cubeSQLAdmin's icon.
      let (from, to) = yUp ? (insetTop, insetBottom) : (top, bottom)
      return .linear(
        stops: stops, start: start.map { point($0, yUp: yUp) } ?? from, end: stop.map { point($0, yUp: yUp) } ?? to)
    }
  }

  static let insetTop = IconPaint.Point(x: 0.5, y: 0.1), insetBottom = IconPaint.Point(x: 0.5, y: 0.9)

  /// An automatic gradient's top colour: `c` lighter by 0.14 and more saturated (×1.12) in HSL, which
  /// matches Xcode 26's drawn fallbacks of e-marchand/TestAppIcon's orange within a few levels.
  static func lighter(_ c: IconColor) -> IconColor {
    let hsl = IconHSL(c)
    return IconHSL(
      hue: hsl.hue, saturation: min(1, hsl.saturation * 1.12), lightness: min(1, hsl.lightness + 0.14), alpha: c.alpha
    ).color
  }

  /// The system's dark background: gray 0.192 at the top to 0.078 at the bottom.
  static let systemDark = vertical(
    IconColor(red: 0.192, green: 0.192, blue: 0.192), IconColor(red: 0.078, green: 0.078, blue: 0.078))

  static func vertical(_ a: IconColor, _ b: IconColor) -> IconPaint {
    .linear(stops: [.init(position: 0, color: a), .init(position: 1, color: b)], start: top, end: bottom)
  }

  static func point(_ p: IconFilePoint, yUp: Bool) -> IconPaint.Point {
    IconPaint.Point(x: p.x, y: yUp ? 1 - p.y : p.y)
  }
}
