import AssetCatBytes
import AssetCatCore
import AssetCatImageHeaders
import AssetCatParallel
import AssetCatSource
import Foundation

/// The sizes of the cars `CARWriter` would write from one catalog for several thinnings, without
/// writing any: each rendition is encoded once (a rendition every thinning keeps is not encoded
/// again for each), only its record's length kept, and each car laid out as `CARFileWriter`
/// lays it out with those lengths (`CARStoreStream` over a counting sink). The figures are the
/// bytes `CARWriter.write` would write, to the byte.
public enum CARSizer {
  /// One `CARSize` per entry of `keeps` (`nil`: not thinned, the universal car), in that order.
  /// `options.keep` is ignored. A rendition that cannot be encoded is left out, as the writer
  /// leaves it out.
  /// The system a device is measured on when none is named: for a target before iOS 13, its
  /// thinned car keeps only the newest deployment-target variant (`CARDeploymentTargetVariants`).
  static let deviceSystem = OSVersion(major: 26, minor: 0)

  /// `known`: what the rendition caches hold (`CARKnownRecords`); a record whose cache key they
  /// hold is not encoded but counted at its cached length, an image they know is not decoded to
  /// be packed, and a sheet they hold is not encoded. The figures are the same with or without.
  public static func measure(
    _ source: SourceReadResult, options: CAROptions, keeping keeps: [TraitCollection?],
    records: CARRecordSizes = CARRecordSizes(), known: CARKnownRecords? = nil
  ) throws -> [CARSize] {
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    // Thinning a plan weighs the requests each asset can answer: the plans are made in parallel.
    let memo = CARAtlasPacker.Memo()
    let plans = try ParallelMap.map(count: keeps.count, jobs: jobs) { i in
      var o = options
      o.keep = keeps[i]
      // A device downloads the deployment-target variant its system reads: today's, unless told.
      if keeps[i] != nil, o.deviceOSVersion == nil { o.deviceOSVersion = Self.deviceSystem }
      return try packed(try CARWriter.plan(source, options: o), memo: memo, known: known)
    }
    let cached = cachedLengths(plans, known: known, jobs: jobs)
    if records.byContent {
      try hashFiles(Set(plans.flatMap { $0.work.compactMap(\.filePath) }).sorted(), records: records, jobs: jobs)
    }
    let keys = plans.indices.map { p in
      plans[p].work.indices.map { w in
        cached[p][w] == nil ? key(plans[p].work[w], plan: plans[p], records: records) : nil
      }
    }
    let uncachable = try encode(
      plans: plans, keys: keys, skipping: cached, records: records, jobs: jobs, progress: options.progress)
    return try ParallelMap.map(count: plans.count, jobs: jobs) { p in
      let lengths = plans[p].work.indices.map { w in
        cached[p][w].map { .bytes($0) } ?? keys[p][w].flatMap(records.outcome) ?? uncachable[[p, w]]
          ?? .failed("not encoded")
      }
      return try size(plans[p], lengths: lengths)
    }
  }

  /// `plan` with its small images packed into atlases as the writer packs them (an image whose
  /// pixels cannot be had stays out of the atlases; encoding it fails and leaves it out).
  static func packed(_ plan: CARPlan, memo: CARAtlasPacker.Memo, known: CARKnownRecords? = nil) throws -> CARPlan {
    var failed: Set<Int> = []
    while true {
      switch try CARAtlasPacker.pack(plan, kept: plan.keptWork(failed: failed).kept, memo: memo, cache: known) {
      case .packed(let p, _): return p
      case .failed(let more): failed.formUnion(more.keys)
      }
    }
  }

  /// What decides a work item's record, or `nil` for one made of more than a file (an app icon's
  /// index, an image stack's layers), whose record depends on the car (an atlas, a link into
  /// one) or that shares its file with another item (a wide-colour twin), which is encoded for
  /// each car.
  static func key(_ w: CARPlan.Work, plan: CARPlan, records: CARRecordSizes) -> CARRecordSizes.Key? {
    switch w.source {
    case .entry, .drawn: break
    case .wideColorTwin, .iconSet, .layered, .prebuilt, .iconPiece, .packedSheet, .packed: return nil
    }
    let content = w.filePath.flatMap(records.hash)
    return CARRecordSizes.Key(
      facet: w.facet, kind: w.kind, rendition: w.rendition, properties: w.properties, rasterScale: w.rasterScale,
      encodings: plan.encodings, content: content, path: content == nil ? w.filePath : nil)
  }

