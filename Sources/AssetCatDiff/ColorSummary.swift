import AssetCatCore
import Foundation

/// A colour as `diff` compares it: its colour space and components in a fixed order (red, green,
/// blue or white, then alpha), or the system colour it names. Two colours are the same when they
/// are in one space and no component moved by `tolerance`: a car may keep 0.22 as a 32-bit float,
/// its source as 0.220, and that is no change.
public struct ColorSummary: Hashable, Sendable, Codable {
  public var colorSpace: String?
  public var components: [ColorComponent]
  public var reference: String?

  /// Less than an 8-bit step (1/255) and far above a 32-bit float's rounding.
  static let tolerance = 0.0001
  static let order = ["red", "green", "blue", "white", "alpha"]

  public init(_ c: ColorValue) {
    colorSpace = c.colorSpace
    reference = c.reference
    components = c.components.sorted { Self.rank($0.name) < Self.rank($1.name) }
  }

  static func rank(_ name: String) -> (Int, String) { (order.firstIndex(of: name) ?? order.count, name) }

  /// Whether `other` is the same colour, components compared by name within `tolerance`.
  public func matches(_ other: ColorSummary) -> Bool {
    guard colorSpace == other.colorSpace, reference == other.reference,
      components.map(\.name) == other.components.map(\.name)
    else { return false }
    return zip(components, other.components).allSatisfy { abs($0.value - $1.value) < Self.tolerance }
  }

  /// `srgb 1.000 0.231 0.188 1.000`, or the system colour's name; `digits` decimals.
  public func text(digits: Int = 3) -> String {
    if let reference { return reference }
    let values = components.map { Self.fixed($0.value, digits: digits) }
    return ([colorSpace ?? "?"] + values).joined(separator: " ")
  }

  static func fixed(_ v: Double, digits: Int) -> String { String(format: "%.\(digits)f", v) }

  /// Before and after as text, with more decimals when three do not tell them apart.
  static func texts(_ a: ColorSummary?, _ b: ColorSummary?) -> (String?, String?) {
    let digits = a.map { $0.text() } == b.map { $0.text() } ? 6 : 3
    return (a.map { $0.text(digits: digits) }, b.map { $0.text(digits: digits) })
  }
}
