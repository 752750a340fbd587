import ArgumentParser
import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// The options `assetcat resolve` adds for appearance queries (SPEC §4–5).
struct AppearanceQueryOptions: ParsableArguments {
  @Option(help: "Resolve the appearance properties of this component instead of an asset (rules from Appearance.json at the catalog's root, or --appearance FILE).")
  var component: String?

  @Option(help: ArgumentHelp("The component's ancestors, innermost first, comma-separated.", valueName: "A,B,…"))
  var containers: String?

  @Option(
    name: .customLong("set"), parsing: .singleValue,
    help: ArgumentHelp(
      "An instance value that beats every rule: name=value. The value is read as the kind the rules give the property, or a kind prefix (image:Star), or inferred (#RRGGBB color, number, true/false, t,l,b,r insets, w,h size, else string).",
      valueName: "name=value"))
  var set: [String] = []

  @Option(help: ArgumentHelp("Appearance rules to use instead of the catalog's own (Appearance.json).", valueName: "FILE"))
  var appearance: String?

  init() {}

  /// The containers as a list (empty strings dropped).
  var containerList: [String] {
    (containers ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

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
        throw CommandFailure("--set \(name)=\(text): '\(text)' is not \(kind.map { "a \($0.rawValue) value" } ?? "a value") (the rules give '\(name)' the kind \(kind?.rawValue ?? "?"))")
      }
      out[name] = v
    }
    return out
  }
}

/// Answers appearance queries against a catalog's assets and rules.
struct AppearanceQueryRunner {
  var rules: AppearanceRuleSet
  var assets: any AssetLookup

  /// Where the rules come from: `--appearance FILE`, else the source catalog's `Appearance.json`
  /// (none: no rules). Returns the rules and the file's AC050 diagnostics.
  static func loadRules(catalog: LoadedCatalog, appearanceFile: String?) throws(CommandFailure) -> AppearanceRuleSet.ParseResult {
    let path: String?
    if let appearanceFile {
      path = appearanceFile
    } else if let compiled = catalog.lookup as? CompiledCatalog {
      do { return .init(rules: try compiled.loadAppearanceRules(), diagnostics: []) } catch { throw CommandFailure(error.description) }
    } else {
      path = AppearanceFile.path(inCatalog: catalog.path)
    }
    guard let path else { return .init(rules: .empty, diagnostics: []) }
    do { return try AppearanceFile.load(path: path, assets: catalog.lookup) } catch { throw CommandFailure(error.description) }
  }

  /// SPEC §6 text form of a rules-file finding: `PATH:LINE:COLUMN: error: MESSAGE [AC050]`.
  static func diagnosticLine(_ d: Diagnostic) -> String {
    var place = d.path
    if let l = d.line {
      place += ":\(l)"
      if let c = d.column { place += ":\(c)" }
    }
    return "\(place): \(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]"
  }

  /// The resolution of one query and whether it counts as a match (exit 0): at least one
  /// property is set and every image or color asset it names has a rendition.
  func resolution(_ q: AppearanceQuery) throws(CommandFailure) -> (resolution: AppearanceResolution, matched: Bool) {
    let resolver = AppearanceResolver(rules: rules, assets: assets)
    let r = resolver.resolve(component: q.component, containers: q.containers, traits: q.traits, instanceValues: try q.instanceValues(rules: rules))
    return (r, !r.properties.isEmpty && r.everyAssetMatched)
  }

  /// The written answer to one query and whether it counts as a match.
  func answer(_ q: AppearanceQuery, format: AppearanceOutputFormat, explain: Bool) throws(CommandFailure) -> (output: String, matched: Bool) {
    let (r, matched) = try resolution(q)
    switch format {
    case .text: return (AppearanceText.render(r, rules: rules, explain: explain), matched)
    case .json: return (AppearanceAnswer.json(r, rules: rules, explain: explain).serialized(pretty: true) + "\n", matched)
    case .jsonLines: return (AppearanceAnswer.json(r, rules: rules, explain: explain).serialized() + "\n", matched)
    }
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
        throw CommandFailure("'set.\(m.key)' must be a text value, a number, a boolean or an object such as {\"number\": 6}")
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

/// How an appearance answer is written.
enum AppearanceOutputFormat {
  case text, json
  /// One compact JSON document per line (`--batch`).
  case jsonLines
}

/// What `assetcat info` says about a catalog's appearance rules.
enum AppearanceSummary {
  /// The catalog's own rules (source `Appearance.json` or compiled `RULE` section); `nil` when it
  /// has none or they cannot be read (`resolve` and `validate` report why).
  static func rules(of catalog: LoadedCatalog) -> AppearanceRuleSet? {
    guard let loaded = try? AppearanceQueryRunner.loadRules(catalog: catalog, appearanceFile: nil), !loaded.rules.rules.isEmpty else {
      return nil
    }
    return loaded.rules
  }

  /// `{"ruleCount": 15, "components": ["Button", …]}`.
  static func json(_ rules: AppearanceRuleSet) -> JSONOutput {
    .object([("ruleCount", .number(Double(rules.rules.count))), ("components", .array(rules.components.map { .string($0) }))])
  }

  static func text(_ rules: AppearanceRuleSet) -> String {
    "appearance rules: \(rules.rules.count) for \(rules.components.joined(separator: ", "))\n"
  }
}
