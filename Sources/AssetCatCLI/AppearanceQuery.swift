import ArgumentParser
import AssetCatCore
import AssetCatSource
import Foundation

/// The options `assetcat resolve` adds for appearance queries (SPEC §4–5).
struct AppearanceQueryOptions: ParsableArguments {
  @Option(help: "Resolve the appearance properties of this component instead of an asset (SPEC §4).")
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
  static func loadSourceRules(
    catalogPath: String, appearanceFile: String?, assets: any AssetLookup
  ) throws(CommandFailure) -> AppearanceRuleSet.ParseResult {
    guard let path = appearanceFile ?? AppearanceFile.path(inCatalog: catalogPath) else {
      return .init(rules: .empty, diagnostics: [])
    }
    do { return try AppearanceFile.load(path: path, assets: assets) } catch { throw CommandFailure(error.description) }
  }

  /// The answer to one query and whether it counts as a match (exit 0): at least one property
  /// is set and every image or color asset it names has a rendition.
  func answer(_ q: AppearanceQuery, format: AppearanceOutputFormat, explain: Bool) throws(CommandFailure) -> (output: String, matched: Bool) {
    let resolver = AppearanceResolver(rules: rules, assets: assets)
    let r = resolver.resolve(component: q.component, containers: q.containers, traits: q.traits, instanceValues: try q.instanceValues(rules: rules))
    let matched = !r.properties.isEmpty && r.everyAssetMatched
    switch format {
    case .text:
      return (AppearanceText.render(r, rules: rules, explain: explain), matched)
    case .json, .jsonLines:
      let encoder = JSONEncoder()
      encoder.outputFormatting = format == .json ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
      let data: Data
      do { data = try encoder.encode(AppearanceAnswer(r, rules: rules, explain: explain)) } catch {
        throw CommandFailure("cannot encode the answer: \(error)")
      }
      return (String(decoding: data, as: UTF8.self) + "\n", matched)
    }
  }

}

/// One JSON Lines request of `resolve --batch` that has a `"component"`:
/// `{"component": "Button", "containers": ["NavigationBar"], "traits": {…}, "device": "iphone-15",
/// "set": {"tintColor": "#FF0000", "cornerRadius": {"number": 4}}}`. A `set` value is the text
/// form of `--set` or the kinded JSON form of `Appearance.json`.
struct AppearanceBatchLine: Decodable {
  var component: String
  var containers: [String]?
  var traits: TraitCollection?
  var device: String?
  var orientation: String?
  var set: [String: SetValue]?

  enum SetValue: Decodable {
    case text(String)
    case value(AppearanceValue)
    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let s = try? c.decode(String.self) {
        self = .text(s)
      } else if let b = try? c.decode(Bool.self) {
        self = .value(.bool(b))
      } else if let n = try? c.decode(Double.self) {
        self = .value(.number(n))
      } else {
        self = .value(try c.decode(AppearanceValue.self))
      }
    }
  }

  /// The query, under traits the caller worked out (from `traits` or `device`).
  func query(traits: TraitCollection) -> AppearanceQuery {
    var texts: [(String, String)] = []
    for (name, v) in (set ?? [:]).sorted(by: { $0.key < $1.key }) {
      switch v {
      case .text(let t): texts.append((name, t))
      case .value(let value): texts.append((name, "\(value.kind.rawValue):\(value.text)"))
      }
    }
    return AppearanceQuery(component: component, containers: containers ?? [], traits: traits, instanceTexts: texts)
  }
}

/// How an appearance answer is written.
enum AppearanceOutputFormat {
  case text, json
  /// One compact JSON document per line (`--batch`).
  case jsonLines
}
