import ArgumentParser
import AssetCatCore
import AssetCatValidation

/// The app icon and App Store options of `validate` and `compile` (AC070–AC072), named as
/// actool names them.
struct AppIconOptions: ParsableArguments {
  @Option(
    help:
      """
      The platform the app is built for: iphoneos, macosx, appletvos, watchos or xros (decides which icon \
      sizes are needed).
      """
  )
  var platform: String?
  @Option(
    help:
      """
      The app icon set the app uses: it must exist (AC070), have the sizes its platform needs (AC071) and an \
      App Store icon without alpha (AC072).
      """
  )
  var appIcon: String?
  @Option(help: "An alternate app icon set that must exist (repeatable).") var alternateAppIcon: [String] = []
  @Option(help: "The color set used as the accent color: it must exist (AC070).") var accentColor: String?
  @Option(
    help: "A device the app runs on (iphone, ipad, mac, tv, watch, car, vision; repeatable; default every device).")
  var targetDevice: [String] = []
  @Flag(help: "No App Store checks (the 1024 icon and its alpha channel).") var skipAppStoreDeployment = false

  func validate() throws {
    try TargetArguments.checkPlatform(platform)
    try TargetArguments.checkTargetDevices(targetDevice)
  }

  /// `--platform`, parsed.
  var applePlatform: ApplePlatform? { TargetArguments.platform(platform) }
  /// `--target-device`, parsed.
  var targetDevices: [TargetDevice] { TargetArguments.targetDevices(targetDevice) }

  var request: AppIconRequest {
    AppIconRequest(
      platform: applePlatform, appIcon: appIcon,
      alternateAppIcons: alternateAppIcon,
      accentColor: accentColor, targetDevices: targetDevices, skipAppStoreDeployment: skipAppStoreDeployment)
  }
}
