/// Reading `Appearance.json` (SPEC §4) with AC050 diagnostics (SPEC §6) that point at the line
/// and column of the offending key or value.
extension AppearanceRuleSet {
  /// What `parse` found: the usable rules and every problem.
  public struct ParseResult: Sendable {
    public var rules: AppearanceRuleSet
    public var diagnostics: [Diagnostic]
    public init(rules: AppearanceRuleSet, diagnostics: [Diagnostic]) {
      self.rules = rules
      self.diagnostics = diagnostics
    }
  }

  /// Parses the bytes of an `Appearance.json`.
  ///
  /// Never throws: every problem is an AC050 diagnostic. What is kept: a wrong `version` or a
  /// file that is not JSON keeps no rule; a rule with a bad `component`, `containedIn`, `traits`
  /// or an unknown key is dropped (applying it differently from what was meant would be worse);
  /// a property with a bad value is dropped; a value that names an unknown asset or an asset of
  /// the wrong kind is kept (its query answer then has no match).
  ///
  /// - Parameters:
  ///   - path: the file as the user can open it, for diagnostics.
  ///   - assets: the catalog the rules' images and colors must exist in; `nil` skips that check.
  public static func parse(_ bytes: [UInt8], path: String, assets: (any AssetLookup)? = nil) -> ParseResult {
    var diagnostics: [Diagnostic] = []
    func report(_ message: String, line: Int?, column: Int?) {
      diagnostics.append(Diagnostic(.AC050, message, path: path, line: line, column: column))
    }
    func report(_ message: String, at v: JSONNode) { report(message, line: v.line, column: v.column) }
    func report(_ message: String, at m: JSONNode.Member) { report(message, line: m.keyLine, column: m.keyColumn) }
    func empty() -> ParseResult {
      ParseResult(rules: AppearanceRuleSet(rules: [], path: path), diagnostics: diagnostics)
    }

    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      report(
        "appearance file is not valid JSON: \(error.message); fix the syntax", line: error.line, column: error.column)
      return empty()
    }
    guard let top = root.members else {
      report("appearance file must be an object with 'version' and 'rules', found \(root.typeName)", at: root)
      return empty()
    }
    guard let members = checkedMembers(top, known: ["version", "rules"], what: "the appearance file", report: report)
    else {
      return empty()
    }
    guard let version = members["version"] else {
      report("missing 'version'; add \"version\": \(currentVersion)", line: root.line, column: root.column)
      return empty()
    }
    guard let n = version.value.number, n == Double(currentVersion) else {
      let found = version.value.number.map(AppearanceValue.format) ?? version.value.typeName
      report(
        "unsupported appearance file version \(found); this tool reads version \(currentVersion)", at: version.value)
      return empty()
    }
    guard let rulesMember = members["rules"] else {
      report("missing 'rules'; add \"rules\": [] with one object per rule", line: root.line, column: root.column)
      return empty()
    }
    guard let items = rulesMember.value.elements else {
      report("'rules' must be an array of rules, found \(rulesMember.value.typeName)", at: rulesMember.value)
      return empty()
    }

