import AssetCatArchiveWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import Foundation

/// An `.assetcat` ready to write: the (thinned) catalog, the writer's options, and where each
/// asset's files are.
struct PendingArchive {
  var catalog: AssetCatalog
  var options: CompiledCatalogWriter.Options
  /// Each active asset's catalog folder, by name.
  var catalogOf: [String: String]
  var path: String
  /// Drawn while the payloads are written (a terminal only).
  var progress: ProgressBar?

  /// Writes the catalog to `path` (a temporary file, then a rename).
  func write() throws(CompiledCatalogWriteError) -> CompiledCatalogWriter.Summary {
    var options = self.options
    let bar = progress
    defer { bar?.finish() }
    if let bar { options.progress = { @Sendable p in bar.update(p.phase.rawValue, done: p.done, total: p.total) } }
    let catalogOf = self.catalogOf
    return try CompiledCatalogWriter(options: options).write(catalog, to: URL(fileURLWithPath: path)) {
      (asset: Asset, rendition: Rendition) -> CompiledCatalogWriter.PayloadSource? in
      guard let root = catalogOf[asset.name], let file = rendition.file else { return nil }
      return .path(SourcePath.join(root, file))
    }
  }
}
