import ArgumentParser
import AssetCatCARWriter
import AssetCatPipeline

/// The options only `compile -o X.car` adds; the platform, app icon, accent color and target
/// devices come from `AppIconOptions`, which `compile` shares with `validate`.
struct CAROptionGroup: ParsableArguments {
  @Option(help: "The oldest OS version the car is for (e.g. 15.0); with -o X.car.") var minimumDeploymentTarget:
    String = "15.0"
  @Option(
    help:
      """
      space: deflate every image at the slowest, smallest level; time: the default encodings (actool's \
      --optimization); with -o X.car.
      """
  )
  var optimization: String?
  @Option(
    help: ArgumentHelp(
      "Keep the rendition cache in DIR (default: $XDG_CACHE_HOME/assetcat, ~/.cache/assetcat); with -o X.car.",
      valueName: "DIR"))
  var cacheDir: String?
  @Flag(help: "Encode every rendition and keep no rendition cache; with -o X.car.") var noCache = false
  @Option(
    help: ArgumentHelp(
      "The Xcode whose car to write where Apple's cars differ among versions (e.g. 12.5; default 26); with -o X.car.",
      valueName: "VERSION"))
  var xcodeVersion: String?

  func validate() throws {
    try TargetArguments.checkDeploymentTarget(minimumDeploymentTarget)
    if let optimization, CAROptimization(rawValue: optimization) == nil {
      throw ValidationError("--optimization takes time or space, not '\(optimization)'")
    }
    if let xcodeVersion, CARXcodeVersion(xcodeVersion) == nil {
      throw ValidationError("--xcode-version takes a version such as 26.1 or 12.5.1, not '\(xcodeVersion)'")
    }
  }

  /// The car writer's options: `--platform` (default iphoneos), `--app-icon`,
  /// `--alternate-app-icon`, `--accent-color` and `--target-device` as given for the app icon checks;
  /// the rendition cache of `output` in `--cache-dir` or the user's cache folder (beside the car
  /// when the environment names no home), unless `--no-cache`.
  func options(_ icons: AppIconOptions, jobs: Int?, output: String) -> CAROptions {
    var options = CAROptions(
      platform: icons.applePlatform ?? .iOS,
      minimumDeploymentTarget: TargetArguments.deploymentTarget(minimumDeploymentTarget),
      appIcon: icons.appIcon, accentColor: icons.accentColor, targetDevices: icons.targetDevices, jobs: jobs,
      authoringTool: "assetcat \(AssetCat.version)")
    options.alternateAppIcons = icons.alternateAppIcon
    options.optimization = optimization.flatMap(CAROptimization.init(rawValue:))
    options.xcode = xcodeVersion.flatMap(CARXcodeVersion.init) ?? .current
    if !noCache {
      options.cachePath =
        cacheDir.map { CARCacheLocation.file(in: $0, forOutput: output) }
        ?? CARCacheLocation.userDirectory().flatMap { CARCacheLocation.file(in: $0, forOutput: output) }
        ?? CARCacheLocation.beside(output)
    }
    return options
  }
}
