import AssetCatCore

/// What the build asks of the catalog's app icons and named colors (`--app-icon`,
/// `--accent-color`, … on `validate`, `compile` and `actool`): the checks AC070–AC072 run only on
/// what is named here. AC073 (an icon whose pixels do not fit its slot) runs on every app icon set.
public struct AppIconRequest: Sendable, Hashable {
  /// `--platform`; `nil` judges each named set by the platforms it has entries for.
  public var platform: ApplePlatform?
  /// `--app-icon`: the primary icon set.
  public var appIcon: String?
  /// `--alternate-app-icon`, repeated.
  public var alternateAppIcons: [String]
  /// `--accent-color`.
  public var accentColor: String?
  /// `--widget-background-color`.
  public var widgetBackgroundColor: String?
  /// `--launch-image`: a `.launchimage` set (actool).
  public var launchImage: String?
  /// `--target-device`, repeated; empty means every device of the platform.
  public var targetDevices: [TargetDevice]
  /// `--skip-app-store-deployment`: no App Store checks (the 1024 icon, AC071 for it).
  public var skipAppStoreDeployment: Bool

  public init(
    platform: ApplePlatform? = nil, appIcon: String? = nil, alternateAppIcons: [String] = [],
    accentColor: String? = nil, widgetBackgroundColor: String? = nil, targetDevices: [TargetDevice] = [],
    skipAppStoreDeployment: Bool = false, launchImage: String? = nil
  ) {
    self.platform = platform
    self.appIcon = appIcon
    self.alternateAppIcons = alternateAppIcons
    self.accentColor = accentColor
    self.widgetBackgroundColor = widgetBackgroundColor
    self.targetDevices = targetDevices
    self.skipAppStoreDeployment = skipAppStoreDeployment
    self.launchImage = launchImage
  }

  /// Whether the app runs on `device`.
  public func targets(_ device: TargetDevice) -> Bool {
    targetDevices.isEmpty || targetDevices.contains(device)
  }
}

extension AppIconRequest {
  /// The request without the names that name no set in `input` (each an AC070 warning): what a
  /// build uses. Apple's actool builds without them (no `NSAccentColorName` for a color that is
  /// not there, no icon), and so do `compile` and `actool`.
  public func existing(in input: ValidationInput) -> AppIconRequest {
    var out = self
    let colors = Set(input.activeAssets.filter { $0.asset.kind == .color }.map(\.asset.name))
    if let name = appIcon, AppIconCheck.iconSet(named: name, in: input) == nil { out.appIcon = nil }
    out.alternateAppIcons = alternateAppIcons.filter { AppIconCheck.iconSet(named: $0, in: input) != nil }
    if let name = accentColor, !colors.contains(name) { out.accentColor = nil }
    if let name = widgetBackgroundColor, !colors.contains(name) { out.widgetBackgroundColor = nil }
    if let name = launchImage, AppIconCheck.launchImageSet(named: name, in: input) == nil { out.launchImage = nil }
    return out
  }
}
