/// An OS version as actool takes one: `--minimum-deployment-target` (`17.0`, `10.15.4`, `17`) or a
/// launch image's `minimum-system-version`: one to three numbers separated by periods. Parsed
/// once, where the text comes in; every module takes the parsed version.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int?
  /// The version as written (`17`, `15.0`): what a car's metadata records.
  public var text: String

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else {
      return nil
    }
    let numbers = parts.compactMap { $0.allSatisfy(\.isNumber) ? Int($0) : nil }
    guard numbers.count == parts.count else { return nil }
    major = numbers[0]
    minor = numbers.count > 1 ? numbers[1] : 0
    patch = numbers.count == 3 ? numbers[2] : nil
    self.text = text
  }

  /// `major.minor` (`15.0`).
  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
    patch = nil
    text = "\(major).\(minor)"
  }

  /// The major and minor numbers, for comparing against a release (`version.release >= (13, 0)`).
  public var release: (Int, Int) { (major, minor) }

  /// `-700`, `-1100`, `-812`: a launch image's file name suffix.
  public var suffix: String { "\(major)\(minor)\(patch ?? 0)" }
  /// `7.0`, `11.0`, `8.1.2`: major and minor always, the patch when written.
  public var value: String { "\(major).\(minor)" + (patch.map { ".\($0)" } ?? "") }

  public var description: String { text }

  public static func < (a: OSVersion, b: OSVersion) -> Bool {
    (a.major, a.minor, a.patch ?? 0) < (b.major, b.minor, b.patch ?? 0)
  }
}

extension OSVersion: CustomDebugStringConvertible {
  /// The version as written, quoted (`"15.0"`): how a value holding one prints it.
  public var debugDescription: String { text.debugDescription }
}
