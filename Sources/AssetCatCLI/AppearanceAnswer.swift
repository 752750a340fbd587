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
          m.append(
            (
              "error",
              .string(a.asset == nil ? "no asset named '\(a.name)'" : "no rendition of '\(a.name)' matches the request")
            ))
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
