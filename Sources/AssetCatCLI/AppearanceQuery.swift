import ArgumentParser
import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// One appearance query: what `--component`/`--containers`/`--set` or a batch line asks.
struct AppearanceQuery: Sendable {
  var component: String
  var containers: [String]
  var traits: TraitCollection
  /// `--set` texts by property name, read against the rules' kinds when answered.
  var instanceTexts: [(String, String)]

  /// Parses `name=value` texts; a missing `=` or an empty name is bad usage.
  static func parseSet(_ items: [String]) throws(CommandFailure) -> [(String, String)] {
    try items.map { (item: String) throws(CommandFailure) -> (String, String) in
      guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
        throw CommandFailure("--set '\(item)' must be name=value (e.g. tintColor=#FF0000)")
      }
      return (String(item[..<eq]), String(item[item.index(after: eq)...]))
    }
  }

  /// The instance values, each read as the kind the rules give its property.
  func instanceValues(rules: AppearanceRuleSet) throws(CommandFailure) -> [String: AppearanceValue] {
    var out: [String: AppearanceValue] = [:]
    for (name, text) in instanceTexts {
      let kind = rules.kind(ofProperty: name, component: component)
      guard let v = AppearanceValue(text: text, expected: kind) else {
        throw CommandFailure(
          "--set \(name)=\(text): '\(text)' is not \(kind.map { "a \($0.rawValue) value" } ?? "a value") (the "
            + "rules give '\(name)' the kind \(kind?.rawValue ?? "?"))"
        )
      }
      out[name] = v
    }
    return out
  }
}

extension AppearanceQuery {
  /// A batch line's `set`: `{"tintColor": "#FF0000", "cornerRadius": 4, "margins": {"insets": "8,8,8,8"}}`
  /// — each value the text form of `--set`, a bare number or boolean, or the kinded JSON form of
  /// `Appearance.json`.
  static func instanceTexts(fromBatch node: JSONNode) throws(CommandFailure) -> [(String, String)] {
    guard let members = node.members else { throw CommandFailure("'set' must be an object of property values") }
    // A plain loop over copies: the closure-and-nested-switch form of this function crashed the
    // Swift 6.3 optimizer (SIL ownership verifier) in release builds.
    var out: [(String, String)] = []
    for m in members {
      let value = m.value.value
      if case .string(let s) = value {
        out.append((m.key, s))
      } else if case .number(_, let raw) = value {
        out.append((m.key, "number:" + raw))
      } else if case .bool(let b) = value {
        out.append((m.key, "bool:\(b)"))
      } else if case .object(let kinded) = value, kinded.count == 1 {
        out.append((m.key, "\(kinded[0].key):" + (try kindedText(kinded[0], property: m.key))))
      } else {
        throw CommandFailure(
          "'set.\(m.key)' must be a text value, a number, a boolean or an object such as {\"number\": 6}")
      }
    }
    return out
  }

  /// The text form of one kinded value (`{"insets": {"top": 8, …}}` → `8,…`).
  private static func kindedText(_ k: JSONNode.Member, property: String) throws(CommandFailure) -> String {
    let value = k.value.value
    if case .string(let s) = value { return s }
    if case .number(_, let raw) = value { return raw }
    if case .bool(let b) = value { return "\(b)" }
    if case .object = value {
      let keys = k.key == "insets" ? ["top", "left", "bottom", "right"] : ["width", "height"]
      var parts: [String] = []
      for key in keys {
        let child: JSONNode? = k.value[key]
        var text = ""
        if let child, case .number(let n, _) = child.value { text = JSONOutput.format(n) }
        parts.append(text)
      }
      return parts.joined(separator: ",")
    }
    throw CommandFailure("'set.\(property)': bad \(k.key) value")
  }
}
