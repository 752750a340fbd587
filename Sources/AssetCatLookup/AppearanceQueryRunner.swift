import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

/// Answers appearance queries against a catalog's assets and rules.
public struct AppearanceQueryRunner {
  public var rules: AppearanceRuleSet
  public var assets: any AssetLookup

  public init(rules: AppearanceRuleSet, assets: any AssetLookup) {
    self.rules = rules
    self.assets = assets
  }

  /// Where the rules come from: `--appearance FILE`, else the source catalog's `Appearance.json`
  /// (none: no rules). Returns the rules and the file's AC050 diagnostics.
  public static func loadRules(catalog: LoadedCatalog, appearanceFile: String?) throws(LookupError)
    -> AppearanceRuleSet.ParseResult
  {
    if let appearanceFile {
      do { return try AppearanceFile.load(path: appearanceFile, assets: catalog.lookup) } catch {
        throw LookupError(error.description)
      }
    } else if let compiled = catalog.lookup as? CompiledCatalog {
      do { return .init(rules: try compiled.loadAppearanceRules(), diagnostics: []) } catch {
        throw LookupError(error.description)
      }
    }
    guard AppearanceFile.path(inCatalog: catalog.path) != nil else { return .init(rules: .empty, diagnostics: []) }
    do { return try AppearanceFile.load(inCatalog: catalog.path, assets: catalog.lookup) } catch {
      throw LookupError(error.description)
    }
  }

  /// The resolution of one query and whether it counts as a match (exit 0): at least one
  /// property is set and every image or color asset it names has a rendition.
  func resolution(_ q: AppearanceQuery) throws(LookupError) -> (resolution: AppearanceResolution, matched: Bool) {
    let resolver = AppearanceResolver(rules: rules, assets: assets)
    let r = resolver.resolve(
      component: q.component, containers: q.containers, traits: q.traits,
      instanceValues: try q.instanceValues(rules: rules))
    // The resolver's lookups cannot throw: an asset it found missing is looked up again with the
    // throwing lookup, so a corrupt record is an error (exit 2), not "no such asset".
    for p in r.properties {
      guard let match = p.asset, match.asset == nil else { continue }
      do { _ = try assets.loadResolvableAsset(named: match.name) } catch { throw LookupError("\(error)") }
    }
    return (r, !r.properties.isEmpty && r.everyAssetMatched)
  }

  /// The written answer to one query and whether it counts as a match.
  public func answer(_ q: AppearanceQuery, format: AppearanceOutputFormat, explain: Bool) throws(LookupError) -> (
    output: String, matched: Bool
  ) {
    let (r, matched) = try resolution(q)
    switch format {
    case .text: return (AppearanceText.render(r, rules: rules, explain: explain), matched)
    case .json:
      return (AppearanceAnswer.json(r, rules: rules, explain: explain).serialized(pretty: true) + "\n", matched)
    case .jsonLines: return (AppearanceAnswer.json(r, rules: rules, explain: explain).serialized() + "\n", matched)
    }
  }
}
