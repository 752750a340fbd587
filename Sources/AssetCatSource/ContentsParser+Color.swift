import AssetCatCore
import Foundation

/// A color set entry's `color` (AC060).
extension ContentsParser {
  mutating func parseColor(_ m: JSONNode.Member) -> ColorValue? {
    guard let cm = m.value.members else {
      wrongType(m, expected: "an object with color-space and components")
      return nil
    }
    var space: JSONNode.Member?
    var comps: JSONNode.Member?
    var reference: String?
    var platform: String?
    for k in cm {
      switch k.key {
      case "color-space": space = k
      case "components": comps = k
      case "reference": reference = string(k)
      case "platform": platform = string(k)
      default: unknownKey(k, in: "'color'", known: ["color-space", "components", "platform", "reference"])
      }
    }
    if let reference {
      return ColorValue(colorSpace: nil, components: [], reference: reference, platform: platform)
    }
    guard let space, let spaceName = string(space) else {
      report(
        .AC060, "color has no 'color-space'; add one of \(Self.colorSpaceList) or a system color 'reference'",
        line: m.keyLine, column: m.keyColumn)
      return nil
    }
    guard let names = componentNames(space, spaceName) else { return nil }
    guard let comps, let list = comps.value.members else {
      report(
        .AC060, "color has no 'components' object; add \(names.joined(separator: ", "))", line: m.keyLine,
        column: m.keyColumn)
      return nil
    }
    guard let values = readComponents(comps, list, names: names, spaceName: spaceName) else { return nil }
    return ColorValue(
      colorSpace: spaceName, components: names.map { ColorComponent(name: $0, value: values[$0]!) }, platform: platform)
  }

  /// The component names of a color space (`red, green, blue, alpha` or `white, alpha`); AC060
  /// for an unknown space.
  private mutating func componentNames(_ space: JSONNode.Member, _ spaceName: String) -> [String]? {
    if ContentsSchema.rgbColorSpaces.contains(spaceName) { return ["red", "green", "blue", "alpha"] }
    if ContentsSchema.grayColorSpaces.contains(spaceName) { return ["white", "alpha"] }
    report(
      .AC060, "unknown color space '\(spaceName)'; use one of \(Self.colorSpaceList)", line: space.value.line,
      column: space.value.column)
    return nil
  }

  /// Every component of `names`, each in range for the space; `nil` after any AC060.
  private mutating func readComponents(
    _ comps: JSONNode.Member, _ list: [JSONNode.Member], names: [String], spaceName: String
  ) -> [String: Double]? {
    let extended = ContentsSchema.isExtended(spaceName)
    var values: [String: Double] = [:]
    var ok = true
    for k in list {
      switch Self.component(k, names: names, spaceName: spaceName, extended: extended) {
      case .success(let v): values[k.key] = v
      case .failure(let problem):
        report(.AC060, problem.message, line: problem.line, column: problem.column)
        ok = false
      }
    }
    for n in names where values[n] == nil && !list.contains(where: { $0.key == n }) {
      report(
        .AC060, "color is missing component '\(n)' for color space '\(spaceName)'", line: comps.keyLine,
        column: comps.keyColumn)
      ok = false
    }
    return ok ? values : nil
  }

  /// What is wrong with one component, and where.
  private struct ComponentProblem: Error {
    var message: String
    var line: Int
    var column: Int
  }

  /// A component's value in 0…1 (any value for an extended space), or what is wrong with it: a
  /// name the space does not have, a value that is no number Xcode writes, or one out of range.
  private static func component(
    _ k: JSONNode.Member, names: [String], spaceName: String, extended: Bool
  ) -> Result<Double, ComponentProblem> {
    guard names.contains(k.key) else {
      return .failure(
        ComponentProblem(
          message: "component '\(k.key)' does not belong to color space '\(spaceName)' "
            + "(expected \(names.joined(separator: ", ")))", line: k.keyLine, column: k.keyColumn))
    }
    guard let v = parseComponent(k.value) else {
      return .failure(
        ComponentProblem(
          message: "invalid color component '\(k.key)': \(describe(k.value)); "
            + "write a number from 0 to 1 (\"0.500\"), 0 to 255 (\"128\") or hex (\"0x80\")",
          line: k.value.line, column: k.value.column))
    }
    guard extended || (0...1).contains(v) else {
      return .failure(
        ComponentProblem(
          message: "color component '\(k.key)' is \(v), outside 0…1 for color space '\(spaceName)'; "
            + "use an extended color space or fix the value", line: k.value.line, column: k.value.column))
    }
    return .success(v)
  }

  static let colorSpaceList = "srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray"

  private static func describe(_ n: JSONNode) -> String {
    switch n.value {
    case .string(let s): "'\(s)'"
    case .number(_, let t): t
    default: n.typeName
    }
  }

  /// A component as Xcode writes it: `"0.500"` (0…1), `"128"` (0…255), `"0x80"` (hex 0…255), or a
  /// JSON number (0…1, or 0…255 when an integer above 1).
  static func parseComponent(_ n: JSONNode) -> Double? {
    switch n.value {
    case .number(let d, let text):
      if !text.contains(".") && !text.contains("e") && !text.contains("E") && d > 1 {
        return d <= 255 ? d / 255 : nil
      }
      return d
    case .string(let raw):
      let s = raw.trimmingCharacters(in: .whitespaces)
      if s.lowercased().hasPrefix("0x") {
        guard let v = Int(s.dropFirst(2), radix: 16), (0...255).contains(v), s.count > 2 else { return nil }
        return Double(v) / 255
      }
      if s.contains(".") || s.contains("e") || s.contains("E") {
        guard let d = Double(s), d.isFinite else { return nil }
        return d
      }
      guard let v = Int(s), (0...255).contains(v) else { return nil }
      return Double(v) / 255
    default:
      return nil
    }
  }
}
