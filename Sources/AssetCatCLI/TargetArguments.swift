import ArgumentParser
import AssetCatCore

/// The one reading of `--platform`, `--minimum-deployment-target` and `--target-device`,
/// whichever command takes them (`validate`, `compile`, `size`, `diff`, `report`; `actool` reads
/// the same words with Core's same parsers): a value one command accepts, every command accepts.
/// Each command checks its words in `validate()` and passes on the parsed values.
enum TargetArguments {
  /// actool's platform names, simulators included, and the plain names (`ios`, `macos`, …).
  static func checkPlatform(_ name: String?) throws {
    if let name, ApplePlatform(actoolName: name) == nil {
      throw ValidationError("--platform must be iphoneos, macosx, appletvos, watchos or xros, not '\(name)'")
    }
  }

  /// An OS version as actool takes one: one to three numbers separated by periods (`17`, `15.0`,
  /// `10.15.4`).
  static func checkDeploymentTarget(_ text: String) throws {
    if OSVersion(text) == nil {
      throw ValidationError("--minimum-deployment-target takes a version such as 15.0 or 10.15.4, not '\(text)'")
    }
  }

  /// `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision`, in any case.
  static func checkTargetDevices(_ names: [String]) throws {
    if let name = names.first(where: { TargetDevice(name: $0) == nil }) {
      throw ValidationError("--target-device must be \(TargetDevice.namesList), not '\(name)'")
    }
  }

  /// `--platform` parsed (checked in `validate()`).
  static func platform(_ name: String?) -> ApplePlatform? { name.flatMap(ApplePlatform.init(actoolName:)) }

  /// `--minimum-deployment-target` parsed (checked in `validate()`).
  static func deploymentTarget(_ text: String) -> OSVersion { OSVersion(text) ?? OSVersion(major: 15, minor: 0) }

  /// `--target-device` words parsed (checked in `validate()`).
  static func targetDevices(_ names: [String]) -> [TargetDevice] { names.compactMap(TargetDevice.init(name:)) }
}
