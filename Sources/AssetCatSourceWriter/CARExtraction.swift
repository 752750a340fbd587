import AssetCatCAR
import AssetCatFileSystem

/// `extract` of an `Assets.car`: a source catalog Xcode opens (a PNG per bitmap, PDF/SVG
/// vectors, color sets, data sets, app icon sets) through `CARCatalogWriter`.
enum CARExtraction {
  static func extract(car path: String, into directory: String) throws(ExtractionError) -> ExtractionSummary {
    let catalog: CARCatalog
    do { catalog = CARCatalog(file: try CARFile(path: path)) } catch { throw .unreadable(error) }
    var writer: CARCatalogWriter
    do {
      writer = CARCatalogWriter(root: try BeneathFolder(creating: directory), catalog: catalog)
      try writer.writeAll()
    } catch {
      throw .cannotWrite(error)
    }
    var summary = ExtractionSummary(assets: writer.assets, files: writer.files)
    summary.skipped = writer.skipped.sorted()
    summary.laterTargetCopies = writer.laterTargetCopies
    summary.failed = writer.failed.sorted()
    return summary
  }
}
