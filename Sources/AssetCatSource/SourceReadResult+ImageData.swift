import AssetCatImageStructure
import AssetCatParallel

extension SourceReadResult {
  /// For catalogs read with `checkImageData: false` and then written by a writer that decoded
  /// the files in `decoded` to their pixels (their image data checked by that decode): whether
  /// any other PNG fails the probe once its image data is inflated, or cannot be read again.
  /// Such a writer's output must not be kept: the catalogs are then read again with the check.
  /// The check is the reading ``inspector``'s: with one that checks no image data
  /// (``ImageInspector/headersOnly``), only a PNG that cannot be probed again counts.
  public func imageDataIsDamaged(besides decoded: Set<String>, jobs: Int) -> Bool {
    let others = probes.keys.filter { !decoded.contains($0) && (try? probes[$0]?.get().format) == .png }.sorted()
    let inspector = inspector
    return ParallelMap.map(count: others.count, jobs: jobs) { i in
      guard let info = try? ImageProbe.probe(fileAt: others[i], checks: inspector.png) else { return true }
      return info.imageDataDamage != nil
    }.contains(true)
  }
}
