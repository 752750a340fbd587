/// The axes of SPEC §2, in the order their request keys are printed.
public enum TraitAxis: String, CaseIterable, Sendable, Codable {
  case idiom, subtype, screenWidth, scale, width, height, style, contrast, gamut, direction, locale, memory, graphics

  /// SPEC §3 step 2: the order in which axes prefer specific slots over *any*.
  public static let preferenceOrder: [TraitAxis] = [
    .idiom, .subtype, .screenWidth, .locale, .direction, .width, .height, .gamut, .style, .contrast, .memory, .graphics,
  ]

  /// The request key (`width`, `screenWidth`), as in the text and JSON forms of a trait collection.
  public var key: String { rawValue }

  /// The axis of a request key, ignoring case (`screenwidth`); Contents.json's `screen-width`
  /// spelling is accepted too.
  public init?(key: String) {
    let k = key.lowercased()
    if k == "screen-width" {
      self = .screenWidth
      return
    }
    guard let axis = Self.allCases.first(where: { $0.rawValue.lowercased() == k }) else { return nil }
    self = axis
  }
}
