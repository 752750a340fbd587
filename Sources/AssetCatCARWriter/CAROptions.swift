import AssetCatCore

/// What `compile -o X.car` (and the actool driver) asks of the car writer.
public struct CAROptions: Sendable, Hashable {
  /// `--platform` (any of actool's names for it, simulators included, parsed at the command line).
  public var platform: ApplePlatform
  /// `--minimum-deployment-target` (`17.0`).
  public var minimumDeploymentTarget: OSVersion
  /// `--app-icon`: the primary app icon set (actool leaves app icon sets it is not given out).
  public var appIcon: String?
  /// `--alternate-app-icon` (and every other set after `--include-all-app-icons`): written as
  /// the primary is, as Apple's cars hold them (an Xcode 16.4 iOS car of RJ7xx/pump-fun-app has
  /// its `AppGreen` and `AppHalloweenOrange` alternates beside `AppIcon`).
  public var alternateAppIcons: [String] = []
  /// `--accent-color`: must name a color set of the catalogs (the car keeps every color set).
  public var accentColor: String?
  /// `--target-device` (repeatable). Empty means the platform's own devices.
  public var targetDevices: [TargetDevice]
  /// Thinning for one kind of device (`--keep`, actool's `--filter-for-device-model`): only what a
  /// request with these traits can choose (`CARThinning`); `nil` keeps everything.
  public var keep: TraitCollection?
  /// The thinned build's device system (actool's `--filter-for-device-os-version`, `18.0`): of
  /// an image's deployment-target variants only the one it reads is kept
  /// (`CARDeploymentTargetVariants`); `nil` keeps them all.
  public var deviceOSVersion: OSVersion?
  /// Parallel encoders; `nil` is every core. The output does not depend on it.
  public var jobs: Int?
  /// The authoring-tool string stored in CARHEADER and EXTENDED_METADATA.
  public var authoringTool: String
  /// actool's `--optimization` (Xcode's `ASSETCATALOG_COMPILER_OPTIMIZATION`); `nil` is the default.
  public var optimization: CAROptimization?
  /// The rendition cache file (`--cache-dir`, or beside the output): records of the last build
  /// that are used again when their inputs and options have not changed, so a rebuild after a
  /// small change encodes only what changed; the car is byte-identical to a cold build's. `nil`
  /// encodes everything and keeps no cache.
  public var cachePath: String?
  /// Partial builds (`compile -o X.carpart`) whose records a link uses instead of encoding them
  /// (`--from-part`), as it would a rendition cache's; a command checks them first
  /// (`CARPartialLink.check`: the same tool, options, catalog and contents).
  public var partials: [String] = []
  /// Icon Composer documents (`.icon` folders) whose icon stacks, groups, colours, gradients and
  /// art go in (`CARPlan+IconComposer`); their drawn fallback sizes come as app icon sets.
  public var iconComposerDocuments: [String] = []
  /// actool's `--enable-icon-stack-fallback-generation disabled`: with Icon Composer icons, a Mac
  /// car then lists another key format (`CARKeyBuilder.macIconComposerKept`), as it does for a
  /// target before macOS 10.15.
  public var iconStackFallbackDisabled = false
  /// Small images packed into atlases as Apple's actool packs them (`CARAtlasPacker`), for
  /// the targets whose cars Apple packs (those written with LZFSE); `false` keeps each image whole.
  public var packsAtlases = true
  /// The Xcode whose actool the car is written as (`CARXcodeVersion`): today's unless told.
  public var xcode = CARXcodeVersion.current
  /// Told of each rendition encoded (`compile -o X.car`, `size`, `diff` and `report` draw their
  /// progress bar with it); `nil` tells no one.
  public var progress: CARProgress?

  public init(
    platform: ApplePlatform = .iOS, minimumDeploymentTarget: OSVersion = OSVersion(major: 15, minor: 0),
    appIcon: String? = nil, accentColor: String? = nil, targetDevices: [TargetDevice] = [],
    keep: TraitCollection? = nil, jobs: Int? = nil, authoringTool: String = "assetcat"
  ) {
    self.platform = platform
    self.minimumDeploymentTarget = minimumDeploymentTarget
    self.appIcon = appIcon
    self.accentColor = accentColor
    self.targetDevices = targetDevices
    self.keep = keep
    self.jobs = jobs
    self.authoringTool = authoringTool
  }
}

extension CAROptions {
  /// The idioms the car keeps: those of `--target-device`, else the platform's own (universal is
  /// always kept).
  public var keptIdioms: Set<Idiom> {
    CARPlatformProfile.idioms(forTargetDevices: targetDevices) ?? CARPlatformProfile.forPlatform(platform).idioms
  }
}

/// `--optimization`: Xcode's "`time` to optimize for access speed or `space` to optimize for a
/// smaller compiled asset catalog". `space` deflates every deflated image at libdeflate's
/// slowest, smallest level (`CARPixelEncoder.smallestLevel`); `time` keeps the default encodings
/// (what decodes fastest on a device is not on record).
public enum CAROptimization: String, Sendable, Hashable, CaseIterable {
  case time, space
}

/// The per-platform and per-deployment-target choices (Docs/AssetsCarWriting.md has the table).
public struct CARPlatformProfile: Sendable, Hashable {
  /// EXTENDED_METADATA's platform name (`ios`, `macosx`, `atv`, `watchos`, `xros`).
  public var metadataPlatform: String
  /// The idioms kept when no `--target-device` is given (universal is always kept).
  public var idioms: Set<Idiom>
  /// CARHEADER key semantics: 2 for iOS-family cars, 1 for macOS (as Apple's cars carry).
  public var keySemantics: UInt32

  public static func forPlatform(_ platform: ApplePlatform) -> CARPlatformProfile {
    switch platform {
    case .iOS:
      CARPlatformProfile(metadataPlatform: "ios", idioms: [.phone, .pad, .iosMarketing, .car], keySemantics: 2)
    case .macOS: CARPlatformProfile(metadataPlatform: "macosx", idioms: [.mac], keySemantics: 1)
    case .tvOS: CARPlatformProfile(metadataPlatform: "atv", idioms: [.tv, .tvMarketing], keySemantics: 2)
    case .watchOS:
      CARPlatformProfile(metadataPlatform: "watchos", idioms: [.watch, .watchMarketing], keySemantics: 2)
    case .visionOS: CARPlatformProfile(metadataPlatform: "xros", idioms: [.vision], keySemantics: 2)
    }
  }

  /// The idioms a car for `devices` keeps (`--target-device`); `nil` when none is named (the
  /// platform's own then).
  public static func idioms(forTargetDevices devices: [TargetDevice]) -> Set<Idiom>? {
    devices.isEmpty ? nil : devices.reduce(into: []) { $0.formUnion($1.idioms) }
  }
}
