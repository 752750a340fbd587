import AssetCatCore
import Foundation

/// The JSON answer of `assetcat resolve CATALOG --component C` (SPEC §4–5):
///
/// ```json
/// { "component": "Button", "containers": ["NavigationBar", "Window"],
///   "request": { "idiom": "phone", "scale": 3, "style": "dark", … },
///   "properties": {
///     "tintColor": { "kind": "color", "value": "AccentColor", "source": "rule", "rule": 3, "line": 12,
///                    "match": { "asset": "AccentColor", "slot": { "style": "dark" }, … } },
///     "cornerRadius": { "kind": "number", "value": 6, "source": "instance" } } }
/// ```
/// `rule` is the rule's 1-based position in its file's `rules` array and `line` its 1-based line.
/// `match` is present for image values and color values naming an asset (the same object as the
/// image answer's `match`, plus `asset`; for colors `colorSpace` and `components`); `null` when
/// nothing matches or the asset does not exist. With `--explain`, each property also has
/// `candidates`: every rule of the component that sets it, with `result` (`won`, `lost`,
/// `overridden`, `not-applicable`) and `reason`.
struct AppearanceAnswer: Encodable {
  var component: String
  var containers: [String]
  var request: TraitCollection
  var properties: [String: Property]

  struct Property: Encodable {
    var kind: AppearanceValueKind
    var value: ValueJSON
    var source: String
    var rule: Int?
    var line: Int?
    /// Outer optional: whether the key is written; inner: `null` for no match.
    var match: AppearanceMatchJSON??
    var candidates: [Candidate]?

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(kind, forKey: .kind)
      try c.encode(value, forKey: .value)
      try c.encode(source, forKey: .source)
      try c.encodeIfPresent(rule, forKey: .rule)
      try c.encodeIfPresent(line, forKey: .line)
      if let match { try c.encode(match, forKey: .match) }
      try c.encodeIfPresent(candidates, forKey: .candidates)
    }
    enum CodingKeys: String, CodingKey { case kind, value, source, rule, line, match, candidates }
  }

  struct Candidate: Encodable {
    var rule: Int
    var line: Int?
    var containedIn: [String]
    var traits: TraitCollection
    var result: String
    var reason: String
  }

  /// A value as JSON: strings for images, colors and strings; numbers; booleans; objects for
  /// insets and sizes (points).
  struct ValueJSON: Encodable {
    var value: AppearanceValue
    func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      switch value {
      case .image(let s), .string(let s): try c.encode(s)
      case .color(let col): try c.encode(col.text)
      case .number(let n): try c.encode(n)
      case .bool(let b): try c.encode(b)
      case .insets(let i): try c.encode(i)
      case .size(let s): try c.encode(s)
      }
    }
  }

  init(_ r: AppearanceResolution, rules: AppearanceRuleSet, explain: Bool) {
    component = r.component
    containers = r.containers
    request = r.request
    properties = [:]
    for p in r.properties {
      var prop = Property(kind: p.value.kind, value: ValueJSON(value: p.value), source: "instance")
      if case .rule(let i) = p.source {
        prop.source = "rule"
        prop.rule = i + 1
        prop.line = rules.rules[i].line
      }
      if let a = p.asset { prop.match = .some(AppearanceMatchJSON(a)) }
      if explain {
        prop.candidates = p.candidates.map { c in
          let rule = rules.rules[c.rule]
          let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
          return Candidate(rule: c.rule + 1, line: rule.line, containedIn: rule.containedIn, traits: rule.traits, result: result, reason: reason)
        }
      }
      properties[p.name] = prop
    }
  }
}

/// The `match` of an appearance property: the SPEC §5 image match (file, slot, scale, pixelSize,
/// intrinsicSize, renderingMode) or, for a color, its slot, color space and components; with the
/// asset's name. `nil` (JSON `null`) when the asset does not exist or nothing survives SPEC §3.
struct AppearanceMatchJSON: Encodable {
  var asset: String
  var file: String?
  var slot: TraitCollection
  var scale: Int?
  var pixelSize: Size?
  var intrinsicSize: Size?
  var renderingMode: String?
  var colorSpace: String?
  var components: [String: Double]?
  var reference: String?

