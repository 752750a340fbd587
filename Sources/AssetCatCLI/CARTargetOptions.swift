import ArgumentParser
import AssetCatCARWriter
import AssetCatCore

/// The platform and deployment target a source catalog's car is measured for, named as
/// `compile -o X.car` names them: `size`, `diff` and `report` (whose download sizes depend on them).
struct CARTargetOptions: ParsableArguments {
  @Option(
    help:
      """
      The platform the car is for: iphoneos, macosx, appletvos, watchos or xros (a source catalog; default \
      iphoneos; report: the platform the catalogs' idioms target).
      """
  )
  var platform: String?
  @Option(help: "The oldest OS version the car is for, e.g. 15.0 (a source catalog).") var minimumDeploymentTarget =
    "15.0"

  func validate() throws {
    try TargetArguments.checkPlatform(platform)
    try TargetArguments.checkDeploymentTarget(minimumDeploymentTarget)
  }

  /// `--platform` as given, or `nil`.
  var applePlatform: ApplePlatform? { TargetArguments.platform(platform) }

  /// The car writer's options for these (no app icon counted): iphoneos without `--platform`.
  var options: CAROptions { options(fallback: .iOS) }

  /// The car writer's options for these, for `fallback` when no `--platform` was given.
  func options(fallback: ApplePlatform) -> CAROptions {
    CAROptions(
      platform: applePlatform ?? fallback,
      minimumDeploymentTarget: TargetArguments.deploymentTarget(minimumDeploymentTarget))
  }
}
