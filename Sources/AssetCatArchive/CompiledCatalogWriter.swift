import AssetCatCore
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
  }

  /// Writes `catalog` to `output` atomically.
  ///
  /// - Parameter payload: the bytes of a rendition that has a `file`; `nil` is an error.
  @discardableResult
  public func write(
    _ catalog: AssetCatalog, to output: URL, payload: (Asset, Rendition) -> PayloadSource?
  ) throws(CompiledCatalogWriteError) -> Summary {
    let plan = try Plan(catalog: catalog, options: options, payload: payload)
    let hashed = try hashPayloads(plan.sources)
    let layout = try plan.layout(hashes: hashed, options: options)
    return try emit(plan: plan, layout: layout, to: output)
  }

  // MARK: - Hashing (parallel)

  struct Hashed: Hashable {
    var hash: UInt64
    var length: Int
  }

  private func hashPayloads(_ sources: [PayloadSource]) throws(CompiledCatalogWriteError) -> [Hashed] {
    let total = sources.count
    if total == 0 { return [] }
    let box = ParallelResults<Hashed>(count: total)
    let jobs = max(1, min(options.jobs, total))
    let chunk = options.chunkSize
    let progress = options.progress
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
      defer { buffer.deallocate() }
      while let i = box.next() {
        let result: Result<Hashed, CompiledCatalogWriteError>
        switch sources[i] {
        case .bytes(let b):
          result = .success(Hashed(hash: XXHash64.hash(b), length: b.count))
        case .file, .path:
          let path = sources[i].filePath!
          result = Result { () throws(CompiledCatalogWriteError) -> Hashed in
            try Self.hashFile(path, buffer: buffer)
          }
        }
        let done = box.store(result, at: i)
        progress?(Progress(phase: .hashing, done: done, total: total))
      }
    }
    return try box.values()
  }

  static func hashFile(_ path: String, buffer: UnsafeMutableRawBufferPointer) throws(CompiledCatalogWriteError) -> Hashed {
    do {
      let f = try POSIXFile.openForReading(path)
      var h = XXHash64()
      var length = 0
      while true {
        let n = try f.read(into: buffer)
        if n == 0 { break }
        h.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        length += n
      }
      try f.closeChecked()
      return Hashed(hash: h.finalize(), length: length)
    } catch {
      throw .unreadableInput(path: path, reason: "\(error)")
    }
  }

  // MARK: - Emitting

  private func emit(plan: Plan, layout: Layout, to output: URL) throws(CompiledCatalogWriteError) -> Summary {
    let outPath = output.path
    let dir = output.deletingLastPathComponent().path
    let base = output.lastPathComponent
    Self.removeStaleTemporaries(dir: dir, base: base)
    let tmpPath = dir + "/." + base + ".tmp-\(POSIXCalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
    let file: POSIXFile
    do { file = try POSIXFile.createExclusive(tmpPath) } catch { throw .outputFailed(path: outPath, reason: "\(error)") }
    var renamed = false
    defer { if !renamed { POSIXCalls.unlinkQuietly(tmpPath) } }

    do {
      // Header and section table are written last (they hold the checksums); metadata sections now.
      var prefix = [UInt8](repeating: 0, count: layout.metadataEnd)
      for s in layout.sections where s.kind != .payloadData {
        prefix.replaceSubrange(s.offset..<(s.offset + s.bytes.count), with: s.bytes)
      }
      // The header and table bytes stay zero until the end.
      prefix += [UInt8](repeating: 0, count: layout.dataOffset - layout.metadataEnd)
      try file.writeAll(prefix)
    } catch {
      throw .outputFailed(path: outPath, reason: "\(error)")
    }

    let dataHash = try copyPayloads(plan: plan, layout: layout, into: file, outPath: outPath)

    var sections = layout.sections
    for i in sections.indices where sections[i].kind == .payloadData { sections[i].checksum = dataHash }
    let head = Self.headerAndTable(sections: sections, fileLength: layout.fileLength, flags: options.thinned ? CompiledCatalogFormat.flagThinned : 0)
    do {
      try file.pwriteAll(head, at: 0)
      if options.synchronize { try file.sync() }
      try file.closeChecked()
      try POSIXCalls.rename(tmpPath, outPath)
      renamed = true
      if options.synchronize { POSIXCalls.syncDirectory(dir) }
    } catch {
      throw .outputFailed(path: outPath, reason: "\(error)")
    }
    return Summary(
      fileLength: layout.fileLength, assetCount: plan.assets.count, renditionCount: plan.renditionCount,
      payloadCount: layout.payloads.count, payloadReferences: plan.payloadReferenceCount,
      payloadBytes: layout.payloads.reduce(0) { $0 + $1.length })
  }

  /// Streams every distinct payload into the data section, in chunks, and returns the section's
  /// checksum. Each payload is re-hashed as it is copied and must match what was hashed before.
  private func copyPayloads(plan: Plan, layout: Layout, into file: POSIXFile, outPath: String) throws(CompiledCatalogWriteError) -> UInt64 {
    var sectionHash = XXHash64()
    let chunk = options.chunkSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    let zeros = [UInt8](repeating: 0, count: CompiledCatalogFormat.payloadAlignment)
    var written = layout.dataOffset

    func out(_ p: UnsafeRawBufferPointer) throws(CompiledCatalogWriteError) {
      do { try file.writeAll(p) } catch { throw .outputFailed(path: outPath, reason: "\(error)") }
      sectionHash.update(p)
      written += p.count
    }

    for (n, entry) in layout.payloads.enumerated() {
      precondition(written == entry.offset)
      var h = XXHash64()
      var length = 0
      switch plan.sources[entry.sourceIndex] {
      case .bytes(let b):
        let r = b.withUnsafeBytes { p in
          Result { () throws(CompiledCatalogWriteError) in
            h.update(p)
            try out(p)
          }
        }
        try r.get()
        length = b.count
      case .file, .path:
        let path = plan.sources[entry.sourceIndex].filePath!
        let f: POSIXFile
        do { f = try POSIXFile.openForReading(path) } catch { throw .unreadableInput(path: path, reason: "\(error)") }
        while true {
          let got: Int
          do { got = try f.read(into: buffer) } catch { throw .unreadableInput(path: path, reason: "\(error)") }
          if got == 0 { break }
          let p = UnsafeRawBufferPointer(rebasing: buffer[0..<got])
          length += got
          if length > entry.length { throw .inputChanged(path: path) }
          h.update(p)
          try out(p)
        }
      }
      guard length == entry.length, h.finalize() == entry.hash else {
        if let path = plan.sources[entry.sourceIndex].filePath { throw .inputChanged(path: path) }
        throw .unrepresentable("payload bytes changed while writing")
      }
      let pad = (CompiledCatalogFormat.payloadAlignment - length % CompiledCatalogFormat.payloadAlignment) % CompiledCatalogFormat.payloadAlignment
      if pad > 0 {
        let r = zeros.withUnsafeBytes { z in Result { () throws(CompiledCatalogWriteError) in try out(UnsafeRawBufferPointer(rebasing: z[0..<pad])) } }
        try r.get()
      }
      options.progress?(Progress(phase: .copying, done: n + 1, total: layout.payloads.count))
    }
    precondition(written == layout.fileLength)
    return sectionHash.finalize()
  }

  static func headerAndTable(sections: [Layout.Section], fileLength: Int, flags: UInt32) -> [UInt8] {
    var table = ByteSink()
    for s in sections {
      table.u32(s.kind.rawValue)
      table.u32(0)
      table.u64(UInt64(s.offset))
      table.u64(UInt64(s.length))
      table.u64(s.checksum)
    }
    var head = ByteSink()
    head.bytes.append(contentsOf: CompiledCatalogFormat.magic)
    head.u16(CompiledCatalogFormat.majorVersion)
    head.u16(CompiledCatalogFormat.minorVersion)
    head.u32(flags)
    head.u32(UInt32(sections.count))
    head.u32(UInt32(CompiledCatalogFormat.headerSize))
    head.u64(UInt64(fileLength))
    head.u64(XXHash64.hash(table.bytes))
    head.u64(0)
    head.u64(0)
    head.u64(XXHash64.hash(head.bytes))
    return head.bytes + table.bytes
  }

  /// Removes `.BASE.tmp-PID-*` files left by a compile that was killed (its process is gone).
  static func removeStaleTemporaries(dir: String, base: String) {
    let prefix = "." + base + ".tmp-"
    guard let names = POSIXCalls.directoryEntries(dir) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }) else { continue }
      if pid != POSIXCalls.processID && !POSIXCalls.processExists(pid) {
        POSIXCalls.unlinkQuietly(dir + "/" + name)
      }
    }
  }
}
