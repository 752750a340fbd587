import AssetCatCAR
import AssetCatCore

/// What `info` adds for an `Assets.car`: the writer, versions, platform, key format and BOM
/// variables, and per rendition its layout, pixel format and the key attributes no trait
/// carries (unknown ones by number).
enum CARInfo {
  static func text(_ c: CARCatalog) -> String {
    let f = c.file
    var out = "Assets.car: \(f.header.versionString.isEmpty ? f.header.mainVersion : f.header.versionString)"
    out += " (CoreUI \(f.header.coreUIVersion), storage \(f.header.storageVersion), schema \(f.header.schemaVersion))"
    if let m = f.metadata { out += ", \(m.deploymentPlatform) \(m.deploymentPlatformVersion)" }
    out += ", \(f.renditions.count) renditions\n"
    out += "key format: \(f.keyFormat.attributes.map(\.name).joined(separator: " "))\n"
    if !f.appearances.isEmpty {
      out +=
        "appearances: "
        + f.appearances.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + "\n"
    }
    if !f.otherVariables.isEmpty { out += "other BOM variables: \(f.otherVariables.joined(separator: " "))\n" }
    return out
  }

  static func json(_ c: CARCatalog) -> JSONOutput {
    let f = c.file
    var m: [(String, JSONOutput)] = [
      ("versionString", .string(f.header.versionString)), ("mainVersion", .string(f.header.mainVersion)),
      ("coreUIVersion", .number(Double(f.header.coreUIVersion))),
      ("storageVersion", .number(Double(f.header.storageVersion))),
      ("schemaVersion", .number(Double(f.header.schemaVersion))),
      ("renditionCount", .number(Double(f.renditions.count))),
      ("keyFormat", .array(f.keyFormat.attributes.map { .string($0.name) })),
    ]
    if let meta = f.metadata {
      m.append(("platform", .string(meta.deploymentPlatform)))
      m.append(("platformVersion", .string(meta.deploymentPlatformVersion)))
      if !meta.thinningArguments.isEmpty { m.append(("thinningArguments", .string(meta.thinningArguments))) }
    }
    m.append(
      ("appearances", .object(f.appearances.sorted { $0.key < $1.key }.map { ("\($0.key)", .string($0.value)) })))
    m.append(("otherVariables", .array(f.otherVariables.map { .string($0) })))
    return .object(m)
  }

  /// `  [one-part scale ARGB lzfse] deploymentTarget=3 attribute40=2`.
  static func keyText(_ c: CARCatalog, asset: String, index: Int) -> String {
    guard let facet = c.facets[asset], index < facet.entries.count else { return "" }
    let h = facet.entries[index].header
    var s = "  [\(h.layout.name), \(h.pixelFormatName)]"
    for p in facet.extras[index] { s += " \(p.attribute.name)=\(p.value)" }
    return s
  }

  static func withKeyAttributes(_ json: JSONOutput, _ c: CARCatalog?, asset: String, index: Int) -> JSONOutput {
    guard let c, case .object(var m) = json, let facet = c.facets[asset], index < facet.entries.count else {
      return json
    }
    let h = facet.entries[index].header
    m.append(("layout", .string(h.layout.name)))
    m.append(("pixelFormat", .string(h.pixelFormatName)))
    if !facet.extras[index].isEmpty {
      m.append(("keyAttributes", .object(facet.extras[index].map { ($0.attribute.name, .number(Double($0.value))) })))
    }
    return .object(m)
  }
}
