public enum AssetKind: String, Hashable, Sendable, Codable, CaseIterable {
  case image, color, data
  case appIcon = "app-icon"
  case symbol
  /// A known Xcode folder type that is read but not resolved (sprite atlas, image stack, …).
  case other

  /// The folder extension Xcode uses for the kind.
  public var folderExtension: String? {
    switch self {
    case .image: "imageset"
    case .color: "colorset"
    case .data: "dataset"
    case .appIcon: "appiconset"
    case .symbol: "symbolset"
    case .other: nil
    }
  }

  /// Whether SPEC §3 step 3 (scale) applies.
  public var hasScale: Bool { self == .image || self == .appIcon }
}
