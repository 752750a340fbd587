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
/// laid out again without it, its other records copied from the first attempt's file, not
/// encoded again (`CARWrittenRecords`). With `CAROptions.cachePath`, records an earlier build
/// cached are used instead of encoding again (atlases too, and packed images are not decoded),
/// and the new car's records are cached (`CARRecordCache`).
enum CARFileWriter {
  /// The car of `plan` written to a temporary file beside `path`, not yet in place.
  static func stage(_ plan: CARPlan, to path: String) throws -> CARStagedFile {
    var failed: [Int: CARRenditionFailure] = [:]
    let tool = CARCacheTool.identity(authoringTool: plan.options.authoringTool)
    let cache =
      plan.options.partials.isEmpty
      ? plan.options.cachePath.map { CARRecordCache(path: $0, carPath: path, tool: tool) }
      : try CARRecordCache(parts: CARPartialLink.read(plan.options.partials))
    var earlier: CARWrittenRecords?
    while true {
      let writer: AtomicFileWriter
      do { writer = try AtomicFileWriter(destination: path) } catch { throw failure(path, error) }
      var sink = CARFileSink(file: writer.file, path: path)
      let cacheWriter = plan.options.cachePath.map { CARRecordCacheWriter(path: $0, tool: tool) }
      let outcome = try write(
        plan, failed: failed, to: &sink, earlier: earlier, cache: cache, cacheWriter: cacheWriter)
      guard case .written(var summary) = outcome else {
        guard case .failed(let more, let written) = outcome else { continue }
        failed.merge(more) { a, _ in a }
        // What the attempt wrote, when it came to writing (else the records of the one before).
        if var written {
          try sink.flush()
          let file: POSIXFile
          do { file = try POSIXFile.openForReading(writer.temporaryPath) } catch { throw failure(path, error) }
          // The attempt's file stays until the records are copied from it.
          written.read = { r in try withExtendedLifetime(writer) { try record(r, of: file, path: path) } }
          earlier = written
        }
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
    /// Work items that could not be encoded (index → why): the car must be laid out again; with
    /// what this attempt wrote of the others, when it came to writing (not when packing failed).
    case failed([Int: CARRenditionFailure], CARWrittenRecords?)
  }

  /// Encodes the work items but `failed` in parallel and writes the car to `sink`; the records
  /// `earlier` wrote are copied, not encoded again. A failure does not stop the writing: every
  /// other record still goes to `sink` (the car's layout is wrong then, but its records are what
  /// the next attempt copies).
  static func write(
    _ unpackedPlan: CARPlan, failed: [Int: CARRenditionFailure], to sink: inout some CARByteSink,
    earlier: CARWrittenRecords? = nil, cache: CARRecordCache? = nil, cacheWriter: CARRecordCacheWriter? = nil
  ) throws -> Outcome {
    let (unpacked, duplicates) = unpackedPlan.keptWork(failed: Set(failed.keys))
    let plan: CARPlan, kept: [Int], copies: [Int: CARWrittenRecords.Record]
    if let earlier, earlier.unpacked.filter({ failed[$0] == nil }) == unpacked {
      // Only the failed items are gone: none was packed (packing would have failed), so the
      // atlases are the same, and so is every record.
      (plan, kept, copies) = (earlier.plan, earlier.kept.filter { failed[$0] == nil }, earlier.records)
    } else {
      switch try CARAtlasPacker.pack(unpackedPlan, kept: unpacked, cache: cache) {
      case .packed(let p, let k): (plan, kept) = (p, k)
      case .failed(let more): return .failed(more, nil)
      }
      copies = earlier?.reusable(in: plan, unpackedCount: unpackedPlan.work.count) ?? [:]
    }
    let failures = failed.map { "\(plan.work[$0.key].facet): \($0.value)" }
    var (container, summary) = try plan.container(kept: kept, skipped: duplicates + failures)
    summary.decodedFiles.subtract(failed.keys.compactMap { plan.work[$0].decodedFile })
    summary.unusable = failed.map {
      CARWriter.Unusable(asset: plan.work[$0.key].facet, file: plan.work[$0.key].filePath, failure: $0.value)
    }
    .sorted { ($0.asset, $0.file ?? "", $0.reason) < ($1.asset, $1.file ?? "", $1.reason) }
    var stream = CARStoreStream(container)
    var written = CARWrittenRecords(unpacked: unpacked, plan: plan, kept: kept)
    var newFailures: [Int: CARRenditionFailure] = [:]
    var consumed = 0
    let toEncode = kept.filter { copies[$0] == nil }
    var encoded = 0
    _ = try stream.next(&sink)
    let gate = CARLargeImageGate()
    try OrderedPipeline.run(
      kept, jobs: plan.jobs, window: 32 * plan.jobs,
      { i -> Result<Record, any Error> in
        if let copy = copies[i] { return .success(.copy(copy)) }
        return Result {
          .encoded(
            try gate.run(bytes: plan.work[i].workingBytes) {
              try CARCachedEncoding.of(
                plan.work[i], encodings: plan.encodings, hashes: plan.contentHashes, cache: cache)
            })
        }
      },
      consume: { result in
        let i = kept[consumed]
        consumed += 1
        let record: CARWrittenRecords.Record
        let bytes: [UInt8]
        switch result {
        case .failure(let e):
          newFailures[i] = CARRenditionFailure(e)
          encoded += 1
          plan.options.progress?("encoding", done: encoded, total: toEncode.count)
          try stream.write([], &sink)
          _ = try stream.next(&sink)
          return
        case .success(.copy(let copy)):
          (record, bytes) = (copy, try earlier!.read(copy))
        case .success(.encoded(let e)):
          encoded += 1
          plan.options.progress?("encoding", done: encoded, total: toEncode.count)
          bytes = e.record
          record = .init(offset: 0, length: bytes.count, key: e.key, checksum: e.checksum, reused: e.reused)
        }
        try stream.write(bytes, &sink)
        written.records[i] = .init(
          offset: sink.count - bytes.count, length: bytes.count, key: record.key, checksum: record.checksum,
          reused: record.reused)
        if let key = record.key {
          cacheWriter?.add(bytes, key: key, at: sink.count - bytes.count, checksum: record.checksum)
          if case .packedSheet(let sheet) = plan.work[i].source {
            for (imageKey, image) in sheet.images { cacheWriter?.add(image: image, key: imageKey) }
          }
        }
        if record.reused { summary.reused += 1 }
        _ = try stream.next(&sink)
      })
    guard newFailures.isEmpty else { return .failed(newFailures, written) }
    try stream.finish(&sink)
    return .written(summary)
  }

  /// A record to write: copied from an earlier attempt, or encoded (or the cache's).
  enum Record: Sendable {
    case copy(CARWrittenRecords.Record)
    case encoded(CARCachedEncoding)
  }

  /// The bytes of `r` in an earlier attempt's file.
  static func record(_ r: CARWrittenRecords.Record, of file: POSIXFile, path: String) throws -> [UInt8] {
    let bytes: [UInt8]?
    do { bytes = try file.read(count: r.length, at: r.offset) } catch { throw failure(path, error) }
    guard let bytes else {
      throw CARWriter.WriteError(description: "cannot write \(path): an earlier attempt was cut short")
    }
    return bytes
  }

  static func failure(_ path: String, _ error: any Error) -> CARWriter.WriteError {
    CARWriter.WriteError(description: "cannot write \(path): \(error)")
  }
}
