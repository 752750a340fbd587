import AssetCatCore

/// AC030: asset names used twice, or differing only in case (the first in path order wins, except
/// that an app icon set wins over another kind).
extension CatalogWalker {
  mutating func checkNames() {
    var exact: [String: Int] = [:]
    var folded: [String: Int] = [:]
    for i in assets.indices {
      let name = assets[i].asset.name
      if let first = exact[name] {
        // An app icon set wins over a set of another kind of its name (often its preview image,
        // as in Swiftfin): the build names it, and UIImage(named:) answers with the icon's image.
        let iconWins = assets[i].asset.kind == .appIcon && assets[first].asset.kind != .appIcon
        let dropped = iconWins ? first : i
        assets[dropped].isActive = false
        if iconWins { exact[name] = i }
        let rule =
          iconWins
          ? "the app icon set wins and '\(assets[first].folderPath)' is never used"
          : "the first wins and this one is never used"
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset name '\(name)' is used by '\(assets[first].folderPath)' and "
              + "'\(assets[i].folderPath)'; \(rule); rename one",
            path: assets[dropped].folderPath, asset: name))
        continue
      }
      exact[name] = i
      let key = name.lowercased()
      if let first = folded[key] {
        let other = assets[first].asset.name
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset names '\(other)' ('\(assets[first].folderPath)') and '\(name)' ('\(assets[i].folderPath)') "
              + "differ only in case; lookups are case-insensitive on Apple platforms, so the first wins; "
              + "rename one",
            path: assets[i].folderPath, asset: name))
      } else {
        folded[key] = i
      }
    }
  }
}
