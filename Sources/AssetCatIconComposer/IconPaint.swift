import AssetCatImaging

/// What fills an icon's background or tints a layer: one colour, or a linear gradient between
/// two points given as fractions of the area (0, 0 top left; 1, 1 bottom right).
public enum IconPaint: Sendable, Hashable {
  case solid(IconColor)
  /// Colour stops (positions ascending, 0 at `start`, 1 at `end`); before the first stop its
  /// colour, after the last its colour.
  case linear(stops: [Stop], start: Point, end: Point)

  public struct Point: Sendable, Hashable {
    public var x, y: Double
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
  }

  public struct Stop: Sendable, Hashable {
    public var position: Double
    public var color: IconColor
    public init(position: Double, color: IconColor) { (self.position, self.color) = (position, color) }
  }

  /// The colour at (`x`, `y`), fractions of the area.
  func color(x: Double, y: Double) -> IconColor {
    switch self {
    case .solid(let c): return c
    case .linear(let stops, let start, let end):
      guard let first = stops.first, let last = stops.last else { return .clear }
      let dx = end.x - start.x, dy = end.y - start.y
      let length2 = dx * dx + dy * dy
      let t = length2 == 0 ? 0 : ((x - start.x) * dx + (y - start.y) * dy) / length2
      if t <= first.position { return first.color }
      for (a, b) in zip(stops, stops.dropFirst()) where t <= b.position {
        return a.color.mixed(with: b.color, b.position > a.position ? (t - a.position) / (b.position - a.position) : 1)
      }
      return last.color
    }
  }
}
