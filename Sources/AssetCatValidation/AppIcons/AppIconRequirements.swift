import AssetCatCore

/// One icon a platform needs: an idiom, a size in points and a scale.
public struct RequiredIcon: Sendable, Hashable {
  public var idiom: Idiom
  /// Points, as Contents.json writes them (`83.5x83.5`).
  public var size: String
  public var scale: Int
  /// The `--target-device` that needs it (iPhone, iPad); `nil` for every device.
  public var device: TargetDevice?
  /// Needed only for App Store deployment (waived by `--skip-app-store-deployment`).
  public var appStore: Bool

  /// `60x60@2x`, or `1024x1024` at 1x.
  public var label: String { scale == 1 ? size : "\(size)@\(scale)x" }
}

/// The icons each platform needs (AC071), and where the table comes from.
///
/// - iOS/iPadOS: iPhone 60x60@2x (120 px: App Store error ITMS-90022 "exactly '120x120' pixels"),
///   iPad 76x76@2x (152 px: ITMS-90023) and 83.5x83.5@2x (167 px: actool's "A 83.5x83.5@2x app
///   icon is required for iPad apps targeting iOS 9.0 and later"), and the 1024x1024 App Store
///   icon (`ios-marketing`; ITMS-90704 "Missing Marketing Icon"). Smaller settings/spotlight
///   sizes are optional (Xcode scales them). The iPad ones only when `--target-device ipad` is
///   given or no device is named.
/// - macOS: the ten slots of Xcode's Mac app icon template (16, 32, 128, 256, 512 points at 1x
///   and 2x); 512x512@2x is the App Store's 1024.
/// - watchOS: the 1024x1024 App Store icon (`watch-marketing`; ITMS-90719). The per-case-size
///   launcher sizes are not checked.
/// - tvOS: the app icon is a brand assets folder of layered image stacks and top shelf image
///   sets, checked by `BrandAssetsRequirements`.
/// - visionOS: the app icon is a layered `.solidimagestack` that assetcat reads without looking
///   inside; only its existence is checked (AC070).
///
/// A single-size icon (Xcode 14+: one `universal` 1024x1024 entry with `"platform": "ios"`,
/// `"watchos"` or `"macos"`) satisfies every size of its platform: actool scales it.
/// Sources: the study of actool's interface behind `Docs/Actool.md` (its app icon sections).
public enum AppIconRequirements {
  public static func icons(for platform: ApplePlatform) -> [RequiredIcon] {
    switch platform {
    case .iOS:
      return [
        RequiredIcon(idiom: .phone, size: "60x60", scale: 2, device: .iPhone, appStore: false),
        RequiredIcon(idiom: .pad, size: "76x76", scale: 2, device: .iPad, appStore: false),
        RequiredIcon(idiom: .pad, size: "83.5x83.5", scale: 2, device: .iPad, appStore: false),
        RequiredIcon(idiom: .iosMarketing, size: "1024x1024", scale: 1, device: nil, appStore: true),
      ]
    case .macOS:
      return ["16x16", "32x32", "128x128", "256x256", "512x512"].flatMap { size in
        [1, 2].map { scale in
          RequiredIcon(idiom: .mac, size: size, scale: scale, device: nil, appStore: size == "512x512" && scale == 2)
        }
      }
    case .watchOS:
      return [RequiredIcon(idiom: .watchMarketing, size: "1024x1024", scale: 1, device: nil, appStore: true)]
    case .tvOS, .visionOS:
      return []
    }
  }

  /// The App Store icon of `icon` for `platform`: the marketing entry, or the single-size
  /// universal 1024. Only light, standard-contrast entries count (dark and tinted variants are
  /// not the store's icon). `nil` when the set has none.
  public static func appStoreIcon(_ icon: Asset, platform: ApplePlatform) -> Rendition? {
    let plain = icon.renditions.filter { $0.slot.style == nil && $0.slot.contrast == nil && $0.file != nil }
    let marketing: Idiom? = platform == .iOS ? .iosMarketing : platform == .watchOS ? .watchMarketing : nil
    if let marketing, let r = plain.first(where: { $0.slot.idiom == marketing }) { return r }
    return plain.first { isSingleSize($0, platform) }
  }

  /// Whether `r` is the single-size form (a universal 1024x1024 entry for `platform`).
  public static func isSingleSize(_ r: Rendition, _ platform: ApplePlatform) -> Bool {
    r.slot.idiom == nil && r.iconSize == "1024x1024"
      && r.iconPlatform.flatMap(ApplePlatform.init(actoolName:)) == platform
  }

  /// Whether `icon` has an entry with a file for `required`.
  static func has(_ icon: Asset, _ required: RequiredIcon) -> Bool {
    icon.renditions.contains {
      $0.file != nil && $0.slot.style == nil && $0.slot.idiom == required.idiom && $0.iconSize == required.size
        && ($0.slot.scale ?? 1) == required.scale
    }
  }
}
