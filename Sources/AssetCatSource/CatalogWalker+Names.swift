import AssetCatCore

/// AC030: asset names used twice, or differing only in case (the first in path order wins).
extension CatalogWalker {
  mutating func checkNames() {
    var exact: [String: Int] = [:]
    var folded: [String: Int] = [:]
    for i in assets.indices {
      let name = assets[i].asset.name
      if let first = exact[name] {
        assets[i].isActive = false
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset name '\(name)' is used by '\(assets[first].folderPath)' and '\(assets[i].folderPath)'; the first wins and this one is never used; rename one",
            path: assets[i].folderPath, asset: name))
        continue
      }
      exact[name] = i
      let key = name.lowercased()
      if let first = folded[key] {
        let other = assets[first].asset.name
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset names '\(other)' ('\(assets[first].folderPath)') and '\(name)' ('\(assets[i].folderPath)') differ only in case; lookups are case-insensitive on Apple platforms, so the first wins; rename one",
            path: assets[i].folderPath, asset: name))
      } else {
        folded[key] = i
      }
    }
  }
}
