import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// What `assetcat info` says about a catalog's appearance rules.
enum AppearanceSummary {
  /// The catalog's own rules (source `Appearance.json` or compiled `RULE` section); `nil` when it
  /// has none or they cannot be read (`resolve` and `validate` report why).
  static func rules(of catalog: LoadedCatalog) -> AppearanceRuleSet? {
    guard let loaded = try? AppearanceQueryRunner.loadRules(catalog: catalog, appearanceFile: nil),
      !loaded.rules.rules.isEmpty
    else {
      return nil
    }
    return loaded.rules
  }

  /// `{"ruleCount": 15, "components": ["Button", …]}`.
  struct JSON: Encodable {
    var ruleCount: Int
    var components: [String]
  }

  static func json(_ rules: AppearanceRuleSet) -> JSONOutput {
    JSONOutputEncoder().output(JSON(ruleCount: rules.rules.count, components: rules.components))
  }

  static func text(_ rules: AppearanceRuleSet) -> String {
    "appearance rules: \(rules.rules.count) for \(rules.components.joined(separator: ", "))\n"
  }
}
