import AssetCatCore

/// A catalog as `diff` reads it: its assets (through the lookup every reader answers) and, per
/// rendition, what is stored and its contents' hash. One conformance per kind of catalog.
public protocol RenditionSource: Sendable {
  /// Every asset, sorted by name.
  func assets() throws -> [Asset]
  /// The summary of rendition `index` of `asset`.
  func summary(of asset: Asset, index: Int) -> RenditionSummary
  /// Where `asset` is written (a source catalog's Contents.json, line 1); `nil` for a compiled one.
  func location(_ asset: Asset) -> ChangeLocation?
}

extension RenditionSource {
  public func location(_ asset: Asset) -> ChangeLocation? { nil }

  /// The summaries of every rendition of `asset`, each keyed by its slot and its place among the
  /// renditions of that slot (a car holds a kept PDF and its drawn bitmaps in one asset).
  func keyedSummaries(of asset: Asset) -> [String: RenditionSummary] {
    var out: [String: RenditionSummary] = [:]
    var seen: [String: Int] = [:]
    for i in asset.renditions.indices {
      let s = summary(of: asset, index: i)
      let n = seen[s.slot, default: 0]
      seen[s.slot] = n + 1
      out[n == 0 ? s.slot : "\(s.slot) #\(n + 1)"] = s
    }
    return out
  }
}