  /// XXH64 of each file not hashed yet (a file that cannot be read is keyed by its path).
  static func hashFiles(_ paths: [String], records: CARRecordSizes, jobs: Int) throws {
    let missing = paths.filter { records.hash(of: $0) == nil }
    try OrderedPipeline.run(
      missing, jobs: jobs, window: 64 * jobs,
      { path in (path, (try? FileBytes.read(path: path)).map { XXHash64.hash($0) }) },
      consume: { path, hash in if let hash { records.store(hash: hash, of: path) } })
  }

  /// Each work item's record length as the rendition caches hold it (`nil`: not held, or no
  /// caches), found in parallel: a rendition's by its `CARCacheKey`, an atlas's by its sheet's.
  static func cachedLengths(_ plans: [CARPlan], known: CARKnownRecords?, jobs: Int) -> [[Int?]] {
    guard let known, !known.isEmpty else { return plans.map { [Int?](repeating: nil, count: $0.work.count) } }
    return plans.map { plan in
      ParallelMap.map(count: plan.work.count, jobs: jobs) { w -> Int? in
        if case .packedSheet(let sheet) = plan.work[w].source { return sheet.cacheKey.flatMap(known.length) }
        return known.key(plan.work[w], encodings: plan.encodings, hashes: plan.contentHashes).flatMap(known.length)
      }
    }
  }

  /// Encodes, in parallel, every work item whose record length is not known yet (each key once)
  /// and every item without a key, but those `skipping` holds a length for; the outcomes of
  /// those without a key by [plan, work index].
  static func encode(
    plans: [CARPlan], keys: [[CARRecordSizes.Key?]], skipping cached: [[Int?]], records: CARRecordSizes, jobs: Int,
    progress: CARProgress?
  ) throws -> [[Int]: CARRecordSizes.Outcome] {
    var pending: [[Int]] = []
    var queued: Set<CARRecordSizes.Key> = []
    // An atlas that two plans lay out alike (the universal car's 2x sheet, and an iPhone's) was
    // encoded once, by the packer (its memo): here its record is only counted.
    for p in plans.indices {
      for w in plans[p].work.indices where cached[p][w] == nil {
        guard let key = keys[p][w] else {
          pending.append([p, w])
          continue
        }
        if records.outcome(key) == nil && queued.insert(key).inserted { pending.append([p, w]) }
      }
    }
    var uncachable: [[Int]: CARRecordSizes.Outcome] = [:]
    var consumed = 0
    try OrderedPipeline.run(
      pending, jobs: jobs, window: 32 * jobs,
      { item in
        let plan = plans[item[0]]
        do {
          return CARRecordSizes.Outcome.bytes(try plan.work[item[1]].record(plan.encodings).count)
        } catch {
          return .failed("\(error)")
        }
      },
      consume: { outcome in
        let item = pending[consumed]
        consumed += 1
        progress?("encoding", done: consumed, total: pending.count)
        if let key = keys[item[0]][item[1]] { records.store(outcome, for: key) } else { uncachable[item] = outcome }
      })
    return uncachable
  }

  /// The car of `plan` laid out with records of these lengths (failed ones left out).
  static func size(_ plan: CARPlan, lengths: [CARRecordSizes.Outcome]) throws -> CARSize {
    var failed: Set<Int> = []
    var bytes: [Int] = []
    for (i, outcome) in lengths.enumerated() {
      switch outcome {
      case .bytes(let n): bytes.append(n)
      case .failed:
        failed.insert(i)
        bytes.append(0)
      }
    }
    let (kept, duplicates) = plan.keptWork(failed: failed)
    let (container, summary) = try plan.container(kept: kept, skipped: duplicates)
    guard summary.renditions > 0 else { return CARSize(bytes: 0, renditions: 0, assets: [:]) }
    var sink = CARCountingSink()
    var stream = CARStoreStream(container)
    var assets: [String: Int] = [:]
    _ = try stream.next(&sink)
    for i in kept {
      try stream.write(length: bytes[i], &sink)
      _ = try stream.next(&sink)
      if case .packedSheet(let sheet) = plan.work[i].source {
        assets.merge(sheet.shares(of: bytes[i]), uniquingKeysWith: +)
      } else {
        assets[plan.work[i].facet, default: 0] += bytes[i]
      }
    }
    try stream.finish(&sink)
    return CARSize(bytes: sink.count, renditions: kept.count, assets: assets)
  }
}