    var rules: [AppearanceRule] = []
    for (index, item) in items.enumerated() {
      if let rule = parseRule(item, index: index, assets: assets, report: report) { rules.append(rule) }
    }
    return ParseResult(rules: AppearanceRuleSet(rules: rules, path: path), diagnostics: diagnostics)
  }

  /// The members of an object by key, after reporting unknown and duplicate keys; `nil` when one
  /// was found (the caller drops what the object describes).
  private static func checkedMembers(
    _ members: [JSONNode.Member], known: [String], what: String,
    report: (String, Int?, Int?) -> Void
  ) -> [String: JSONNode.Member]? {
    var out: [String: JSONNode.Member] = [:]
    var ok = true
    for m in members {
      guard known.contains(m.key) else {
        let hint =
          known.first { $0.lowercased() == m.key.lowercased() }.map { "; did you mean '\($0)'?" }
          ?? " (known keys: \(known.map { "'\($0)'" }.joined(separator: ", ")))"
        report("unknown key '\(m.key)' in \(what)\(hint)", m.keyLine, m.keyColumn)
        ok = false
        continue
      }
      if out[m.key] != nil {
        report("duplicate key '\(m.key)' in \(what); keep one", m.keyLine, m.keyColumn)
        ok = false
        continue
      }
      out[m.key] = m
    }
    return ok ? out : nil
  }

  /// The reporter every parsing step gets: a message with the line and column it points at.
  typealias Report = (String, Int?, Int?) -> Void

  private static func parseRule(
    _ item: JSONNode, index: Int, assets: (any AssetLookup)?, report: Report
  ) -> AppearanceRule? {
    let what = "rule \(index + 1)"
    guard let object = item.members else {
      report("\(what) must be an object, found \(item.typeName)", item.line, item.column)
      return nil
    }
    guard
      let m = checkedMembers(
        object, known: ["component", "containedIn", "traits", "properties"], what: what, report: report)
    else { return nil }
    var ok = true
    let component = parseComponent(m["component"], item: item, what: what, ok: &ok, report: report)
    let what2 = component.isEmpty ? what : "\(what) ('\(component)')"
    let containedIn = m["containedIn"].map { parseContainedIn($0, what: what2, ok: &ok, report: report) } ?? []
    let traits = m["traits"].map { parseTraits($0, what: what2, ok: &ok, report: report) } ?? TraitCollection()
    let properties = parseProperties(m["properties"], item: item, what: what2, assets: assets, ok: &ok, report: report)
    guard ok else { return nil }
    return AppearanceRule(
      component: component, containedIn: containedIn, traits: traits, properties: properties, line: item.line)
  }

  /// `component`: a non-empty name (`""` after a finding).
  private static func parseComponent(
    _ c: JSONNode.Member?, item: JSONNode, what: String, ok: inout Bool, report: Report
  ) -> String {
    guard let c else {
      report("\(what) has no 'component'; name the component it styles", item.line, item.column)
      ok = false
      return ""
    }
    if let s = c.value.string, !s.isEmpty { return s }
    report("'component' of \(what) must be a non-empty string such as \"Button\"", c.value.line, c.value.column)
    ok = false
    return ""
  }

  /// `containedIn`: container names, innermost first.
  private static func parseContainedIn(_ c: JSONNode.Member, what: String, ok: inout Bool, report: Report) -> [String] {
    guard let array = c.value.elements else {
      report(
        "'containedIn' of \(what) must be an array of container names, innermost first", c.value.line, c.value.column)
      ok = false
      return []
    }
    var containedIn: [String] = []
    for e in array {
      if let s = e.string, !s.isEmpty {
        containedIn.append(s)
      } else {
        report(
          "'containedIn' of \(what) must list container names, innermost first; found \(e.typeName)", e.line, e.column)
        ok = false
      }
    }
    return containedIn
  }

  /// `traits`: SPEC §2 keys with string (or number) values, each once.
  private static func parseTraits(_ t: JSONNode.Member, what: String, ok: inout Bool, report: Report) -> TraitCollection
  {
    var traits = TraitCollection()
    guard let members = t.value.members else {
      report("'traits' of \(what) must be an object such as {\"height\": \"compact\"}", t.value.line, t.value.column)
      ok = false
      return traits
    }
    var seen = Set<String>()
    for member in members {
      guard let axis = TraitAxis(key: member.key) else {
        report(
          "unknown trait '\(member.key)' in \(what) (known: \(TraitAxis.allCases.map(\.key).joined(separator: ", ")))",
          member.keyLine, member.keyColumn)
        ok = false
        continue
      }
      guard seen.insert(member.key).inserted else {
        report("duplicate trait '\(member.key)' in \(what); keep one", member.keyLine, member.keyColumn)
        ok = false
        continue
      }
      let text: String
      switch member.value.value {
      case .string(let s): text = s
      case .number(let n, _): text = AppearanceValue.format(n)
      default:
        report(
          "trait '\(member.key)' of \(what) must be a string, found \(member.value.typeName)", member.value.line,
          member.value.column)
        ok = false
        continue
      }
      do { try traits.set(axis, text: text) } catch {
        report("\(error.description) in \(what)", member.value.line, member.value.column)
        ok = false
      }
    }
    return traits
  }

  /// `properties`: each property once; a bad value drops the property, not the rule.
  private static func parseProperties(
    _ p: JSONNode.Member?, item: JSONNode, what: String, assets: (any AssetLookup)?, ok: inout Bool, report: Report
  ) -> [String: AppearanceValue] {
    guard let p else {
      report("\(what) has no 'properties'; add the property values it sets", item.line, item.column)
      ok = false
      return [:]
    }
    guard let members = p.value.members else {
      report("'properties' of \(what) must be an object of property values", p.value.line, p.value.column)
      ok = false
      return [:]
    }
    var properties: [String: AppearanceValue] = [:]
    for member in members {
      if properties[member.key] != nil {
        report("duplicate property '\(member.key)' in \(what); keep one", member.keyLine, member.keyColumn)
        continue
      }
      if let v = parseValue(member, rule: what, assets: assets, report: report) { properties[member.key] = v }
    }
    return properties
  }

  private static func parseValue(
    _ member: JSONNode.Member, rule: String, assets: (any AssetLookup)?, report: Report
  ) -> AppearanceValue? {
    let v = member.value
    let kinds = AppearanceValueKind.allCases.map(\.rawValue).joined(separator: ", ")
    let what = "property '\(member.key)' of \(rule)"
    guard let object = v.members, object.count == 1, let only = object.first else {
      report(
        "\(what) must be an object with one key naming its kind (\(kinds)), such as {\"number\": 6}", v.line, v.column)
      return nil
    }
    guard let kind = AppearanceValueKind(rawValue: only.key) else {
      report("unknown value kind '\(only.key)' for \(what) (expected \(kinds))", only.keyLine, only.keyColumn)
      return nil
    }
    let raw = only.value
    func bad(_ expected: String) -> AppearanceValue? {
      report(
        "bad \(kind.rawValue) value for \(what): expected \(expected), "
          + "found \(raw.typeName)\(raw.string.map { " '\($0)'" } ?? "")",
        raw.line, raw.column)
      return nil
    }
    let value: AppearanceValue
    switch (kind, raw.value) {
    case (.number, .number(let n, _)): value = .number(n)
    case (.number, _): return bad("a number")
    case (.bool, .bool(let b)): value = .bool(b)
    case (.bool, _): return bad("true or false")
    case (.string, .string(let s)): value = .string(s)
    case (.string, _): return bad("a string")
    case (.image, .string(let s)) where !s.isEmpty: value = .image(s)
    case (.image, _): return bad("an image asset's name")
    case (.color, .string(let s)):
      guard let c = AppearanceColor(parsing: s) else { return bad("a color asset's name or #RRGGBB or #RRGGBBAA") }
      value = .color(c)
    case (.color, _): return bad("a color asset's name or #RRGGBB or #RRGGBBAA")
    case (.insets, .string(let s)):
      guard let i = AppearanceValue(kind: .insets, text: s) else { return bad("\"top,left,bottom,right\" in points") }
      value = i
    case (.insets, .object(let fields)):
      guard let n = numbers(fields, ["top", "left", "bottom", "right"]) else {
        return bad("{\"top\", \"left\", \"bottom\", \"right\"} numbers in points")
      }
      value = .insets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    case (.insets, _): return bad("\"top,left,bottom,right\" in points")
    case (.size, .string(let s)):
      guard let i = AppearanceValue(kind: .size, text: s) else { return bad("\"width,height\" in points") }
      value = i
    case (.size, .object(let fields)):
      guard let n = numbers(fields, ["width", "height"]) else {
        return bad("{\"width\", \"height\"} numbers in points")
      }
      value = .size(Size(width: n[0], height: n[1]))
    case (.size, _): return bad("\"width,height\" in points")
    }

    if let assets { checkAssetReference(value, kind: kind, at: raw, what: what, assets: assets, report: report) }
    return value
  }

  /// An image or color value names an asset of that kind in the catalog (kept either way: its
  /// query answer then has no match).
  private static func checkAssetReference(
    _ value: AppearanceValue, kind: AppearanceValueKind, at raw: JSONNode, what: String, assets: any AssetLookup,
    report: Report
  ) {
    guard let name = value.assetName else { return }
    let wanted: Set<AssetKind> = kind == .image ? [.image, .symbol] : [.color]
    if let asset = assets.asset(named: name) {
      if !wanted.contains(asset.kind) {
        report(
          "\(what) names '\(name)', which is a \(asset.kind.rawValue) asset, "
            + "not \(kind == .image ? "an image" : "a color") set",
          raw.line, raw.column)
      }
    } else {
      let near =
        assets.assetNames.first { $0.lowercased() == name.lowercased() }.map { "; did you mean '\($0)'?" } ?? ""
      report(
        "\(what) names unknown \(kind == .image ? "image" : "color") "
          + "'\(name)'\(near.isEmpty ? "; add it to the catalog or fix the name" : near)",
        raw.line, raw.column)
    }
  }

  /// The numbers of an object with exactly these keys, in this order.
  private static func numbers(_ fields: [JSONNode.Member], _ keys: [String]) -> [Double]? {
    guard fields.count == keys.count else { return nil }
    var out: [Double] = []
    for k in keys {
      guard let f = fields.first(where: { $0.key == k }), let n = f.value.number else { return nil }
      out.append(n)
    }
    return out
  }
}
