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

extension SourceReadResult {
  /// The same catalogs without the entries whose file is missing (AC010): what a build compiles,
  /// as actool builds without them (with a warning).
  public func withoutMissingFiles() -> SourceReadResult {
    guard !missingFiles.isEmpty else { return self }
    let paths = Dictionary(assets.filter(\.isActive).map { ($0.asset.name, $0) }, uniquingKeysWith: { a, _ in a })
    return keepingRenditions { asset in
      guard let source = paths[asset.name] else { return Array(asset.renditions.indices) }
      return asset.renditions.indices.filter { i in
        source.filePath(of: asset.renditions[i]).map { !missingFiles.contains($0) } ?? true
      }
    }
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
