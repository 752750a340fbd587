import AssetCatCore
import AssetCatImaging

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

  /// The paint of `node`; `nil` for an absent or unknown fill (the caller says what that means).
  /// `yUp`: the orientation's y counts from the bottom (the document's own fill).
  static func paint(_ node: JSONNode?, yUp: Bool = false) -> IconPaint? {
    guard let node else { return nil }
    if let word = node.string {
      switch word {
      case "automatic", "none": return .solid(.white)
      case "system-light": return vertical(.white, IconColor(red: 0.898, green: 0.898, blue: 0.898))
      case "system-dark": return systemDark
      default: return nil
      }
    }
    if let c = node["solid"]?.string.flatMap(IconColor.parse) { return .solid(c) }
    if let c = node["automatic-gradient"]?.string.flatMap(IconColor.parse) {
      return .linear(
        stops: [.init(position: 0, color: lighter(c)), .init(position: 0.7, color: c)], start: top, end: bottom)
    }
    if let colors = node["linear-gradient"]?.elements?.compactMap({ $0.string.flatMap(IconColor.parse) }),
      colors.count >= 2
    {
      let stops = colors.enumerated().map {
        IconPaint.Stop(position: Double($0.offset) / Double(colors.count - 1), color: $0.element)
      }
      let orientation = node["orientation"]
      // Without an orientation, the document's gradient runs from 10% to 90% of the height: the
      // slope of Xcode 26.2's drawn fallbacks of cubesql/cubeSQLAdmin's icon.
      let (from, to) = yUp ? (insetTop, insetBottom) : (top, bottom)
      return .linear(
        stops: stops, start: point(orientation?["start"], yUp: yUp) ?? from,
        end: point(orientation?["stop"], yUp: yUp) ?? to)
    }
    return nil
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

  static func point(_ node: JSONNode?, yUp: Bool) -> IconPaint.Point? {
    guard let x = node?["x"]?.number, let y = node?["y"]?.number else { return nil }
    return IconPaint.Point(x: x, y: yUp ? 1 - y : y)
  }
}
