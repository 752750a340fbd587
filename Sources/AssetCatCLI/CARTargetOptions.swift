import ArgumentParser
import AssetCatCARWriter
import AssetCatValidation

/// The platform and deployment target a source catalog's car is measured for, named as
/// `compile -o X.car` names them: `size` and `diff` (whose download sizes depend on them).
struct CARTargetOptions: ParsableArguments {
  @Option(help: "The platform the car is for: iphoneos, macosx, appletvos, watchos or xros (a source catalog).")
  var platform = "iphoneos"
  @Option(help: "The oldest OS version the car is for, e.g. 15.0 (a source catalog).") var minimumDeploymentTarget =
    "15.0"

  func validate() throws {
    if ApplePlatform(actoolName: platform) == nil {
      throw ValidationError("--platform must be iphoneos, macosx, appletvos, watchos or xros, not '\(platform)'")
    }
  }

  /// The car writer's options for these (no app icon counted).
  var options: CAROptions { CAROptions(platform: platform, minimumDeploymentTarget: minimumDeploymentTarget) }
}
