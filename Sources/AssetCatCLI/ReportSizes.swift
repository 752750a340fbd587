import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatSize

/// The report's download sizes: `assetcat size` of its catalogs, for every device preset of the
/// platform: `--platform`, else the first the catalogs' idioms target, else iOS.
enum ReportSizes {
  static func measure(
    _ sources: [String], appIcon: String?, target: CARTargetOptions, progress: ProgressBar?
  ) throws(SizeError) -> SizeReport {
    let source = try CatalogSizing.read(sources)
    var options = target.options(fallback: ApplePlatform.platforms(of: source.catalog.assets).first ?? .iOS)
    options.appIcon = appIcon
    if let progress { options.progress = CARProgress(progress.reporter) }
    let devices = try SizeDevices.resolve(names: [], models: [], idioms: CatalogSizing.idioms(options))
    return try CatalogSizing.measure(
      source, name: sources.joined(separator: ", "), options: options, devices: devices, top: 10)
  }
}
