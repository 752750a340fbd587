/// A color of a color set, in its declared color space (SPEC §3: colors resolve to components
/// in their declared color space).
public struct ColorValue: Hashable, Sendable, Codable {
  /// Xcode's color-space name: `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`,
  /// `gray-gamma-22`, `extended-gray`; `nil` for a system color reference.
  public var colorSpace: String?
  /// Component names in order (`red, green, blue, alpha` or `white, alpha`) with values in 0…1
  /// (extended spaces may exceed that range).
  public var components: [ColorComponent]
  /// A system color reference (`systemBlueColor`), with the platform it was given for.
  public var reference: String?
  public var platform: String?
  public init(colorSpace: String?, components: [ColorComponent], reference: String? = nil, platform: String? = nil) {
    self.colorSpace = colorSpace
    self.components = components
    self.reference = reference
    self.platform = platform
  }
}

public struct ColorComponent: Hashable, Sendable, Codable {
  public var name: String
  public var value: Double
  public init(name: String, value: Double) {
    self.name = name
    self.value = value
  }
}
