import AssetCatCore
import AssetCatValidation

/// The partial Info.plist (`--output-partial-info-plist`): the keys Xcode merges into the app's
/// Info.plist. Always written, as `<dict/>` when nothing applies (Chromium's build always asks
/// for it and rules_apple reads an empty one). The shapes, where the public record leaves room
/// (Docs/Actool.md, "Unconfirmed"):
/// - iOS: `CFBundleIcons` and `CFBundleIcons~ipad`, each `CFBundlePrimaryIcon` =
///   {`CFBundleIconFiles`, `CFBundleIconName`}, no top-level `CFBundleIconName` (mcfans' layout,
///   checked against Xcode 26.3's actool); the iPad list repeats the iPhone entry first;
///   `CFBundleIcons~ipad` only when iPads are targeted (every device when none is named), and
///   then even with no iPad file (just the name).
/// - Alternate icons: `CFBundleAlternateIcons` → name → {`CFBundleIconFiles`, `CFBundleIconName`}
///   under both keys (whether actool writes the name inside each alternate is unconfirmed).
/// - macOS: top-level `CFBundleIconFile` and `CFBundleIconName`.
/// - tvOS: `CFBundleIcons` → `CFBundlePrimaryIcon` as a plain string: the brand assets' home
///   screen icon (its `primary-app-icon` image stack, `App Icon`), or the name given when the
///   folder lists none; `TVTopShelfImage` → `TVTopShelfPrimaryImage` and
///   `TVTopShelfPrimaryImageWide`, the image sets of those roles (the shape Info.plists of
///   shipped tvOS apps have).
/// - watchOS, visionOS: `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName` (what
///   rules_apple's watchOS test reads; unconfirmed otherwise).
/// - `NSAccentColorName`, `NSWidgetBackgroundColorName` when named.
/// - `--launch-image`: `UILaunchImages` and `UILaunchImageFile` (``LaunchImageOutputs``).
/// - `CFBundleLocalizations`: the locales the catalogs' assets are localized for, sorted, when
///   any is (Xcode's `ASSETCATALOG_COMPILER_INCLUDE_INFOPLIST_LOCALIZATIONS`, on by default, "so
///   the assets can be used at runtime in the absence of a corresponding lproj directory";
///   `--include-partial-info-plist-localizations NO` leaves it out).
struct PartialInfoPlist {
  var platform: ApplePlatform
  var targets: AppIconRequest
  /// The primary icon's name and outputs, when `--app-icon` named one.
  var primary: (name: String, outputs: AppIconOutputs)?
  var alternates: [(name: String, outputs: AppIconOutputs)] = []
  /// tvOS: the top shelf image sets a brand assets folder names (standard, wide).
  var topShelf: (standard: String?, wide: String?) = (nil, nil)
  var launchImages: LaunchImageOutputs?
  /// `CFBundleLocalizations`, written when not empty.
  var localizations: [String] = []

  var plist: PropertyList {
    var root: [String: PropertyList] = [:]
    if let accent = targets.accentColor { root["NSAccentColorName"] = .string(accent) }
    if let widget = targets.widgetBackgroundColor { root["NSWidgetBackgroundColorName"] = .string(widget) }
    if !localizations.isEmpty { root["CFBundleLocalizations"] = .array(localizations.map(PropertyList.string)) }
    if let launch = launchImages {
      if !launch.entries.isEmpty { root["UILaunchImages"] = .array(launch.entries) }
      if let legacy = launch.legacyName { root["UILaunchImageFile"] = .string(legacy) }
    }
    switch platform {
    case .iOS: iOSIcons(&root)
    case .macOS:
      if let primary {
        if primary.outputs.standalone { root["CFBundleIconFile"] = .string(primary.name) }
        root["CFBundleIconName"] = .string(primary.name)
      }
    case .tvOS:
      if let primary { root["CFBundleIcons"] = .dictionary(["CFBundlePrimaryIcon": .string(primary.name)]) }
      var shelf: [String: PropertyList] = [:]
      if let standard = topShelf.standard { shelf["TVTopShelfPrimaryImage"] = .string(standard) }
      if let wide = topShelf.wide { shelf["TVTopShelfPrimaryImageWide"] = .string(wide) }
      if !shelf.isEmpty { root["TVTopShelfImage"] = .dictionary(shelf) }
    case .watchOS, .visionOS:
      if let primary {
        root["CFBundleIcons"] = .dictionary([
          "CFBundlePrimaryIcon": .dictionary(["CFBundleIconName": .string(primary.name)])
        ])
      }
    }
    return .dictionary(root)
  }

  func iOSIcons(_ root: inout [String: PropertyList]) {
    guard primary != nil || !alternates.isEmpty else { return }
    func icon(_ name: String, _ files: [String]) -> PropertyList {
      var d: [String: PropertyList] = ["CFBundleIconName": .string(name)]
      if !files.isEmpty { d["CFBundleIconFiles"] = .array(files.map(PropertyList.string)) }
      return .dictionary(d)
    }
    func icons(iPad: Bool) -> PropertyList {
      var d: [String: PropertyList] = [:]
      if let primary {
        d["CFBundlePrimaryIcon"] = icon(
          primary.name, iPad ? primary.outputs.iPadIconFiles : primary.outputs.iPhoneIconFiles)
      }
      if !alternates.isEmpty {
        d["CFBundleAlternateIcons"] = .dictionary(
          Dictionary(
            uniqueKeysWithValues: alternates.map {
              ($0.name, icon($0.name, iPad ? $0.outputs.iPadIconFiles : $0.outputs.iPhoneIconFiles))
            }))
      }
      return .dictionary(d)
    }
    if targets.targets(.iPhone) { root["CFBundleIcons"] = icons(iPad: false) }
    if targets.targets(.iPad) { root["CFBundleIcons~ipad"] = icons(iPad: true) }
  }
}
