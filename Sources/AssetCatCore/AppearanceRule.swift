/// One appearance rule (SPEC §4): UIKit's
/// `Component.appearance(for: traits, whenContainedInInstancesOf: containedIn)` with property
/// values set on it.
public struct AppearanceRule: Hashable, Sendable, Codable {
  /// The component the rule styles (`RatingControl`), compared exactly.
  public var component: String
  /// Containers, innermost first (as UIKit lists them). Empty: the rule applies anywhere.
  public var containedIn: [String]
  /// The traits a query must contain for the rule to apply; unspecified axes match anything.
  public var traits: TraitCollection
  /// Property name → value.
  public var properties: [String: AppearanceValue]
  /// 1-based line of the rule's `{` in its file, when it was read from one (for `--explain`).
  public var line: Int?

  public init(
    component: String, containedIn: [String] = [], traits: TraitCollection = .empty,
    properties: [String: AppearanceValue], line: Int? = nil
  ) {
    self.component = component
    self.containedIn = containedIn
    self.traits = traits
    self.properties = properties
    self.line = line
  }

  private enum CodingKeys: String, CodingKey {
    case component, containedIn, traits, properties, line
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    component = try c.decode(String.self, forKey: .component)
    containedIn = try c.decodeIfPresent([String].self, forKey: .containedIn) ?? []
    traits = try c.decodeIfPresent(TraitCollection.self, forKey: .traits) ?? .empty
    properties = try c.decode([String: AppearanceValue].self, forKey: .properties)
    line = try c.decodeIfPresent(Int.self, forKey: .line)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(component, forKey: .component)
    if !containedIn.isEmpty { try c.encode(containedIn, forKey: .containedIn) }
    if traits != .empty { try c.encode(traits, forKey: .traits) }
    try c.encode(properties, forKey: .properties)
    try c.encodeIfPresent(line, forKey: .line)
  }
}

extension AppearanceRule {
  /// Where `containedIn` sits in an ancestor chain (innermost first), or `nil` when it does not
  /// match: the chain must hold the rule's containers in the same order, not necessarily adjacent.
  ///
  /// Of all the embeddings, this returns the one that puts the rule's **outermost** container as
  /// far toward the root as possible (UIKit reads the hierarchy from the window down, so the first
  /// place the rule can be recognised from the root is where it counts): every container but the
  /// last is matched leftmost-greedy (as close to the element as possible), then the last one at
  /// its root-most occurrence beyond them. The result's `last` is the "outermost matched
  /// container" position of SPEC §4; an empty `containedIn` matches with `[]`.
  ///
  /// Positions are 0-based indexes into `chain` (0 = the element's direct container).
  public func containerEmbedding(in chain: [String]) -> [Int]? {
    guard let outermost = containedIn.last else { return [] }
    var positions: [Int] = []
    var next = 0
    for name in containedIn.dropLast() {
      guard let i = chain[next...].firstIndex(of: name) else { return nil }
      positions.append(i)
      next = i + 1
    }
    guard let last = chain[next...].lastIndex(of: outermost) else { return nil }
    positions.append(last)
    return positions
  }
}
