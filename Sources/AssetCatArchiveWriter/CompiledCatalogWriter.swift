import AssetCatArchive
import AssetCatBytes
import AssetCatCore
import AssetCatFileSystem
import AssetCatParallel
import Foundation

/// Writes a compiled catalog (Docs/CompiledCatalogFormat.md) from an `AssetCatalog`.
///
/// - Deterministic: the same catalog and payload bytes give byte-identical files, whatever `jobs`
///   is (strings sorted by bytes, payloads in asset-then-rendition order, no timestamps).
/// - Atomic: writes a temporary file in the output's folder and renames it into place; on any
///   error the temporary file is removed and a previous output is untouched.
/// - Streaming: payloads are hashed (in parallel, `jobs` at a time) and then copied into the
///   output in chunks of `chunkSize` bytes; memory does not grow with total payload bytes.
public struct CompiledCatalogWriter: Sendable {
  /// Where a rendition's bytes come from.
  public enum PayloadSource: Hashable, Sendable {
    case file(URL)
    /// A file by path: the same as `.file`, without a Foundation `URL` to build and take apart
    /// per file (the writer works with paths; `.file` is turned into `.path` once, on entry).
    case path(String)
    case bytes([UInt8])

    /// The file's path, for `.file` and `.path`.
    var filePath: String? {
      switch self {
      case .file(let url): url.path
      case .path(let path): path
      case .bytes: nil
      }
    }
  }

  /// What the writer reports while it works (for a progress bar).
  public struct Progress: Sendable {
    public enum Phase: String, Sendable { case hashing, copying }
    public var phase: Phase
    public var done: Int
    public var total: Int
  }

  public struct Options: Sendable {
    /// Parallel readers while hashing payloads; at least 1.
    public var jobs: Int
    public var appearanceRules: AppearanceRulesBlob?
    /// Free-form key/value pairs stored in the `META` section (sorted by key).
    public var metadata: [String: String]
    /// Source Contents.json files to keep in `CJSN` (path relative to the catalog's root → text),
    /// so that `extract` gives them back; empty writes no `CJSN`.
    public var sourceContents: [String: String] = [:]
    /// Sets header flag bit 0 (the catalog was thinned with `--keep`).
    public var thinned: Bool
    /// Bytes per read and write while streaming payloads.
    public var chunkSize: Int
    /// `fsync` the temporary file before renaming it into place.
    public var synchronize: Bool
    public var progress: (@Sendable (Progress) -> Void)?

    public init(
      jobs: Int = ProcessInfo.processInfo.activeProcessorCount, appearanceRules: AppearanceRulesBlob? = nil,
      metadata: [String: String] = [:], thinned: Bool = false, chunkSize: Int = 1 << 20, synchronize: Bool = true,
      progress: (@Sendable (Progress) -> Void)? = nil
    ) {
      self.jobs = jobs
      self.appearanceRules = appearanceRules
      self.metadata = metadata
      self.thinned = thinned
      self.chunkSize = chunkSize
      self.synchronize = synchronize
      self.progress = progress
    }
  }

  public var options: Options
  public init(options: Options = .init()) { self.options = options }

  /// What a write produced.
  public struct Summary: Hashable, Sendable {
    public var fileLength: Int
    public var assetCount: Int
    public var renditionCount: Int
    /// Distinct payloads stored (after deduplication by content).
    public var payloadCount: Int
    /// Renditions with a file (before deduplication).
    public var payloadReferences: Int
    public var payloadBytes: Int
    /// The status of the file this write renamed into place (for the compile stamp).
    public var written: POSIXCalls.FileStatus
  }

  /// Writes `catalog` to `output` atomically.
  ///
  /// - Parameter payload: the bytes of a rendition that has a `file`; `nil` is an error.
  @discardableResult
  public func write(
    _ catalog: AssetCatalog, to output: URL, payload: (Asset, Rendition) -> PayloadSource?
  ) throws(CompiledCatalogWriteError) -> Summary {
    let plan = try CatalogPlan(catalog: catalog, payload: payload)
    let hashed = try hashPayloads(plan.sources)
    let layout = try CatalogLayout(plan: plan, hashes: hashed, options: options)
    let written = try emit(plan: plan, layout: layout, to: output.path)
    return Summary(
      fileLength: layout.fileLength, assetCount: plan.assets.count, renditionCount: plan.renditionCount,
      payloadCount: layout.payloads.count, payloadReferences: plan.payloadReferenceCount,
      payloadBytes: layout.payloads.reduce(0) { $0 + $1.length }, written: written)
  }

  struct Hashed: Hashable {
    var hash: UInt64
    var length: Int
  }

  /// Hashes every payload source, `jobs` at a time (results in source order).
  private func hashPayloads(_ sources: [PayloadSource]) throws(CompiledCatalogWriteError) -> [Hashed] {
    let chunk = options.chunkSize
    let progress = options.progress
    let done = Counter()
    return try ParallelMap.map(count: sources.count, jobs: options.jobs) {
      (i: Int) throws(CompiledCatalogWriteError) -> Hashed in
      defer { progress?(Progress(phase: .hashing, done: done.increment(), total: sources.count)) }
      switch sources[i] {
      case .bytes(let b): return Hashed(hash: XXHash64.hash(b), length: b.count)
      case .file, .path: return try PayloadFiles.hash(sources[i].filePath!, chunk: chunk)
      }
    }
  }

  /// Writes the metadata, streams the payloads, then the header and table, into a temporary file
  /// renamed over `outPath`; the written file's status.
  private func emit(plan: CatalogPlan, layout: CatalogLayout, to outPath: String) throws(CompiledCatalogWriteError)
    -> POSIXCalls.FileStatus
  {
    do {
      let out = try AtomicFileWriter(destination: outPath)
      try out.file.writeAll(layout.prefix)  // header and table stay zero until the end
      let dataHash = try PayloadFiles.copy(
        layout.payloads, sources: plan.sources, into: out.file, at: layout.dataOffset, chunk: options.chunkSize,
        progress: options.progress)
      let size = try out.file.size()
      precondition(size == layout.fileLength)
      let flags = options.thinned ? CatalogHeader.flagThinned : 0
      try out.file.pwriteAll(layout.head(dataChecksum: dataHash, flags: flags), at: 0)
      return try out.commit(synchronize: options.synchronize)
    } catch let e as CompiledCatalogWriteError {
      // A write that failed names the output, not only its temporary file.
      if case .outputFailed(_, let reason) = e { throw .outputFailed(path: outPath, reason: reason) }
      throw e
    } catch {
      throw .outputFailed(path: outPath, reason: "\(error)")
    }
  }
}

/// A thread-safe counter (progress reports).
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
