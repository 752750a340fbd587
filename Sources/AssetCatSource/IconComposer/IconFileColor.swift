/// A colour of `icon.json`: `<space>:<components>`, e.g. `display-p3:0.89,0.42,0.28,1.0`,
/// `srgb:…`, `extended-srgb:…` (components may leave 0…1), `gray:g,a`, `extended-gray:g,a`.
/// The alpha component may be left out (1).
public struct IconFileColor: Sendable, Hashable {
  public enum Space: String, Sendable, Hashable, CaseIterable {
    case srgb, extendedSRGB = "extended-srgb", displayP3 = "display-p3", gray, extendedGray = "extended-gray"

    /// Colour components before alpha.
    public var colorComponents: Int { self == .gray || self == .extendedGray ? 1 : 3 }
  }

  public var space: Space
  /// The colour components and alpha (always present here).
  public var components: [Double]

  public init(space: Space, components: [Double]) {
    self.space = space
    self.components = components
  }

  /// The colour of `text`, or why it is not one.
  public static func parse(_ text: String) -> Result<IconFileColor, IconFileColorProblem> {
    guard let colon = text.firstIndex(of: ":") else { return .failure(.noSpace) }
    let name = text[..<colon].lowercased()
    guard let space = Space(rawValue: name) else { return .failure(.unknownSpace(name)) }
    let parts = text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.allSatisfy({ $0?.isFinite == true }) else { return .failure(.notNumbers) }
    var values = numbers.compactMap { $0 }
    let n = space.colorComponents
    guard values.count == n || values.count == n + 1 else { return .failure(.componentCount(space, values.count)) }
    if values.count == n { values.append(1) }
    let extended = space == .extendedSRGB || space == .extendedGray
    if !extended, values.contains(where: { $0 < 0 || $0 > 1 }) { return .failure(.outOfRange(space)) }
    return .success(IconFileColor(space: space, components: values))
  }

  public var alpha: Double { components.last ?? 1 }
}

/// Why a colour string of `icon.json` is not a colour.
public enum IconFileColorProblem: Error, Sendable, Hashable, CustomStringConvertible {
  case noSpace, unknownSpace(String), notNumbers, componentCount(IconFileColor.Space, Int), outOfRange(
    IconFileColor.Space)

  public var description: String {
    switch self {
    case .noSpace: "a colour is `<space>:<components>` (e.g. `srgb:1,0,0,1`)"
    case .unknownSpace(let s):
      "unknown colour space '\(s)' (known: \(IconFileColor.Space.allCases.map(\.rawValue).joined(separator: ", ")))"
    case .notNumbers: "the colour's components are not all finite numbers"
    case .componentCount(let s, let n):
      "\(s.rawValue) takes \(s.colorComponents) components and an optional alpha, not \(n)"
    case .outOfRange(let s): "\(s.rawValue) components are between 0 and 1 (the extended spaces allow more)"
    }
  }
}
