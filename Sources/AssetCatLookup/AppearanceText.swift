import AssetCatCore
import Foundation

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
            guard let why = AppearanceResolver.reasonNotApplying(rule, containers: r.containers, traits: r.request)
            else { continue }
            let c = AppearanceCandidate(rule: i, line: rule.line, fate: why)
            let p = ResolvedAppearanceProperty(
              name: "", value: .bool(false), source: .rule(i), asset: nil, candidates: [c])
            let (result, reason) = AppearanceExplanation.describe(c, of: p, in: r, rules: rules)
            out += "      rule \(i + 1)\(rule.line.map { ", line \($0)" } ?? ""): \(result): \(reason)\n"
          }
        }
      } else if components.isEmpty {
        out += "  no property set: no rule for '\(r.component)' applies (the catalog has no appearance rules)\n"
      } else {
        let near =
          components.first { $0.lowercased() == r.component.lowercased() }.map { "; did you mean '\($0)'?" } ?? ""
        out +=
          "  no property set: no rule for '\(r.component)' applies (components with "
          + "rules: \(components.joined(separator: ", ")))\(near)\n"
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
              let list: [String] = color.components.map { (c: ColorComponent) -> String in
                c.name + "=" + JSONOutput.format((c.value * 1000).rounded() / 1000)
              }
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
