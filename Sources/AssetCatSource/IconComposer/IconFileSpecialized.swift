/// A value of `icon.json` and its `-specializations`: the plain value (the key itself, or the
/// entry with no appearance and no idiom), the entries per appearance (`dark`, `tinted`), and the
/// entries for one idiom (kept for what reads them; the drawing and the car use the others).
public struct IconFileSpecialized<Value: Sendable & Hashable>: Sendable, Hashable {
  public var base: Value?
  public var byAppearance: [IconFileAppearance: Value] = [:]
  public var byIdiom: [String: Value] = [:]

  public init(base: Value? = nil, byAppearance: [IconFileAppearance: Value] = [:]) {
    self.base = base
    self.byAppearance = byAppearance
  }

  /// The value an appearance shows: its own entry, tinted falling back to dark, then the plain one.
  public func value(_ appearance: IconFileAppearance) -> Value? {
    for a in appearance.fallbacks { if let v = byAppearance[a] { return v } }
    return base
  }

  /// Whether the appearance has an entry of its own (not inherited from the plain value).
  public func hasOwnValue(_ appearance: IconFileAppearance) -> Bool {
    appearance.fallbacks.contains { byAppearance[$0] != nil }
  }

  /// Whether any appearance changes the value.
  public var isSpecialized: Bool { !byAppearance.isEmpty || !byIdiom.isEmpty }
}

/// The appearances an Icon Composer icon is drawn in.
public enum IconFileAppearance: String, Sendable, Hashable, CaseIterable {
  case light, dark, tinted

  /// The appearances whose entries count for this one, most specific first.
  var fallbacks: [IconFileAppearance] {
    switch self {
    case .light: []
    case .dark: [.dark]
    case .tinted: [.tinted, .dark]
    }
  }
}
