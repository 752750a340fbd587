/// The platform an app is built for, as actool's `--platform` names it (`iphoneos`, `macosx`, …):
/// it decides which app icon sizes are needed (AC071) and whether the App Store icon may have
/// alpha (AC072).
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable {
  case iOS = "iphoneos", macOS = "macosx", tvOS = "appletvos", watchOS = "watchos", visionOS = "xros"

  /// Every name `--platform` takes, in every command (`actool` included): actool's platform
  /// names, simulators included, and the plain names, in any case.
  public static let names: [(name: String, platform: ApplePlatform)] = [
    ("iphoneos", .iOS), ("iphonesimulator", .iOS), ("ios", .iOS), ("ipados", .iOS),
    ("macosx", .macOS), ("macos", .macOS), ("osx", .macOS),
    ("appletvos", .tvOS), ("appletvsimulator", .tvOS), ("tvos", .tvOS),
    ("watchos", .watchOS), ("watchsimulator", .watchOS),
    ("xros", .visionOS), ("xrsimulator", .visionOS), ("visionos", .visionOS),
  ]

  /// The platform `name` names (one of `names`, in any case); `nil` for anything else.
  public init?(actoolName name: String) {
    let lower = name.lowercased()
    guard let platform = Self.names.first(where: { $0.name == lower })?.platform else { return nil }
    self = platform
  }

  /// The `platform` value of a single-size app icon entry (`"platform": "ios"`).
  public var iconPlatformName: String {
    switch self {
    case .iOS: "ios"
    case .macOS: "macos"
    case .tvOS: "tvos"
    case .watchOS: "watchos"
    case .visionOS: "xros"
    }
  }

  /// The idioms of the devices that run the platform's apps (`--devices` checks their presets).
  public var deviceIdioms: Set<Idiom> {
    switch self {
    case .iOS: [.phone, .pad]
    case .macOS: [.mac]
    case .tvOS: [.tv]
    case .watchOS: [.watch]
    case .visionOS: [.vision]
    }
  }

  /// How messages name it.
  public var displayName: String {
    switch self {
    case .iOS: "iOS"
    case .macOS: "macOS"
    case .tvOS: "tvOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }

  /// The platforms an app icon set has entries for: from each entry's idiom, or from its
  /// `platform` for a universal (single-size) entry. Used when `--platform` is not given.
  public static func platforms(of icon: Asset) -> [ApplePlatform] { platforms(of: [icon]) }

  /// The platforms some rendition of `assets` is for (by idiom, or a single-size icon's
  /// `platform`), in `allCases` order; empty when every rendition is universal.
  public static func platforms(of assets: [Asset]) -> [ApplePlatform] {
    var found = Set<ApplePlatform>()
    for r in assets.lazy.flatMap(\.renditions) {
      switch r.slot.idiom {
      case .phone, .pad, .iosMarketing, .car: found.insert(.iOS)
      case .mac: found.insert(.macOS)
      case .watch, .watchMarketing: found.insert(.watchOS)
      case .tv, .tvMarketing: found.insert(.tvOS)
      case .vision: found.insert(.visionOS)
      default:
        if let name = r.iconPlatform, let p = ApplePlatform(actoolName: name) { found.insert(p) }
      }
    }
    return allCases.filter(found.contains)
  }
}

extension ApplePlatform: CustomDebugStringConvertible {
  /// actool's name, quoted (`"iphoneos"`): how a value holding one prints it.
  public var debugDescription: String { rawValue.debugDescription }
}
