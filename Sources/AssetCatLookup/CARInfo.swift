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

  /// The car's `car` object in `info --format json`.
  struct JSON: Encodable {
    var versionString: String
    var mainVersion: String
    var coreUIVersion: Int
    var storageVersion: Int
    var schemaVersion: Int
    var renditionCount: Int
    var keyFormat: [String]
    var platform: String?
    var platformVersion: String?
    var thinningArguments: String?
    /// Appearance names by their number, in number order.
    var appearances: JSONOutput
    var otherVariables: [String]
  }

  static func json(_ c: CARCatalog) -> JSONOutput {
    let f = c.file
    let meta = f.metadata
    return JSONOutputEncoder().output(
      JSON(
        versionString: f.header.versionString, mainVersion: f.header.mainVersion,
        coreUIVersion: Int(f.header.coreUIVersion),
        storageVersion: Int(f.header.storageVersion), schemaVersion: Int(f.header.schemaVersion),
        renditionCount: f.renditions.count,
        keyFormat: f.keyFormat.attributes.map(\.name), platform: meta?.deploymentPlatform,
        platformVersion: meta?.deploymentPlatformVersion,
        thinningArguments: meta.flatMap { $0.thinningArguments.isEmpty ? nil : $0.thinningArguments },
        appearances: .object(f.appearances.sorted { $0.key < $1.key }.map { ("\($0.key)", .string($0.value)) }),
        otherVariables: f.otherVariables))
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
