import AssetCatCARWriter
import AssetCatCore

/// What an actool command line asks for (SPEC §8.3), as ``ActoolArgumentParser`` reads it.
public struct ActoolOptions: Hashable, Sendable {
  /// Positional inputs (`.xcassets`, `.xcstickers`, `.icon`), in order.
  public var inputs: [String] = []
  /// `--compile DIR`: where `Assets.car` and the loose files go (must exist).
  public var compileDirectory: String?
  /// `--compile-output-filename NAME`: the car's file name in that folder (xcbuild's actool
  /// option; `Assets.car` without it).
  public var compileOutputFilename: String?
  /// `--platform`, parsed (any of actool's names, simulators included).
  public var platform: ApplePlatform?
  /// `--minimum-deployment-target`, parsed.
  public var minimumDeploymentTarget: OSVersion?
  /// `--target-device`, repeated, parsed.
  public var targetDevices: [TargetDevice] = []
  /// The words given to those three that name no platform, version or device: actool reports
  /// them in the results document (`ActoolDriver.usage`), not as a usage error.
  public var unparsed = UnparsedTarget()
  public var appIcon: String?
  public var alternateAppIcons: [String] = []
  public var includeAllAppIcons = false
  public var accentColor: String?
  public var widgetBackgroundColor: String?
  public var launchImage: String?
  /// `--enable-icon-stack-fallback-generation`: `disabled` draws no flat icon from `.icon` inputs.
  public var iconStackFallbackGeneration: String?
  public var outputPartialInfoPlist: String?
  public var exportDependencyInfo: String?
  /// `--output-format`; `nil` is the default, xml1 (what xcbuild's actool does without the
  /// option; Apple's default is not on record).
  public var outputFormat: ResultsFormat?
  public var errors = false
  public var warnings = false
  public var notices = false
  public var compressPNGs = false
  /// `--cache-dir DIR` (assetcat's own): where the car's rendition cache is kept (default:
  /// `$ASSETCAT_CACHE_DIR`, else none); `--no-cache` keeps none.
  public var cacheDirectory: String?
  public var noCache = false

  /// Where this build keeps its rendition cache and probe memo: `--cache-dir`, else the user's
  /// cache folder (`CARCacheLocation.userDirectory`); none with `--no-cache`.
  var cacheFolder: String? { noCache ? nil : cacheDirectory ?? CARCacheLocation.userDirectory() }
  /// `--from-part PART` (repeatable, assetcat's own): parts (`compile -o X.carpart`) whose renditions the car
  /// takes instead of encoding them.
  public var fromParts: [String] = []
  /// `--follow-links` (assetcat's own): read inputs that are symbolic links leading out of the catalog.
  public var followLinks = false
  /// `--xcode-version V` (assetcat's own): the Xcode whose actool the car is written as (default:
  /// `$ASSETCAT_XCODE_VERSION`, else Xcode's own `$XCODE_VERSION_ACTUAL` in a build phase, else 26).
  public var xcodeVersion: CARXcodeVersion?
  /// `--enable-on-demand-resources YES|NO`.
  public var enableOnDemandResources: Bool?
  public var developmentRegion: String?
  /// `--optimization time|space` (the car writer's `CAROptimization`).
  public var optimization: String?
  /// `--include-language L` (repeated): the only localizations compiled (``IncludedLanguages``).
  public var includeLanguages: [String] = []
  /// `--include-partial-info-plist-localizations YES|NO` (default YES): `CFBundleLocalizations`
  /// in the partial Info.plist.
  public var includePartialInfoPlistLocalizations = true
  public var productType: String?
  public var filterForDeviceModel: String?
  public var filterForThinningDeviceConfiguration: String?
  public var filterForDeviceOSVersion: OSVersion?
  public var skipAppStoreDeployment = false
  public var version = false
  /// `--print-asset-tag-combinations`: the on-demand-resource tag sets of the inputs' assets
  /// (what Xcode asks before every iOS build with on-demand resources on); nothing is compiled.
  public var printAssetTagCombinations = false
  /// `--bundle-identifier`: recorded in the generated Objective-C header and the symbol index.
  public var bundleIdentifier: String?
  /// `--generate-swift-asset-symbols FILE` (Xcode 15+'s `GenerateAssetSymbols` run).
  public var swiftAssetSymbols: String?
  /// `--generate-objc-asset-symbols FILE`.
  public var objcAssetSymbols: String?
  /// `--generate-asset-symbol-index FILE`.
  public var assetSymbolIndex: String?
  /// `--standalone-icon-behavior default|all|none`: which copies of the app icons are written
  /// beside the car.
  public var standaloneIconBehavior = StandaloneIconBehavior.default
  /// `--generate-swift-asset-symbol-extensions YES|NO` (default NO).
  public var swiftAssetSymbolExtensions = false
  /// Options read and ignored, or not known at all: each becomes a notice in the results
  /// document, in command-line order.
  public var ignored: [IgnoredOption] = []

