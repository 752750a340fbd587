import AssetCatCore
import Foundation

/// The JSON answer of `assetcat resolve CATALOG --component C` (SPEC §4–5), keys in this order:
///
/// ```json
/// { "component": "Button", "containers": ["NavigationBar", "Window"],
///   "request": { "idiom": "phone", "scale": 3, "style": "dark", … },
///   "properties": {
///     "cornerRadius": { "kind": "number", "value": 6, "source": "instance" },
///     "tintColor": { "kind": "color", "value": "AccentColor", "source": "rule", "rule": 3, "line": 12,
///                    "asset": "AccentColor", "match": { "slot": { "idiom": "universal", "style": "dark" }, … } } } }
/// ```
/// Properties are sorted by name. `value` is a string (image, color, string), a number, a
/// boolean, or an object (insets `{top,left,bottom,right}`, size `{width,height}`, points).
/// `rule` is the rule's 1-based position in its file's `rules` array, `line` its 1-based line.
/// Image values and color values naming an asset have `asset` and `match` — the same object as
/// the image answer's `match` (SPEC §5), `null` when nothing matches or there is no such asset.
/// With `--explain`, each property also has `candidates`: every rule of the component that sets
/// the property, in file order, with `result` (`won`, `lost`, `overridden`, `not-applicable`),
/// `reason`, and for rules that apply their precedence `key` and container `positions`.
enum AppearanceAnswer {
  /// The answer: the component, its containers, the request, each property by name.
  struct Answer: Encodable {
    var component: String
    var containers: [String]
    var request: JSONOutput
    /// The properties in name order, each a `Property`.
    var properties: JSONOutput
  }

  /// One property: its kind and value, where the value comes from, the asset it names.
  struct Property: Encodable {
    var kind: String
    var value: JSONOutput
    var source: String
    var rule: Int?
    var line: Int?
    var asset: String?
    /// With `asset`: the match, `null` (and `error`) when nothing matches.
    var match: JSONOutput?
    var error: String?
    var candidates: [Candidate]?

    enum CodingKeys: String, CodingKey { case kind, value, source, rule, line, asset, match, error, candidates }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(kind, forKey: .kind)
      try c.encode(value, forKey: .value)
      try c.encode(source, forKey: .source)
      try c.encodeIfPresent(rule, forKey: .rule)
      try c.encodeIfPresent(line, forKey: .line)
      if let asset {
        try c.encode(asset, forKey: .asset)
        try c.encode(match, forKey: .match)
        try c.encodeIfPresent(error, forKey: .error)
      }
      try c.encodeIfPresent(candidates, forKey: .candidates)
    }
  }

  /// `--explain`: one rule that sets the property, and what became of it.
  struct Candidate: Encodable {
    var rule: Int
    var line: Int?
    var containedIn: [String]
    var traits: JSONOutput
    var result: String
    var reason: String
    var key: Key?
    var positions: [Int]?
  }

  /// A rule's precedence key (SPEC §4).
  struct Key: Encodable {
    var outermostContainer: Int
    var containerCount: Int
    var traitCount: Int
  }

  static func json(_ r: AppearanceResolution, rules: AppearanceRuleSet, explain: Bool) -> JSONOutput {
    let encoder = JSONOutputEncoder()
    let properties = r.properties.map { p in
      var m = Property(kind: p.value.kind.rawValue, value: value(p.value), source: "instance")
      if case .rule(let i) = p.source {
        m.source = "rule"
        m.rule = i + 1
        m.line = rules.rules[i].line
      }
      if let a = p.asset {
        m.asset = a.name
        if let asset = a.asset, let rendition = a.rendition {
          m.match = ResolveRunner.matchJSON(rendition, asset: asset)
        } else {
          m.error = a.asset == nil ? "no asset named '\(a.name)'" : "no rendition of '\(a.name)' matches the request"
        }
      }
      if explain { m.candidates = p.candidates.map { candidate($0, of: p, in: r, rules: rules) } }
      return (p.name, encoder.output(m))
    }
    return encoder.output(
      Answer(
        component: r.component, containers: r.containers, request: .traits(r.request), properties: .object(properties)))
  }

  static func candidate(
    _ c: AppearanceCandidate, of p: ResolvedAppearanceProperty, in r: AppearanceResolution, rules: AppearanceRuleSet
  ) -> Candidate {
    let rule = rules.rules[c.rule]
    let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
    return Candidate(
      rule: c.rule + 1, line: rule.line, containedIn: rule.containedIn, traits: .traits(rule.traits), result: result,
      reason: reason,
      key: c.key.map {
        Key(outermostContainer: $0.outermostContainer, containerCount: $0.containerCount, traitCount: $0.traitCount)
      },
      positions: c.embedding)
  }

  static func value(_ v: AppearanceValue) -> JSONOutput {
    switch v {
    case .image(let s), .string(let s): .string(s)
    case .color(let c): .string(c.text)
    case .number(let n): .number(n)
    case .bool(let b): .bool(b)
    case .insets(let e): .insets(e)
    case .size(let s): .size(s)
    }
  }
}
