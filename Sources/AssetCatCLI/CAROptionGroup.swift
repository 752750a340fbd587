import ArgumentParser
import AssetCatCARWriter

/// The option only `compile -o X.car` adds; the platform, app icon, accent color and target
/// devices come from `AppIconOptions`, which `compile` shares with `validate`.
struct CAROptionGroup: ParsableArguments {
  @Option(help: "The oldest OS version the car is for (e.g. 15.0); with -o X.car.") var minimumDeploymentTarget: String = "15.0"
  @Option(help: "space: deflate every image at the slowest, smallest level; time: the default encodings (actool's --optimization); with -o X.car.")
  var optimization: String?

  func validate() throws {
    if let optimization, CAROptimization(rawValue: optimization) == nil {
      throw ValidationError("--optimization takes time or space, not '\(optimization)'")
    }
  }

  /// The car writer's options: `--platform` (default iphoneos), `--app-icon`,
  /// `--alternate-app-icon`, `--accent-color` and `--target-device` as given for the app icon checks.
  func options(_ icons: AppIconOptions, jobs: Int?) -> CAROptions {
    var options = CAROptions(
      platform: icons.platform ?? "iphoneos", minimumDeploymentTarget: minimumDeploymentTarget, appIcon: icons.appIcon,
      accentColor: icons.accentColor, targetDevices: icons.targetDevice, jobs: jobs, authoringTool: "assetcat \(AssetCat.version)")
    options.alternateAppIcons = icons.alternateAppIcon
    options.optimization = optimization.flatMap(CAROptimization.init(rawValue:))
    return options
  }
}
