/// An OS version as actool takes one: a launch image's `minimum-system-version` or
/// `--minimum-deployment-target` (`7.0`, `11.0`, `8.1.2`, `17`).
struct OSVersion: Hashable, Sendable {
  var major: Int
  var minor: Int
  var patch: Int?

  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), let major = parts[0], let minor = parts.count > 1 ? parts[1] : 0 else {
      return nil
    }
    guard parts.count < 3 || parts[2] != nil else { return nil }
    self.major = major
    self.minor = minor
    patch = parts.count == 3 ? parts[2] : nil
  }

  /// `-700`, `-1100`, `-812` in file names.
  var suffix: String { "\(major)\(minor)\(patch ?? 0)" }
  /// `7.0`, `11.0`, `8.1.2` in `UILaunchImageMinimumOSVersion`.
  var value: String { "\(major).\(minor)" + (patch.map { ".\($0)" } ?? "") }
}