  init?(_ m: ResolvedAppearanceProperty.AssetMatch) {
    guard let asset = m.asset, let r = m.rendition else { return nil }
    self.asset = asset.name
    file = r.file
    slot = r.slot
    if let color = r.color {
      colorSpace = color.colorSpace
      components = Dictionary(color.components.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
      reference = color.reference
    } else {
      scale = asset.kind.hasScale ? r.renditionScale : nil
      pixelSize = r.pixelSize
      intrinsicSize = r.intrinsicSize
      renderingMode = asset.properties.renderingMode
    }
  }
}

/// Words for `--explain`.
enum AppearanceExplanation {
  /// A result (`won`, `lost`, `overridden`, `not-applicable`) and a reason in words.
  static func describe(
    _ c: AppearanceCandidate, of p: ResolvedAppearanceProperty, in r: AppearanceResolution, rules: AppearanceRuleSet
  ) -> (String, String) {
    let rule = rules.rules[c.rule]
    switch c.fate {
    case .won:
      return ("won", c.key.map(keyWords) ?? "")
    case .overriddenByInstanceValue:
      return ("overridden", "the query sets this property itself (an instance value beats every rule)")
    case .containersNotMatched:
      return ("not-applicable", "containedIn [\(rule.containedIn.joined(separator: ", "))] is not an ordered subsequence of the containers [\(r.containers.joined(separator: ", "))]")
    case .traitNotContained(let axis):
      return ("not-applicable", "the request's \(axis.key) is \(r.request.value(of: axis) ?? "unspecified"), the rule wants \(rule.traits.value(of: axis) ?? "?")")
    case .lost(let w, let why):
      let winner = p.candidates.first { $0.rule == w }?.key
      let mine = c.key
      let detail: String
      switch why {
      case .outermostContainer:
        detail = "rule \(w + 1)'s outermost container is closer to the root (\(position(winner?.outermostContainer, r)) vs \(position(mine?.outermostContainer, r)))"
      case .fewerContainers:
        detail = "same outermost container; rule \(w + 1) has more containers (\(winner?.containerCount ?? 0) vs \(mine?.containerCount ?? 0))"
      case .fewerTraits:
        detail = "same containers; rule \(w + 1) specifies more traits (\(winner?.traitCount ?? 0) vs \(mine?.traitCount ?? 0))"
      case .earlierInFile:
        detail = "a full tie; rule \(w + 1) comes later in the file"
      }
      return ("lost", detail)
    }
  }

  static func keyWords(_ k: PrecedenceKey) -> String {
    "outermost container at \(k.outermostContainer < 0 ? "none" : String(k.outermostContainer)), \(k.containerCount) container(s), \(k.traitCount) trait(s)"
  }

  private static func position(_ p: Int?, _ r: AppearanceResolution) -> String {
    guard let p, p >= 0, p < r.containers.count else { return "no container" }
    return "'\(r.containers[p])' at \(p)"
  }
}

/// The text answer: one line per property, and with `--explain` one indented line per rule.
enum AppearanceText {
  static func render(_ r: AppearanceResolution, rules: AppearanceRuleSet, explain: Bool) -> String {
    var out = "\(r.component)"
    if !r.containers.isEmpty { out += " in " + r.containers.joined(separator: " > ") }
    out += " (\(r.request.textForm))\n"
    if r.properties.isEmpty { out += "  no property set: no rule for '\(r.component)' applies\n" }
    for p in r.properties {
      var line = "  \(p.name): \(p.value.kind.rawValue) \(p.value.text)"
      switch p.source {
      case .instance: line += " (instance value)"
      case .rule(let i): line += " (rule \(i + 1)\(rules.rules[i].line.map { ", line \($0)" } ?? ""))"
      }
      if let a = p.asset {
        if let m = AppearanceMatchJSON(a) {
          line += " -> " + (m.file ?? m.asset)
          if let s = m.intrinsicSize {
            let w = AppearanceValue.format(s.width), h = AppearanceValue.format(s.height)
            line += " \(w)x\(h) pt"
          }
          if let comps = a.rendition?.color?.components {
            let list: [String] = comps.map { (c: ColorComponent) -> String in c.name + "=" + AppearanceValue.format(c.value) }
            line += " " + (m.colorSpace ?? "") + "(" + list.joined(separator: ",") + ")"
          }
        } else {
          line += a.asset == nil ? " -> no such asset" : " -> no match"
        }
      }
      out += line + "\n"
      if explain {
        for c in p.candidates {
          let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
          let at = rules.rules[c.rule].line.map { ", line \($0)" } ?? ""
          out += "      rule \(c.rule + 1)\(at): \(result): \(reason)\n"
        }
      }
    }
    return out
  }
}
