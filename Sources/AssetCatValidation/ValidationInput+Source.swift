import AssetCatImaging
import AssetCatSource

extension ValidationInput {
  /// What the reader found, as the checks see it (the reader's probes are reused).
  public init(_ result: SourceReadResult) {
    self.init(
      catalogPaths: result.catalogPaths,
      assets: result.assets.map {
        var record = AssetRecord(
          asset: $0.asset, catalogPath: $0.catalogPath, contentsPath: $0.contentsPath,
          renditionLines: $0.renditionLines, isActive: $0.isActive)
        record.stackLayers = $0.stackLayers
        record.brandRoles = $0.brandRoles
        return record
      },
      diagnostics: result.diagnostics,
      probes: result.probes)
    linkRoots = result.linkRoots
  }

  /// Reads catalogs with the reader and returns what the checks need. `decode`: every pixel
  /// will be decoded (`--decode`), so the probe does not inflate PNG image data first.
  /// - Throws: `SourceReadError` when a catalog path does not exist or is not a folder (exit 2).
  public static func read(paths: [String], jobs: Int? = nil, decode: Bool = false) throws(SourceReadError)
    -> ValidationInput
  {
    let options = SourceReadOptions(probeImages: true, jobs: jobs, checkImageData: !decode, inspector: .imaging)
    return ValidationInput(try SourceCatalogReader.read(paths: paths, options: options))
  }
}
