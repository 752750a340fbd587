/// The axes of SPEC §2, in the order their request keys are printed.
public enum TraitAxis: String, CaseIterable, Sendable, Codable {
  case idiom, subtype, scale, width, height, style, contrast, gamut, direction, locale, memory, graphics

  /// SPEC §3 step 2: the order in which axes prefer specific slots over *any*.
  public static let preferenceOrder: [TraitAxis] = [
    .idiom, .subtype, .locale, .direction, .width, .height, .gamut, .style, .contrast, .memory, .graphics,
  ]

  /// The request key (`width`), as in the text and JSON forms of a trait collection.
  public var key: String { rawValue }
}
