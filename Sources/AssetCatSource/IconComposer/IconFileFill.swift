/// A fill of `icon.json` (the icon's background, or a layer's colour).
public enum IconFileFill: Sendable, Hashable {
  /// `"automatic"`: the system's choice (white behind the art; a layer keeps its own colours).
  case automatic
  /// `"none"`: no fill.
  case none
  /// `"system-light"`, `"system-dark"`: the system's light or dark background.
  case systemLight, systemDark
  /// `{"solid": c}`.
  case solid(IconFileColor)
  /// `{"automatic-gradient": c}`: a gradient the system derives from one colour.
  case automaticGradient(IconFileColor)
  /// `{"linear-gradient": [c…], "orientation": {"start": {x, y}, "stop": {x, y}}}`: fractions of the area.
  case linearGradient([IconFileColor], start: IconFilePoint?, stop: IconFilePoint?)

  /// The colours the fill names, in order.
  public var colors: [IconFileColor] {
    switch self {
    case .solid(let c), .automaticGradient(let c): [c]
    case .linearGradient(let cs, _, _): cs
    default: []
    }
  }
}

/// A point of a gradient's orientation, in fractions of the area.
public struct IconFilePoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
