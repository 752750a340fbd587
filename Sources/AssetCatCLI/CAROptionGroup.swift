import ArgumentParser
import AssetCatCARWriter

/// actool's options that shape an `Assets.car` (SPEC §8.2–8.3), for `compile -o X.car`.
struct CAROptionGroup: ParsableArguments {
  @Option(help: "iphoneos, iphonesimulator, macosx, appletvos, watchos or xros.") var platform: String = "iphoneos"
  @Option(help: "The oldest OS version the car is for (e.g. 15.0).") var minimumDeploymentTarget: String = "15.0"
  @Option(help: "The app icon set to write (other app icon sets are left out, as actool does).") var appIcon: String?
  @Option(help: "The accent color set (must exist).") var accentColor: String?
  @Option(help: "Keep only this device family's renditions (repeatable): iphone, ipad, mac, tv, watch, car, vision.")
  var targetDevice: [String] = []

  func options(jobs: Int?) -> CAROptions {
    CAROptions(
      platform: platform, minimumDeploymentTarget: minimumDeploymentTarget, appIcon: appIcon, accentColor: accentColor,
      targetDevices: targetDevice, jobs: jobs, authoringTool: "assetcat \(AssetCat.version)")
  }
}
