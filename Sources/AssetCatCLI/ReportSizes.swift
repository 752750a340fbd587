import AssetCatCARWriter
import AssetCatSize

/// The report's download sizes: `assetcat size` of its catalogs, for every iOS device preset.
enum ReportSizes {
  static func measure(_ sources: [String], appIcon: String?) throws(SizeError) -> SizeReport {
    let source = try CatalogSizing.read(sources)
    let options = CAROptions(appIcon: appIcon)
    let devices = try SizeDevices.resolve(names: [], models: [], idioms: CatalogSizing.idioms(options))
    return try CatalogSizing.measure(
      source, name: sources.joined(separator: ", "), options: options, devices: devices, top: 10)
  }
}
