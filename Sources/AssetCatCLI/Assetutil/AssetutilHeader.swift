import AssetCatCAR

/// The first object of `assetutil --info`: the car's header, metadata and key format under
/// Apple's key names.
enum AssetutilHeader {
  /// The version assetcat prints as `DumpToolVersion`: Apple's dump tool prints its own CoreUI
  /// build (969 for Xcode 26.0); assetcat has none, and prints the CoreUI of the Xcode whose cars
  /// it writes.
  static let dumpToolVersion = 975

  static func object(_ file: CARFile) -> AssetutilJSON {
    var o: [String: AssetutilJSON] = [
      "AssetStorageVersion": .string(file.header.versionString),
      "CoreUIVersion": .int(Int(file.header.coreUIVersion)),
      "DumpToolVersion": .int(dumpToolVersion),
      "Key Format": .array(file.keyFormat.attributes.map { .string(keyName($0)) }),
      "MainVersion": .string(file.header.mainVersion),
      "SchemaVersion": .int(Int(file.header.schemaVersion)),
      "StorageVersion": .int(Int(file.header.storageVersion)),
      "Timestamp": .int(Int(file.header.storageTimestamp)),
    ]
    if !file.appearances.isEmpty {
      o["Appearances"] = .object(Dictionary(uniqueKeysWithValues: file.appearances.map { ($1, .int(Int($0))) }))
    }
    if let m = file.metadata {
      o["Authoring Tool"] = .string(m.authoringTool)
      o["Platform"] = .string(m.deploymentPlatform)
      o["PlatformVersion"] = .string(m.deploymentPlatformVersion)
      if !m.thinningArguments.isEmpty { o["ThinningParameters"] = .string(m.thinningArguments) }
    }
    return .object(o)
  }

  /// CoreUI's constant for a key attribute: `kCRThemeScaleName`, `kCRThemeSizeClassHorizontalName`.
  static func keyName(_ a: RenditionAttribute) -> String {
    guard a.isKnown else { return a.name }
    let name = a.name
    return "kCRTheme" + name.prefix(1).uppercased() + name.dropFirst() + "Name"
  }
}