  public init() {}

  /// The device a thinned build is for: the thinning configuration when one is given, else the
  /// device model (Xcode passes both for an app thinned for one device).
  public var thinningDevice: String? {
    filterForThinningDeviceConfiguration.flatMap { $0.isEmpty ? nil : $0 } ?? filterForDeviceModel
  }

  /// What the thinning options ask the car to keep: the device's idiom and scale; `nil` when
  /// none is given or it names no model `ThinningDevice` knows (the car is then not thinned, and
  /// `unthinnableDevice` says so).
  public var thinningTraits: TraitCollection? { thinningDevice.flatMap(ThinningDevice.traits(forModel:)) }

  /// A thinning device given that is not a known model identifier (a notice: nothing is thinned).
  public var unthinnableDevice: String? {
    guard let d = thinningDevice, !d.isEmpty, thinningTraits == nil else { return nil }
    return d
  }

  /// A symbols run: it writes the generated symbol files and nothing else, as Xcode's
  /// `GenerateAssetSymbols` actool run does.
  public var generatesAssetSymbols: Bool {
    swiftAssetSymbols != nil || objcAssetSymbols != nil || assetSymbolIndex != nil
  }

  /// The format the results document is written in.
  public var resultsFormat: ResultsFormat { outputFormat ?? .xml1 }
}

/// `--standalone-icon-behavior`: the loose copies of the app icons actool writes beside the car
/// (by default a small subset of the sizes: each idiom's home-screen icon).
public enum StandaloneIconBehavior: String, Hashable, Sendable {
  /// iOS: each idiom's home-screen icon; macOS: the `.icns`.
  case `default`
  /// iOS: every iPhone and iPad size the set fills (or its 1024 scales to), all listed in
  /// `CFBundleIconFiles`; macOS: the `.icns`.
  case all
  /// No loose icon: the icons are in the car only, and the plist names no file.
  case none
}

/// The results document's formats (`--output-format`).
public enum ResultsFormat: String, Hashable, Sendable {
  case humanReadableText = "human-readable-text", xml1, binary1
}

/// An option assetcat read but does not act on, or does not know.
public struct IgnoredOption: Hashable, Sendable {
  public var option: String
  public var value: String?
  /// `true` for an option actool has that assetcat does not implement; `false` for one it does
  /// not know at all.
  public var known: Bool

  /// The notice's text.
  public var notice: String {
    let shown = value.map { "\(option) \($0)" } ?? option
    return known
      ? "\(shown) is not implemented by assetcat's actool and was ignored; its effect is missing from the output"
      : "unknown option \(shown) was ignored"
  }
}

/// A command line that cannot be run (exit 2): a missing or bad value.
public struct ActoolUsageError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// `--platform`, `--minimum-deployment-target`, `--filter-for-device-os-version` and
/// `--target-device` words that do not parse, as
/// given (the last of each single option; every device word).
public struct UnparsedTarget: Hashable, Sendable {
  public var platform: String?
  public var minimumDeploymentTarget: String?
  /// `--filter-for-device-os-version`.
  public var deviceOSVersion: String?
  public var targetDevices: [String] = []
  public init() {}
}
