import AssetCatArchive
import AssetCatCore

/// Everything known before payloads are hashed: the assets in order and the distinct payload
/// sources in first-use order (asset order, then rendition order).
struct CatalogPlan {
  var assets: [Asset]
  var sources: [CompiledCatalogWriter.PayloadSource] = []
  /// Per asset, per rendition: the index in `sources`, or `nil` without a file.
  var sourceOfRendition: [[Int?]] = []
  var renditionCount = 0
  var payloadReferenceCount = 0

  init(
    catalog: AssetCatalog, payload: (Asset, Rendition) -> CompiledCatalogWriter.PayloadSource?
  ) throws(CompiledCatalogWriteError) {
    assets = catalog.assets
    // Same path (as a string: cheaper to hash than URL) or same in-memory bytes: one source.
    var seenFiles: [String: Int] = [:]
    var seenBytes: [[UInt8]: Int] = [:]
    for asset in assets {
      var row: [Int?] = []
      for r in asset.renditions {
        renditionCount += 1
        guard let file = r.file else {
          row.append(nil)
          continue
        }
        guard var source = payload(asset, r) else { throw .missingPayload(asset: asset.name, file: file) }
        if case .file(let url) = source { source = .path(url.path) }  // once, not per use
        payloadReferenceCount += 1
        let known: Int?
        switch source {
        case .file, .path: known = seenFiles[source.filePath!]
        case .bytes(let b): known = seenBytes[b]
        }
        if let known {
          row.append(known)
          continue
        }
        switch source {
        case .file, .path: seenFiles[source.filePath!] = sources.count
        case .bytes(let b): seenBytes[b] = sources.count
        }
        row.append(sources.count)
        sources.append(source)
      }
      sourceOfRendition.append(row)
    }
    guard assets.count < Int(UInt32.max), renditionCount < Int(UInt32.max) else {
      throw .unrepresentable("more than 2³²−1 assets or renditions")
    }
  }
}
