import AssetCatCARWriter
import AssetCatCore
import AssetCatImaging
import AssetCatSource

/// `size` of a source catalog: the cars `CARWriter` would write for it (universal and thinned per
/// device), measured without writing them (`CARSizer`).
public enum CatalogSizing {
  /// Reads the catalogs at `paths` as the car writer reads them.
  public static func read(_ paths: [String]) throws(SizeError) -> SourceReadResult {
    do {
      return try SourceCatalogReader.read(
        paths: paths, options: SourceReadOptions(probeImages: true, checkImageData: false, inspector: .imaging))
    } catch {
      throw SizeError("cannot read \(paths.joined(separator: ", ")): \(error)")
    }
  }

  /// The idioms a car for `options` serves (its `--target-device`s, else its platform's).
  public static func idioms(_ options: CAROptions) -> Set<Idiom> { options.keptIdioms }

  /// The report for `devices` (`top`: how many assets each lists, 0 all). `records` may be shared
  /// with another measure (`diff`'s two catalogs) so that what they have alike is encoded once.
  /// `known`: the rendition caches' records, counted rather than encoded again (the same figures).
  public static func measure(
    _ source: SourceReadResult, name: String, options: CAROptions, devices: [SizeDevice], top: Int,
    records: CARRecordSizes = CARRecordSizes(), known: CARKnownRecords? = nil
  ) throws(SizeError) -> SizeReport {
    var keeps: [TraitCollection] = []
    for d in devices where !keeps.contains(d.keep) { keeps.append(d.keep) }
    let sizes: [CARSize]
    do {
      sizes = try CARSizer.measure(source, options: options, keeping: [nil] + keeps, records: records, known: known)
    } catch {
      throw SizeError("\(name): \(error)")
    }
    let rows = devices.map { d -> SizeReport.DeviceSize in
      let s = sizes[1 + (keeps.firstIndex(of: d.keep) ?? 0)]
      return SizeReport.device(d, bytes: s.bytes, assets: s.assets, top: top)
    }
    return SizeReport(catalog: name, universal: sizes[0].bytes, devices: rows, notes: notes(source, options: options))
  }

  /// The app icon sets left out, as actool leaves out every set `--app-icon` and
  /// `--alternate-app-icon` do not name.
  static func notes(_ source: SourceReadResult, options: CAROptions) -> [String] {
    let named = Set([options.appIcon].compactMap { $0 } + options.alternateAppIcons)
    let left = source.catalog.assets.filter { $0.kind == .appIcon && !named.contains($0.name) }.map(\.name).sorted()
    guard !left.isEmpty else { return [] }
    return [
      "app icon sets not counted (name them with --app-icon, as actool is given them): \(left.joined(separator: ", "))"
    ]
  }
}
