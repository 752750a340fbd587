import AssetCatCore
import Foundation

/// SPEC §4 rules in a compiled catalog: the `RULE` section holds `AppearanceRulesBlob` encoding 1,
/// the rule set as UTF-8 JSON in `Appearance.json`'s form (`{"version":1,"rules":[…]}`), keys
/// sorted and no whitespace so the same rules give the same bytes. Each rule keeps the 1-based
/// line it had in its source file, so `--explain` and JSON answers read the same from source and
/// compiled catalogs.
extension AppearanceRulesBlob {
  /// Encodes rules for `CompiledCatalogWriter.Options.appearanceRules`.
  public init(rules: AppearanceRuleSet) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every value of the model is encodable (finite numbers, strings): this cannot fail.
    let data = (try? encoder.encode(rules)) ?? Data(#"{"rules":[],"version":1}"#.utf8)
    self.init(encoding: Self.jsonEncoding, bytes: [UInt8](data))
  }

  /// Decodes the rules.
  /// - Throws: `CompiledCatalogError` (`badValue`) for an unknown encoding or bytes that are not a
  ///   valid rule set; `offset` is the file offset of the section, when known.
  public func decodedRules(sectionOffset: Int = 0) throws(CompiledCatalogError) -> AppearanceRuleSet {
    guard encoding == Self.jsonEncoding else {
      throw CompiledCatalogError(
        .badValue, at: sectionOffset,
        "appearance rules use encoding \(encoding); this reader knows encoding \(Self.jsonEncoding) (JSON)")
    }
    do {
      return try JSONDecoder().decode(AppearanceRuleSet.self, from: Data(bytes))
    } catch {
      throw CompiledCatalogError(
        .badValue, at: sectionOffset + AppearanceRulesHeader.byteSize,
        "the appearance rules are not a valid rule set: \(error)")
    }
  }
}

extension CompiledCatalog {
  /// The catalog's appearance rules (SPEC §4); `.empty` when it has none.
  /// - Throws: `CompiledCatalogError` when the section cannot be decoded.
  public func loadAppearanceRules() throws(CompiledCatalogError) -> AppearanceRuleSet {
    guard let blob = try checkedAppearanceRules() else { return .empty }
    let offset = sections.first { $0.kind == .appearanceRules }?.offset ?? 0
    return try blob.decodedRules(sectionOffset: offset)
  }
}
