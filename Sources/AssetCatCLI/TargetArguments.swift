import ArgumentParser
import AssetCatValidation

/// The one check of `--platform` and of `--minimum-deployment-target`, whichever command takes
/// them (`validate`, `compile`, `size`, `diff`, `report`): a value one command accepts, every
/// command accepts.
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
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard (1...3).contains(parts.count), numbers else {
      throw ValidationError("--minimum-deployment-target takes a version such as 15.0 or 10.15.4, not '\(text)'")
    }
  }
}
