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
    let assets = try catalog.lookup.loadAssetNames().compactMap { try catalog.lookup.loadResolvableAsset(named: $0)?.asset }
    if let compiled = catalog.lookup as? CompiledCatalog { _ = try compiled.loadAppearanceRules() }
    return assets
  }

  public static func json(_ catalog: LoadedCatalog, assets: [Asset]) -> JSONOutput {
    var kinds: [(String, JSONOutput)] = []
    for k in AssetKind.allCases {
      let n = assets.filter { $0.kind == k }.count
      if n > 0 { kinds.append((k.rawValue, .number(Double(n)))) }
    }
    var top: [(String, JSONOutput)] = [("catalog", .string(catalog.path)), ("assetCount", .number(Double(assets.count))), ("kinds", .object(kinds))]
    if let s = catalog.source {
      top.append(("diagnosticCount", .number(Double(s.diagnostics.count))))
    }
    if let rules = AppearanceSummary.rules(of: catalog) { top.append(("appearance", AppearanceSummary.json(rules))) }
    if let car = catalog.lookup as? CARCatalog { top.append(("car", CARInfo.json(car))) }
    top.append(
      (
        "assets",
        .array(
          assets.map { a in
            var m: [(String, JSONOutput)] = [("name", .string(a.name)), ("kind", .string(a.kind.rawValue)), ("path", .string(a.path))]
            var props: [(String, JSONOutput)] = []
            if a.kind == .image || a.kind == .symbol { props.append(("renderingMode", .string(a.properties.renderingMode))) }
            if a.properties.preservesVectorRepresentation { props.append(("preservesVectorRepresentation", .bool(true))) }
            if a.properties.localizable { props.append(("localizable", .bool(true))) }
            if let c = a.properties.compressionType { props.append(("compressionType", .string(c))) }
            if !a.properties.onDemandResourceTags.isEmpty {
              props.append(("onDemandResourceTags", .array(a.properties.onDemandResourceTags.map { .string($0) })))
            }
            if !props.isEmpty { m.append(("properties", .object(props))) }
            m.append(
              (
                "renditions",
                .array(
                  a.renditions.enumerated().map { i, r in
                    CARInfo.withKeyAttributes(renditionJSON(r, asset: a), catalog.lookup as? CARCatalog, asset: a.name, index: i)
                  })
              ))
            return .object(m)
          })
      ))
    return .object(top)
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
      if a.kind == .image && a.properties.templateRenderingIntent != nil { out += "  rendering: \(a.properties.renderingMode)" }
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
            line += "  \(c.colorSpace ?? "?") " + c.components.map { "\($0.name)=\(JSONOutput.format(($0.value * 1000).rounded() / 1000))" }.joined(separator: " ")
          }
        }
        if let s = r.iconSize { line += "  size \(s)" }
        out += line + "\n"
      }
    }
    return out
  }
}
