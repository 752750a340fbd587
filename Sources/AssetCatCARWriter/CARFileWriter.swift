import AssetCatBytes
import AssetCatCAR
import AssetCatFileSystem
import AssetCatImageHeaders

/// Writes a planned car front to back in Apple's block order (`CARContainer`, `CARStoreStream`)
/// without holding the car in memory: each rendition's record goes to the file as soon as it is
/// encoded (in work order, at most a few per job ahead of the writer), between the blocks that
/// are known before any is encoded and those after them; the BOM header last. Through a temporary
/// file renamed into place (AtomicFileWriter), so readers never see half a car and an error
/// leaves the previous file as it was. A rendition that cannot be encoded is left out: the car is
/// laid out again without it. With `CAROptions.cachePath`, records an earlier build cached are
/// used instead of encoding again (atlases too, and packed images are not decoded), and the new
/// car's records are cached (`CARRecordCache`).
enum CARFileWriter {
  /// The car of `plan` written to a temporary file beside `path`, not yet in place.
  static func stage(_ plan: CARPlan, to path: String) throws -> CARStagedFile {
    var failed: [Int: CARRenditionFailure] = [:]
    let tool = CARCacheTool.identity(authoringTool: plan.options.authoringTool)
    let cache =
      plan.options.partials.isEmpty
      ? plan.options.cachePath.map { CARRecordCache(path: $0, carPath: path, tool: tool) }
      : try CARRecordCache(parts: CARPartialLink.read(plan.options.partials))
    while true {
      let writer: AtomicFileWriter
      do { writer = try AtomicFileWriter(destination: path) } catch { throw failure(path, error) }
      var sink = CARFileSink(file: writer.file, path: path)
      let cacheWriter = plan.options.cachePath.map { CARRecordCacheWriter(path: $0, tool: tool) }
      let outcome = try write(plan, failed: failed, to: &sink, cache: cache, cacheWriter: cacheWriter)
      guard case .written(var summary) = outcome else {
        if case .failed(let more) = outcome { failed.merge(more) { a, _ in a } }
        continue
      }
      summary.bytes = sink.count
      summary.notes += cache?.notes ?? []
      try cacheWriter?.finish(carSize: sink.count)
      return CARStagedFile(writer: writer, summary: summary, cache: cacheWriter)
    }
  }

  enum Outcome {
    case written(CARWriter.Summary)
    /// Work items that could not be encoded (index → why): the car must be laid out again.
    case failed([Int: CARRenditionFailure])
  }

  /// Encodes the work items but `failed` in parallel and writes the car to `sink`.
  static func write(
    _ unpackedPlan: CARPlan, failed: [Int: CARRenditionFailure], to sink: inout some CARByteSink,
    cache: CARRecordCache? = nil, cacheWriter: CARRecordCacheWriter? = nil
  ) throws -> Outcome {
    let (unpacked, duplicates) = unpackedPlan.keptWork(failed: Set(failed.keys))
    let plan: CARPlan, kept: [Int]
    switch try CARAtlasPacker.pack(unpackedPlan, kept: unpacked, cache: cache) {
    case .packed(let p, let k): (plan, kept) = (p, k)
    case .failed(let more): return .failed(more)
    }
    let failures = failed.map { "\(plan.work[$0.key].facet): \($0.value)" }
    var (container, summary) = try plan.container(kept: kept, skipped: duplicates + failures)
    summary.decodedFiles.subtract(failed.keys.compactMap { plan.work[$0].decodedFile })
    summary.unusable = failed.map {
      CARWriter.Unusable(asset: plan.work[$0.key].facet, file: plan.work[$0.key].filePath, failure: $0.value)
    }
    .sorted { ($0.asset, $0.file ?? "", $0.reason) < ($1.asset, $1.file ?? "", $1.reason) }
    var stream = CARStoreStream(container)
    var newFailures: [Int: CARRenditionFailure] = [:]
    var consumed = 0
    _ = try stream.next(&sink)
    try OrderedPipeline.run(
      kept, jobs: plan.jobs, window: 32 * plan.jobs,
      { i in Result { try CARCachedEncoding.of(plan.work[i], encodings: plan.encodings, cache: cache) } },
      consume: { result in
        let i = kept[consumed]
        consumed += 1
        plan.options.progress?("encoding", done: consumed, total: kept.count)
        switch result {
        case .failure(let e): newFailures[i] = CARRenditionFailure(e)
        case .success(let encoded):
          guard newFailures.isEmpty else { return }
          try stream.write(encoded.record, &sink)
          if let key = encoded.key {
            cacheWriter?.add(
              encoded.record, key: key, at: sink.count - encoded.record.count, checksum: encoded.checksum)
            for (imageKey, image) in plan.work[i].packedSheet?.images ?? [] {
              cacheWriter?.add(image: image, key: imageKey)
            }
          }
          if encoded.reused { summary.reused += 1 }
          _ = try stream.next(&sink)
        }
      })
    guard newFailures.isEmpty else { return .failed(newFailures) }
    try stream.finish(&sink)
    return .written(summary)
  }

  static func failure(_ path: String, _ error: any Error) -> CARWriter.WriteError {
    CARWriter.WriteError(description: "cannot write \(path): \(error)")
  }
}
