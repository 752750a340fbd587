import AssetCatArchive
import AssetCatCAR
import AssetCatCore

/// What `assetcat info` lists: every asset of a catalog with its kind and renditions (each
/// rendition's slot, file, pixel and point size), the appearance rules, and for an `Assets.car`
/// its header and each rendition's key attributes; as JSON or as text.
public enum CatalogListing {
  /// Every asset of `catalog`, in the order the catalog lists their names.
  /// - Throws: when a record cannot be read (a corrupt compiled catalog), or the stored
  ///   appearance rules cannot (the listing reads them without throwing).
  public static func assets(of catalog: LoadedCatalog) throws -> [Asset] {
    let assets = try catalog.lookup.loadAssetNames().compactMap {
      try catalog.lookup.loadResolvableAsset(named: $0)?.asset
    }
    if let compiled = catalog.lookup as? CompiledCatalog { _ = try compiled.loadAppearanceRules() }
    return assets
  }

  public static func json(_ catalog: LoadedCatalog, assets: [Asset]) -> JSONOutput {
    let kinds: [(String, JSONOutput)] = AssetKind.allCases.compactMap { k in
      let n = assets.filter { $0.kind == k }.count
      return n > 0 ? (k.rawValue, .number(Double(n))) : nil
    }
    let car = catalog.lookup as? CARCatalog
    let entries = assets.map { a in
      CatalogListingJSON.AssetEntry(
        name: a.name, kind: a.kind.rawValue, path: a.path, properties: CatalogListingJSON.Properties(a),
        renditions: a.renditions.enumerated().map { i, r in
          CARInfo.withKeyAttributes(renditionJSON(r, asset: a), car, asset: a.name, index: i)
        })
    }
    return JSONOutputEncoder().output(
      CatalogListingJSON(
        catalog: catalog.path, assetCount: assets.count, kinds: .object(kinds),
        diagnosticCount: catalog.source?.diagnostics.count,
        appearance: AppearanceSummary.rules(of: catalog).map(AppearanceSummary.json), car: car.map(CARInfo.json),
        assets: entries))
  }

  /// A rendition as `resolve` prints a match, plus its format (judged by its bytes).
  static func renditionJSON(_ r: Rendition, asset: Asset) -> JSONOutput {
    guard case .object(var members) = ResolveRunner.matchJSON(r, asset: asset) else { return .null }
    if let f = r.format, asset.kind != .data {
      members.insert(("format", .string(f.rawValue)), at: min(members.count, r.file == nil ? 1 : 2))
    }
    return .object(members)
  }

  public static func text(_ catalog: LoadedCatalog, assets: [Asset]) -> String {
    var out = "\(catalog.path): \(assets.count) assets"
    let counts = AssetKind.allCases.compactMap { k -> String? in
      let n = assets.filter { $0.kind == k }.count
      return n > 0 ? "\(n) \(k.rawValue)" : nil
    }
    if !counts.isEmpty { out += " (\(counts.joined(separator: ", ")))" }
    out += "\n"
    if let rules = AppearanceSummary.rules(of: catalog) { out += AppearanceSummary.text(rules) }
    let car = catalog.lookup as? CARCatalog
    if let car { out += CARInfo.text(car) }
    for a in assets {
      out += "\(a.name)  [\(a.kind.rawValue)] \(a.path)"
      if a.kind == .image && a.properties.templateRenderingIntent != nil {
        out += "  rendering: \(a.properties.renderingMode)"
      }
      out += "\n"
      for (i, r) in a.renditions.enumerated() {
        var line = "  \(ResolveRunner.slotText(r.slot))"
        if let car { line += CARInfo.keyText(car, asset: a.name, index: i) }
        if let f = r.file { line += "  \(f)" }
        if let px = r.compiledPixelSize { line += "  \(ResolveRunner.sizeText(px)) px" }
        if let pt = r.intrinsicSize, a.kind != .color { line += "  \(ResolveRunner.sizeText(pt)) pt" }
        if let c = r.color {
          if let ref = c.reference {
            line += "  system \(ref)"
          } else {
            line +=
              "  \(c.colorSpace ?? "?") "
              + c.components.map { "\($0.name)=\(JSONOutput.format(($0.value * 1000).rounded() / 1000))" }.joined(
                separator: " ")
          }
        }
        if let s = r.iconSize { line += "  size \(s)" }
        out += line + "\n"
      }
    }
    return out
  }
}
