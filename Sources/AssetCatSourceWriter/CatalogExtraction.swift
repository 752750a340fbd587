import AssetCatCompiledFile

/// `assetcat extract`: a compiled catalog (`.assetcat`) or an `Assets.car` written back as a
/// source catalog, each by its own writer (`ArchiveExtraction`, `CARExtraction`).
public enum CatalogExtraction {
  /// Writes the catalog at `path` into `directory` (created if missing); never writes outside it.
  /// `rasterize` applies to an `.assetcat` (see `ArchiveExtraction`).
  public static func extract(catalog path: String, into directory: String, rasterize: [Int] = [])
    throws(ExtractionError)
    -> ExtractionSummary
  {
    if CompiledCatalogFile.kind(ofFileAt: path) == .car { return try CARExtraction.extract(car: path, into: directory) }
    return try ArchiveExtraction.extract(catalog: path, into: directory, rasterize: rasterize)
  }
}
