import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// One appearance query: what `--component`/`--containers`/`--set` or a batch line asks.
public struct AppearanceQuery: Sendable {
  public var component: String
  public var containers: [String]
  public var traits: TraitCollection
  /// `--set` texts by property name, read against the rules' kinds when answered.
  public var instanceTexts: [(String, String)]

  public init(component: String, containers: [String], traits: TraitCollection, instanceTexts: [(String, String)]) {
    self.component = component
    self.containers = containers
    self.traits = traits
    self.instanceTexts = instanceTexts
  }

  /// Parses `name=value` texts; a missing `=` or an empty name is bad usage.
  public static func parseSet(_ items: [String]) throws(LookupError) -> [(String, String)] {
    try items.map { (item: String) throws(LookupError) -> (String, String) in
      guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
        throw LookupError("--set '\(item)' must be name=value (e.g. tintColor=#FF0000)")
      }
      return (String(item[..<eq]), String(item[item.index(after: eq)...]))
    }
  }

  /// The instance values, each read as the kind the rules give its property.
  func instanceValues(rules: AppearanceRuleSet) throws(LookupError) -> [String: AppearanceValue] {
    var out: [String: AppearanceValue] = [:]
    for (name, text) in instanceTexts {
      let kind = rules.kind(ofProperty: name, component: component)
      guard let v = AppearanceValue(text: text, expected: kind) else {
        throw LookupError(
          "--set \(name)=\(text): '\(text)' is not \(kind.map { "a \($0.rawValue) value" } ?? "a value") "
            + "(the rules give '\(name)' the kind \(kind?.rawValue ?? "?"))"
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
  static func instanceTexts(fromBatch node: JSONNode) throws(LookupError) -> [(String, String)] {
    guard let members = node.members else { throw LookupError("'set' must be an object of property values") }
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
        throw LookupError(
          "'set.\(m.key)' must be a text value, a number, a boolean or an object such as {\"number\": 6}")
      }
    }
    return out
  }

  /// The text form of one kinded value (`{"insets": {"top": 8, …}}` → `8,…`).
  private static func kindedText(_ k: JSONNode.Member, property: String) throws(LookupError) -> String {
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
    throw LookupError("'set.\(property)': bad \(k.key) value")
  }
}
