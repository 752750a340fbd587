import AssetCatArchive
import AssetCatCAR
import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import Foundation

/// `assetcat info` and `assetcat devices` as functions returning SPEC §5 exit codes.
public enum InfoCommandLogic {
  public static func run(catalog path: String, format: OutputFormat, output: CommandOutput = .standard) -> Int32 {
    let catalog: LoadedCatalog
    let assets: [Asset]
    do { catalog = try CatalogLoader.load(path) } catch {
      // The loader's message names the file already.
      output.err("error: \(error)\n")
      return 2
    }
    do {
      assets = try catalog.lookup.loadAssetNames().compactMap {
        try catalog.lookup.loadResolvableAsset(named: $0)?.asset
      }
      // The summary below reads the rules without throwing: check them here (exit 2 when corrupt).
      if let compiled = catalog.lookup as? CompiledCatalog { _ = try compiled.loadAppearanceRules() }
    } catch {
      output.err("error: \(path): \(error)\n")
      return 2
    }
    switch format {
    case .json: output.out(json(catalog, assets: assets).serialized(pretty: true) + "\n")
    case .text: output.out(text(catalog, assets: assets))
    }
    return 0
  }

  static func json(_ catalog: LoadedCatalog, assets: [Asset]) -> JSONOutput {
    var kinds: [(String, JSONOutput)] = []
    for k in AssetKind.allCases {
      let n = assets.filter { $0.kind == k }.count
      if n > 0 { kinds.append((k.rawValue, .number(Double(n)))) }
    }
    var top: [(String, JSONOutput)] = [
      ("catalog", .string(catalog.path)), ("assetCount", .number(Double(assets.count))), ("kinds", .object(kinds)),
    ]
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
            var m: [(String, JSONOutput)] = [
              ("name", .string(a.name)), ("kind", .string(a.kind.rawValue)), ("path", .string(a.path)),
            ]
            var props: [(String, JSONOutput)] = []
            if a.kind == .image || a.kind == .symbol {
              props.append(("renderingMode", .string(a.properties.renderingMode)))
            }
            if a.properties.preservesVectorRepresentation {
              props.append(("preservesVectorRepresentation", .bool(true)))
            }
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
                    CARInfo.withKeyAttributes(
                      renditionJSON(r, asset: a), catalog.lookup as? CARCatalog, asset: a.name, index: i)
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

  static func text(_ catalog: LoadedCatalog, assets: [Asset]) -> String {
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

/// `assetcat devices`.
public enum DevicesCommandLogic {
  public static func run(format: OutputFormat, output: CommandOutput = .standard) -> Int32 {
    switch format {
    case .json: output.out(json().serialized(pretty: true) + "\n")
    case .text: output.out(text())
    }
    return 0
  }

  static func json() -> JSONOutput {
    .array(
      DevicePreset.all.map { d in
        var m: [(String, JSONOutput)] = [
          ("name", .string(d.name)), ("idiom", .string(d.idiom.rawValue)), ("scale", .number(Double(d.scale))),
          ("pointSize", .size(d.pointSize)), ("portrait", .traits(d.traits(.portrait))),
        ]
        if d.landscape != nil { m.append(("landscape", .traits(d.traits(.landscape)))) }
        if d.idiom == .pad {
          var mt: [(String, JSONOutput)] = []
          for split in DevicePreset.Multitasking.allCases where split != .fullScreen {
            let p = d.sizeClasses(.portrait, multitasking: split), l = d.sizeClasses(.landscape, multitasking: split)
            mt.append(
              (
                split.rawValue,
                .object([
                  (
                    "portrait", .object([("width", .string(p.width.rawValue)), ("height", .string(p.height.rawValue))])
                  ),
                  (
                    "landscape",
                    .object([("width", .string(l.width.rawValue)), ("height", .string(l.height.rawValue))])
                  ),
                ])
              ))
          }
          m.append(("multitasking", .object(mt)))
        }
        return .object(m)
      })
  }

  static func text() -> String {
    var out = ""
    for d in DevicePreset.all {
      out += "\(d.name)\n  portrait:  \(d.traits(.portrait).textForm)\n"
      if d.landscape != nil { out += "  landscape: \(d.traits(.landscape).textForm)\n" }
      if d.idiom == .pad {
        let splits = DevicePreset.Multitasking.allCases.filter { $0 != .fullScreen }.map { s in
          let p = d.sizeClasses(.portrait, multitasking: s), l = d.sizeClasses(.landscape, multitasking: s)
          return "\(s.rawValue) \(p.width.rawValue)/\(l.width.rawValue)"
        }
        out += "  split width (portrait/landscape): \(splits.joined(separator: ", "))\n"
      }
    }
    return out
  }
}
