/// Answers appearance queries (SPEC §4): which rule sets each property of a component in a given
/// place of the view hierarchy under given traits, with image and color values resolved by SPEC §3.
///
/// Pure: the same rules and the same `AssetLookup` answers (source or compiled catalog) give the
/// same resolution.
///
/// **Applicability.** A rule applies to a query when its component equals the query's, its
/// `containedIn` is an ordered subsequence of the query's ancestor chain (both innermost first;
/// not necessarily adjacent) and the query's traits, completed with SPEC §3's defaults (style
/// light, contrast normal, gamut srgb, direction ltr, scale 1), contain the rule's traits.
///
/// **Precedence**, per property, among the applying rules that set it (`PrecedenceKey`, compared
/// in this order, larger wins):
/// 1. the outermost matched container's position in the chain, counted from the element
///    (0 = its direct container; the root-most position of `AppearanceRule.containerEmbedding`);
///    a rule with no containers has −1, the farthest from the root of all;
/// 2. the number of containers in `containedIn`;
/// 3. the number of traits the rule specifies;
/// 4. the rule's index in the file (the later wins).
///
/// A query's instance value beats every rule.
public struct AppearanceResolver: Sendable {
  public let rules: AppearanceRuleSet
  public let assets: any AssetLookup

  public init(rules: AppearanceRuleSet, assets: some AssetLookup) {
    self.rules = rules
    self.assets = assets
  }

  /// Resolves every property that a rule or an instance value sets on `component`.
  ///
  /// - Parameters:
  ///   - containers: the element's ancestors, innermost first (`["NavigationBar", "Window"]`).
  ///   - traits: the query's trait collection; SPEC §3's defaults are applied.
  ///   - instanceValues: values set on the element itself (`--set`), which beat every rule.
  public func resolve(
    component: String, containers: [String] = [], traits: TraitCollection,
    instanceValues: [String: AppearanceValue] = [:]
  ) -> AppearanceResolution {
    let request = traits.completedForResolution
    // Which rules apply, and where.
    var applying: [Int: [Int]] = [:]
    var notApplying: [Int: AppearanceCandidate.Fate] = [:]
    for (i, rule) in rules.rules.enumerated() where rule.component == component {
      switch Self.applicability(of: rule, containers: containers, request: request) {
      case .applies(let embedding): applying[i] = embedding
      case .doesNotApply(let why): notApplying[i] = why
      }
    }
    var names = Set(instanceValues.keys)
    for i in applying.keys { names.formUnion(rules.rules[i].properties.keys) }

    var properties: [ResolvedAppearanceProperty] = []
    for name in names.sorted() {
      let setting = rules.rules.indices.filter {
        rules.rules[$0].component == component && rules.rules[$0].properties[name] != nil
      }
      let contenders = setting.filter { applying[$0] != nil }
      let keys = Dictionary(uniqueKeysWithValues: contenders.map { ($0, key(rule: $0, embedding: applying[$0]!)) })
      let winner = contenders.max { keys[$0]! < keys[$1]! }
      let instance = instanceValues[name]

      var candidates: [AppearanceCandidate] = []
      for i in setting {
        let fate: AppearanceCandidate.Fate
        if let why = notApplying[i] {
          fate = why
        } else if instance != nil {
          fate = .overriddenByInstanceValue
        } else if i == winner {
          fate = .won
        } else {
          fate = .lost(to: winner!, because: keys[i]!.reason(losingTo: keys[winner!]!))
        }
        candidates.append(
          AppearanceCandidate(rule: i, line: rules.rules[i].line, fate: fate, key: keys[i], embedding: applying[i]))
      }

      let value: AppearanceValue
      let source: ResolvedAppearanceProperty.Source
      if let instance {
        value = instance
        source = .instance
      } else if let winner, let v = rules.rules[winner].properties[name] {
        value = v
        source = .rule(winner)
      } else {
        continue
      }
      properties.append(
        ResolvedAppearanceProperty(
          name: name, value: value, source: source, asset: asset(for: value, request: request), candidates: candidates))
    }
    return AppearanceResolution(component: component, containers: containers, request: request, properties: properties)
  }

  /// SPEC §3 for an image or a color asset named by a value; `nil` for other kinds and literals.
  private func asset(for value: AppearanceValue, request: TraitCollection) -> ResolvedAppearanceProperty.AssetMatch? {
    guard let name = value.assetName else { return nil }
    guard let asset = assets.asset(named: name) else { return .init(name: name, asset: nil, rendition: nil) }
    return .init(name: name, asset: asset, rendition: assets.resolve(name, traits: request)?.rendition)
  }

  private func key(rule i: Int, embedding: [Int]) -> PrecedenceKey {
    let rule = rules.rules[i]
    return PrecedenceKey(
      outermostContainer: embedding.last ?? -1, containerCount: rule.containedIn.count,
      traitCount: rule.traits.specifiedCount, index: i)
  }

  /// Why a rule of the query's component does not apply (`containersNotMatched` or
  /// `traitNotContained`), or `nil` when it applies. `traits` as given; SPEC §3's defaults are applied.
  public static func reasonNotApplying(_ rule: AppearanceRule, containers: [String], traits: TraitCollection)
    -> AppearanceCandidate.Fate?
  {
    if case .doesNotApply(let why) = applicability(
      of: rule, containers: containers, request: traits.completedForResolution)
    {
      return why
    }
    return nil
  }

  /// Whether a rule applies to a query (its component already equal): the container embedding,
  /// or why not.
  static func applicability(of rule: AppearanceRule, containers: [String], request: TraitCollection) -> Applicability {
    guard let embedding = rule.containerEmbedding(in: containers) else { return .doesNotApply(.containersNotMatched) }
    for axis in TraitAxis.allCases where !request.meets(rule.traits, on: axis) {
      return .doesNotApply(.traitNotContained(axis))
    }
    return .applies(embedding)
  }

  enum Applicability {
    /// With the container positions of `AppearanceRule.containerEmbedding`.
    case applies([Int])
    case doesNotApply(AppearanceCandidate.Fate)
  }
}
