import AssetCatCore

extension SourceReadResult {
  /// The same catalogs with only the renditions `kept` picks of each asset (their indices, in
  /// order), in both `assets` and `catalog`, each rendition's Contents.json line kept with it.
  public func keepingRenditions(_ kept: (Asset) -> [Int]) -> SourceReadResult {
    var out = self
    out.assets = assets.map { $0.keepingRenditions(kept($0.asset)) }
    out.catalog = AssetCatalog(
      assets: catalog.assets.map { asset in
        var thinned = asset
        thinned.renditions = kept(asset).map { asset.renditions[$0] }
        return thinned
      })
    return out
  }
}

extension SourceAsset {
  /// The asset with only the renditions at `indices`, in that order.
  public func keepingRenditions(_ indices: [Int]) -> SourceAsset {
    var out = self
    out.asset.renditions = indices.map { asset.renditions[$0] }
    if renditionLines.count == asset.renditions.count { out.renditionLines = indices.map { renditionLines[$0] } }
    return out
  }
}
