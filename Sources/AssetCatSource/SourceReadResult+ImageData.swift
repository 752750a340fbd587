import AssetCatImageHeaders
import AssetCatParallel

extension SourceReadResult {
  /// For catalogs read with `checkImageData: false` and then written by a writer that decoded
  /// the files in `decoded` to their pixels (their image data checked by that decode): whether
  /// any other PNG fails the probe once its image data is inflated, or cannot be read again.
  /// Such a writer's output must not be kept: the catalogs are then read again with the check.
  public func imageDataIsDamaged(besides decoded: Set<String>, jobs: Int) -> Bool {
    let others = probes.keys.filter { !decoded.contains($0) && (try? probes[$0]?.get().format) == .png }.sorted()
    return ParallelMap.map(count: others.count, jobs: jobs) { i in
      guard let info = try? ImageProbe.probe(fileAt: others[i]) else { return true }
      return info.imageDataDamage != nil
    }.contains(true)
  }
}
