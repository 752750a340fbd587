/// The Xcode whose actool a car is written as: where Apple's cars differ among Xcodes (which
/// cars have APPEARANCEKEYS, how a group's atlas sheets are numbered), the writer follows this
/// one. Parsed once at the edge from `26.1`, `12.5.1` or Xcode's `XCODE_VERSION_ACTUAL` (`1251`).
public struct CARXcodeVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(major: Int, minor: Int = 0) {
    (self.major, self.minor) = (major, minor)
  }

  /// `nil` for text that is neither a dotted version nor `XCODE_VERSION_ACTUAL`'s digits.
  public init?(_ text: String) {
    if !text.contains("."), text.count >= 3, text.count <= 4, let n = Int(text) {
      (major, minor) = (n / 100, (n / 10) % 10)
      return
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil }) else { return nil }
    (self.major, self.minor) = (major, parts.count > 1 ? parts[1]! : 0)
  }

  /// Today's Xcode, the default: 26.6, the newest release whose cars were read.
  public static let current = CARXcodeVersion(major: 26, minor: 6)

  public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

  public var description: String { "\(major).\(minor)" }
}
