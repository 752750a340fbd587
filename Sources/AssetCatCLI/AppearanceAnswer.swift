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
  static func json(_ r: AppearanceResolution, rules: AppearanceRuleSet, explain: Bool) -> JSONOutput {
    var props: [(String, JSONOutput)] = []
    for p in r.properties {
      var m: [(String, JSONOutput)] = [("kind", .string(p.value.kind.rawValue)), ("value", value(p.value))]
      switch p.source {
      case .instance: m.append(("source", .string("instance")))
      case .rule(let i):
        m.append(("source", .string("rule")))
        m.append(("rule", .number(Double(i + 1))))
        if let line = rules.rules[i].line { m.append(("line", .number(Double(line)))) }
      }
      if let a = p.asset {
        m.append(("asset", .string(a.name)))
        if let asset = a.asset, let rendition = a.rendition {
          m.append(("match", ResolveRunner.matchJSON(rendition, asset: asset)))
        } else {
          m.append(("match", .null))
          m.append(("error", .string(a.asset == nil ? "no asset named '\(a.name)'" : "no rendition of '\(a.name)' matches the request")))
        }
      }
      if explain {
        m.append(
          (
            "candidates",
            .array(
              p.candidates.map { c in
                let rule = rules.rules[c.rule]
                let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
                var cm: [(String, JSONOutput)] = [("rule", .number(Double(c.rule + 1)))]
                if let line = rule.line { cm.append(("line", .number(Double(line)))) }
                cm.append(("containedIn", .array(rule.containedIn.map { .string($0) })))
                cm.append(("traits", .traits(rule.traits)))
                cm.append(("result", .string(result)))
                cm.append(("reason", .string(reason)))
                if let k = c.key {
                  cm.append(
                    (
                      "key",
                      .object([
                        ("outermostContainer", .number(Double(k.outermostContainer))),
                        ("containerCount", .number(Double(k.containerCount))),
                        ("traitCount", .number(Double(k.traitCount))),
                      ])
                    ))
                }
                if let e = c.embedding { cm.append(("positions", .array(e.map { .number(Double($0)) }))) }
                return .object(cm)
              })
          ))
      }
      props.append((p.name, .object(m)))
    }
    return .object([
      ("component", .string(r.component)),
      ("containers", .array(r.containers.map { .string($0) })),
      ("request", .traits(r.request)),
      ("properties", .object(props)),
    ])
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

/// Words for `--explain`.
enum AppearanceExplanation {
  /// A result (`won`, `lost`, `overridden`, `not-applicable`) and a reason in words.
  static func describe(
    _ c: AppearanceCandidate, of p: ResolvedAppearanceProperty, in r: AppearanceResolution, rules: AppearanceRuleSet
  ) -> (String, String) {
    let rule = rules.rules[c.rule]
    switch c.fate {
    case .won:
      return ("won", c.key.map { keyWords($0, r) } ?? "")
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

  static func keyWords(_ k: PrecedenceKey, _ r: AppearanceResolution) -> String {
    let containers = k.containerCount == 0 ? "no containers" : "outermost container \(position(k.outermostContainer, r)), \(plural(k.containerCount, "container"))"
    return "\(containers), \(plural(k.traitCount, "trait"))"
  }

  private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

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
    if r.properties.isEmpty {
      let components = rules.components
      if components.contains(r.component) {
        out += "  no property set: no rule for '\(r.component)' applies to these containers and traits\n"
        if explain {
          for (i, rule) in rules.rules.enumerated() where rule.component == r.component {
            guard let why = AppearanceResolver.reasonNotApplying(rule, containers: r.containers, traits: r.request) else { continue }
            let c = AppearanceCandidate(rule: i, line: rule.line, fate: why)
            let p = ResolvedAppearanceProperty(name: "", value: .bool(false), source: .rule(i), asset: nil, candidates: [c])
            let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
            out += "      rule \(i + 1)\(rule.line.map { ", line \($0)" } ?? ""): \(result): \(reason)\n"
          }
        }
      } else if components.isEmpty {
        out += "  no property set: no rule for '\(r.component)' applies (the catalog has no appearance rules)\n"
      } else {
        let near = components.first { $0.lowercased() == r.component.lowercased() }.map { "; did you mean '\($0)'?" } ?? ""
        out += "  no property set: no rule for '\(r.component)' applies (components with rules: \(components.joined(separator: ", ")))\(near)\n"
      }
    }
    for p in r.properties {
      var line = "  \(p.name): \(p.value.kind.rawValue) \(p.value.text)"
      switch p.source {
      case .instance: line += " (instance value)"
      case .rule(let i): line += " (rule \(i + 1)\(rules.rules[i].line.map { ", line \($0)" } ?? ""))"
      }
      if let a = p.asset {
        if let r = a.rendition {
          line += " -> " + (r.file ?? a.name)
          if let s = r.intrinsicSize { line += " " + ResolveRunner.sizeText(s) + " pt" }
          if let color = r.color {
            if let ref = color.reference {
              line += " system '\(ref)'"
            } else {
              let list: [String] = color.components.map { (c: ColorComponent) -> String in c.name + "=" + JSONOutput.format((c.value * 1000).rounded() / 1000) }
              line += " " + (color.colorSpace ?? "?") + " " + list.joined(separator: " ")
            }
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
