import AssetCatCore
import Foundation

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
      return (
        "not-applicable",
        "containedIn [\(rule.containedIn.joined(separator: ", "))] is not an ordered subsequence of the "
          + "containers [\(r.containers.joined(separator: ", "))]"
      )
    case .traitNotContained(let axis):
      return (
        "not-applicable",
        "the request's \(axis.key) is \(r.request.value(of: axis) ?? "unspecified"), "
          + "the rule wants \(rule.traits.value(of: axis) ?? "?")"
      )
    case .lost(let w, let why):
      let winner = p.candidates.first { $0.rule == w }?.key
      let mine = c.key
      let detail: String
      switch why {
      case .outermostContainer:
        detail =
          "rule \(w + 1)'s outermost container is closer to the root "
          + "(\(position(winner?.outermostContainer, r)) vs \(position(mine?.outermostContainer, r)))"
      case .fewerContainers:
        detail =
          "same outermost container; rule \(w + 1) has more containers (\(winner?.containerCount ?? 0) "
          + "vs \(mine?.containerCount ?? 0))"
      case .fewerTraits:
        detail =
          "same containers; rule \(w + 1) specifies more traits (\(winner?.traitCount ?? 0) "
          + "vs \(mine?.traitCount ?? 0))"
      case .earlierInFile:
        detail = "a full tie; rule \(w + 1) comes later in the file"
      }
      return ("lost", detail)
    }
  }

  static func keyWords(_ k: PrecedenceKey, _ r: AppearanceResolution) -> String {
    let containers =
      k.containerCount == 0
      ? "no containers"
      : "outermost container \(position(k.outermostContainer, r)), \(plural(k.containerCount, "container"))"
    return "\(containers), \(plural(k.traitCount, "trait"))"
  }

  private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

  private static func position(_ p: Int?, _ r: AppearanceResolution) -> String {
    guard let p, p >= 0, p < r.containers.count else { return "no container" }
    return "'\(r.containers[p])' at \(p)"
  }
}
