/// What a query found (SPEC §4): every property set on the component, sorted by name.
public struct AppearanceResolution: Hashable, Sendable {
  public var component: String
  public var containers: [String]
  /// The query's traits completed with SPEC §3's defaults.
  public var request: TraitCollection
  public var properties: [ResolvedAppearanceProperty]

  public func property(_ name: String) -> ResolvedAppearanceProperty? { properties.first { $0.name == name } }

  /// Whether every image and color asset named by a property has a rendition for the request.
  public var everyAssetMatched: Bool { properties.allSatisfy { $0.asset.map { $0.rendition != nil } ?? true } }
}

/// One property's answer.
public struct ResolvedAppearanceProperty: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    /// The rule at this index in the file.
    case rule(Int)
    /// The query's instance value.
    case instance
  }

  /// The SPEC §3 answer for an image or color asset named by the value.
  public struct AssetMatch: Hashable, Sendable {
    public var name: String
    /// `nil` when the catalog has no asset of that name.
    public var asset: Asset?
    /// `nil` when nothing survives SPEC §3 (or there is no such asset).
    public var rendition: Rendition?
  }

  public var name: String
  public var value: AppearanceValue
  public var source: Source
  /// For image values and color values that name an asset; `nil` otherwise.
  public var asset: AssetMatch?
  /// Every rule of the component that sets this property, in file order, with its fate.
  public var candidates: [AppearanceCandidate]

  public init(
    name: String, value: AppearanceValue, source: Source, asset: AssetMatch?, candidates: [AppearanceCandidate]
  ) {
    self.name = name
    self.value = value
    self.source = source
    self.asset = asset
    self.candidates = candidates
  }
}

/// A rule considered for one property, and what became of it (for `--explain`).
public struct AppearanceCandidate: Hashable, Sendable {
  public enum Fate: Hashable, Sendable {
    case won
    case lost(to: Int, because: LossReason)
    /// The query sets the property itself.
    case overriddenByInstanceValue
    /// The rule's `containedIn` is not an ordered subsequence of the query's containers.
    case containersNotMatched
    /// The query's traits do not contain the rule's value on this axis.
    case traitNotContained(TraitAxis)

    public var applies: Bool {
      switch self {
      case .won, .lost, .overriddenByInstanceValue: true
      case .containersNotMatched, .traitNotContained: false
      }
    }
  }

  /// The first precedence criterion (SPEC §4) on which a rule lost.
  public enum LossReason: String, Hashable, Sendable, Codable {
    case outermostContainer = "outermost-container"
    case fewerContainers = "fewer-containers"
    case fewerTraits = "fewer-traits"
    case earlierInFile = "earlier-in-file"
  }

  public var rule: Int
  public var line: Int?
  public var fate: Fate
  /// The precedence key, for rules that apply.
  public var key: PrecedenceKey?
  /// Container positions in the query's chain (0-based, innermost first), for rules that apply.
  public var embedding: [Int]?

  public init(rule: Int, line: Int?, fate: Fate, key: PrecedenceKey? = nil, embedding: [Int]? = nil) {
    self.rule = rule
    self.line = line
    self.fate = fate
    self.key = key
    self.embedding = embedding
  }
}
