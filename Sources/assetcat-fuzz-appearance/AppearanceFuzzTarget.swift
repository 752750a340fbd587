// libFuzzer target for Appearance.json (`make fuzz`, Docs/Fuzzing.md); a replay tool in ordinary
// builds (`assetcat-fuzz-appearance FILE...`).
import AssetCatCore
import AssetCatFuzzSupport

/// Parses the input as an `Appearance.json` against a small catalog, answers `appearance` queries
/// for every component it names (per device idiom, inside each container chain it names), and
/// writes the rules back: reading that file must give the same rules (compile → extract →
/// compile keeps them).
@main enum AppearanceFuzzTarget: FuzzTarget {
  static let assets = AssetCatalog(assets: [
    Asset(name: "Star", kind: .image, path: "Star.imageset", renditions: []),
    Asset(name: "Tint", kind: .color, path: "Tint.colorset", renditions: []),
  ])
  /// A phone, a pad and a watch (queries are per component: a few requests keep each run fast).
  static let requests: [TraitCollection] = [Idiom.phone, .pad, .watch].compactMap { idiom in
    DevicePreset.all.first { $0.idiom == idiom }?.traits()
  }

  static func run(_ input: UnsafeRawBufferPointer) {
    let parsed = AppearanceRuleSet.parse([UInt8](input), path: "Appearance.json", assets: assets)
    let rules = parsed.rules
    let resolver = AppearanceResolver(rules: rules, assets: assets)
    var chains: [[String]] = [[]]
    chains += Set(rules.rules.map(\.containedIn)).sorted { $0.lexicographicallyPrecedes($1) }.prefix(2)
    for component in rules.components.prefix(4) {
      for containers in chains {
        for traits in requests { _ = resolver.resolve(component: component, containers: containers, traits: traits) }
      }
    }
    checkRoundTrip(rules)
  }

  /// The rules written as a file and read back are the same rules.
  static func checkRoundTrip(_ rules: AppearanceRuleSet) {
    guard !rules.rules.isEmpty else { return }
    guard let data = try? rules.appearanceFileData() else { preconditionFailure("rules that parsed cannot be written") }
    let again = AppearanceRuleSet.parse([UInt8](data), path: "Appearance.json", assets: assets).rules
    precondition(
      withoutLines(again) == withoutLines(rules),
      "written and read back, the rules differ:\n\(String(decoding: data, as: UTF8.self))")
  }

  static func withoutLines(_ set: AppearanceRuleSet) -> [AppearanceRule] {
    set.rules.map {
      var r = $0
      r.line = nil
      return r
    }
  }
}
