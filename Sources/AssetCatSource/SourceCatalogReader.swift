import AssetCatCore
import AssetCatFileSystem
import AssetCatImageStructure
import AssetCatParallel
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads Xcode source catalogs (`.xcassets` folders) as Xcode writes them (SPEC §1–2), into an
/// `AssetCatalog` plus the reading-time diagnostics of SPEC §6 (AC001–AC003, AC010–AC013,
/// AC030–AC032, AC060, AC061).
///
/// Names are global across the catalogs of one call; the first asset in path order (catalogs in
/// the order given, then paths sorted inside each) wins a name. Image headers are probed in
/// parallel, with the options' ``ImageInspector`` (PNG checks, vector sizes): this module links
/// no C, so a reader without AssetCatImaging's inspector gets no vector sizes and no PNG
/// image-data check (``SourceReadOptions/inspector``).
public enum SourceCatalogReader {
  /// Reads one or more catalogs.
  /// - Throws: `SourceReadError` when a catalog path does not exist or is not a folder. Problems
  ///   inside a catalog are diagnostics, never thrown.
  /// `memo`: what the last read probed (`ProbeMemo`), for files whose status has not changed;
  /// it is loaded before the probes and saved after them.
  public static func read(
    paths: [String], options: SourceReadOptions = .headersOnly, memo: ProbeMemo? = nil
  ) throws(SourceReadError) -> SourceReadResult {
    for p in paths {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else { throw .notFound(p) }
      guard isDir.boolValue else { throw .notADirectory(p) }
    }
    var walker = CatalogWalker()
    walker.threads = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    walker.linkRoots = options.linkRoots.map { BeneathPath.realPath($0) ?? $0 }
    for p in paths { walker.walkCatalog(p) }
    if options.probeImages {
      walker.probeAll(
        jobs: options.jobs, checkImageData: options.checkImageData, inspector: options.inspector, memo: memo)
    }
    walker.checkNames()
    let active = walker.assets.filter(\.isActive).map(\.asset)
    var result = SourceReadResult(
      catalog: AssetCatalog(assets: active),
      assets: walker.assets,
      diagnostics: walker.diagnostics.sorted(),
      inputs: Array(Set(walker.inputs)).sorted(),
      probes: walker.probes,
      contentHashes: walker.contentHashes,
      catalogPaths: paths,
      missingFiles: walker.missingFiles,
      inspector: options.inspector)
    result.linkRoots = walker.linkRoots
    return result
  }

  /// Reads one catalog.
  public static func read(
    path: String, options: SourceReadOptions = .headersOnly, memo: ProbeMemo? = nil
  ) throws(SourceReadError) -> SourceReadResult {
    try read(paths: [path], options: options, memo: memo)
  }
}

/// A file to probe: where it is on disk and which rendition it belongs to.
struct ProbeJob: Sendable {
  var asset: Int
  var rendition: Int
  var displayPath: String
  var isData: Bool
  /// A symbol set's file: its size is the drawn variant's (AssetCatImaging's `SymbolImage`), not
  /// the canvas's.
  var isSymbol = false
}

/// What probing one file found.
struct ProbeOutcome: Sendable {
  var result: ProbeResult
  var format: RenditionFormat
  var vectorSize: Size?
  /// The file's `SourceReadResult.contentHashes` entry, when the probe read it whole.
  var contentHash: UInt64? = nil
}

/// The walk over catalog folders: groups in order on one thread; each run of sibling asset
/// folders is read in parallel (every asset on a copy of the walker) and merged in name order,
/// so the result is the same as reading them one after another. Probing is parallel too.
struct CatalogWalker {
  var assets: [SourceAsset] = []
  var diagnostics: [Diagnostic] = []
  var inputs: [String] = []
  var probes: [String: ProbeResult] = [:]
  var contentHashes: [String: UInt64] = [:]
  var jobs: [ProbeJob] = []
  /// Files that entries name and that are not there (AC010), as the user can open them.
  var missingFiles = Set<String>()
  /// Threads for reading sibling assets (`--jobs`).
  var threads = 1

  /// The catalog being walked: the path as given and its real path (for AC032).
  var catalogPath = ""
  var catalogReal = ""
  /// Real paths that symbolic links may lead into besides the catalog (`SourceReadOptions.linkRoots`).
  var linkRoots: [String] = []

  // MARK: File system

  enum EntryType { case directory, file, outside, missing }

  /// What `inner` (relative to the catalog root; its folders already walked) is, following
  /// symbolic links that stay inside: the last component through `BeneathPath` (the path policy).
  func entryType(_ inner: String) -> EntryType {
    let slash = inner.utf8.lastIndex(of: UInt8(ascii: "/"))
    let parent = slash.map { String(inner[..<$0]) } ?? ""
    let name = slash.map { String(inner[inner.index(after: $0)...]) } ?? inner
    return Self.entryType(
      BeneathPath.kind(of: name, under: display(parent), rootReal: catalogReal, linkRoots: linkRoots))
  }

  /// The walker's view of a `BeneathPath` answer: a FIFO, socket or device is no file to read.
  static func entryType(_ kind: BeneathPath.Kind) -> EntryType {
    switch kind {
    case .directory: .directory
    case .file: .file
    case .outside: .outside
    case .special, .missing, .unsafe: .missing
    }
  }

  func realPath(_ p: String) -> String? { BeneathPath.realPath(p) }

  /// Sorted, without hidden names.
  func list(_ inner: String) -> [String] {
    Self.visibleNames(SourcePath.join(catalogPath, inner)) ?? []
  }

  /// Sorted, without hidden names; AC001 when the folder cannot be listed. A name that is not
  /// valid UTF-8 cannot be an asset's, group's or file's name (no Mac volume holds one, so Xcode
  /// never sees it): AC031, a warning, and the entry is left out rather than lost unsaid.
  mutating func listReporting(_ inner: String, asset: String?) -> [String] {
    guard let names = POSIXCalls.entryNamesSplittingInvalid(display(inner), skippingHidden: true) else {
      report(.AC001, "cannot list the folder; check its permissions", inner: inner, asset: asset)
      return []
    }
    for name in names.invalid.sorted() {
      report(
        .AC031,
        "the name '\(name)' is not valid UTF-8 ('\\x' marks the bytes that are not), so it names no asset, "
          + "group or file; it is left out; rename it",
        inner: Self.joinInner(inner, name), asset: asset, severity: .warning)
    }
    return names.valid.sorted()
  }

  /// A file's bytes (at most `limit`); `nil` when it cannot be opened or read.
  static func readBytes(_ path: String, limit: Int = Int.max) -> [UInt8]? {
    POSIXCalls.contents(path, limit: limit)
  }

  /// The names in a folder without hidden ones (so without `.` and `..`), sorted as `String`s;
  /// `nil` when it cannot be listed. opendir/readdir: FileManager's listing costs several times
  /// as much per entry.
  static func visibleNames(_ path: String) -> [String]? {
    POSIXCalls.entryNames(path, skippingHidden: true)?.sorted()
  }

  /// Real paths of the group folders read in this catalog (a symbolic link loop ends here).
  var visitedGroups = Set<String>()

  struct PendingAsset: Sendable {
    var inner: String
    var name: String
    var kind: AssetKind
  }

  /// Reads `batch` (sibling asset folders) in parallel, each on a copy of this walker with empty
  /// outputs, then appends each copy's assets, diagnostics, inputs and probe jobs in order.
  mutating func readAssets(_ batch: [PendingAsset], namespace: [String]) {
    if batch.count < 8 || threads < 2 {
      for a in batch { readAsset(a.inner, name: a.name, kind: a.kind, namespace: namespace) }
      return
    }
    var template = self
    template.assets = []
    template.diagnostics = []
    template.inputs = []
    template.jobs = []
    template.probes = [:]
    template.missingFiles = []
    let empty = template
    let results = ParallelMap.map(count: batch.count, jobs: threads) { i -> CatalogWalker in
      var w = empty
      w.readAsset(batch[i].inner, name: batch[i].name, kind: batch[i].kind, namespace: namespace)
      return w
    }
    for w in results {
      let base = assets.count
      for job in w.jobs {
        var j = job
        j.asset += base
        jobs.append(j)
      }
      assets += w.assets
      diagnostics += w.diagnostics
      inputs += w.inputs
      missingFiles.formUnion(w.missingFiles)
    }
  }

  // MARK: Probing

  mutating func probeAll(jobs requested: Int?, checkImageData: Bool, inspector: ImageInspector, memo: ProbeMemo?) {
    let work = jobs
    let n = work.count
    guard n > 0 else { return }
    let threads = max(1, min(requested ?? ProcessInfo.processInfo.activeProcessorCount, n))
    let checks = checkImageData ? inspector.png : inspector.png.withoutImageData
    // What changes a probe's answer besides the file: the PNG checks and whether vectors are sized.
    let memoChecks = "image data:\(checks.imageData != nil) vectors:\(inspector.vectorSize != nil)"
    memo?.load(checks: memoChecks)
    let probed = ParallelMap.map(count: n, jobs: threads) { i in
      Self.probe(work[i], checks: checks, vectorSize: inspector.vectorSize, memo: memo)
    }
    let outcomes = probed.map(\.outcome)
    memo?.save(
      zip(work, probed).compactMap { job, p in
        p.status.map { ProbeMemo.Probed(path: job.displayPath, status: $0, outcome: p.outcome) }
      }, checks: memoChecks)
    for (job, outcome) in zip(work, outcomes) {
      var r = assets[job.asset].asset.renditions[job.rendition]
      r.format = outcome.format
      r.vectorSize = outcome.vectorSize
      if case .success(let info) = outcome.result, info.width > 0 {
        r.pixelSize = Size(width: info.width, height: info.height)
      }
      assets[job.asset].asset.renditions[job.rendition] = r
      if !job.isData { probes[job.displayPath] = outcome.result }
      if let hash = outcome.contentHash { contentHashes[job.displayPath] = hash }
    }
  }

  /// `job`'s file probed, or what `memo` kept of it while its status is unchanged (a data set's
  /// file, whose probe reads a few bytes, and a symbol's, sized as drawn, are always probed).
  /// With a memo, the file's status too (`nil` where the memo is not asked).
  private static func probe(
    _ job: ProbeJob, checks: PNGChecks, vectorSize: ImageInspector.VectorSizing?, memo: ProbeMemo?
  ) -> (outcome: ProbeOutcome, status: ProbeMemo.FileStatus?) {
    guard let memo, !job.isData, !job.isSymbol,
      let status = POSIXCalls.status(job.displayPath, followLinks: true).map(ProbeMemo.FileStatus.init)
    else { return (probe(job, checks: checks, vectorSize: vectorSize), nil) }
    return (
      memo.outcome(for: job.displayPath, status: status) ?? probe(job, checks: checks, vectorSize: vectorSize), status
    )
  }

  private static func probe(_ job: ProbeJob, checks: PNGChecks, vectorSize: ImageInspector.VectorSizing?)
    -> ProbeOutcome
  {
    let path = job.displayPath
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      return ProbeOutcome(result: .failure(.unreadable(path: path, reason: "cannot open")), format: .unknown)
    }
    defer { close(fd) }
    // POSIX reads (FileHandle's objects and Data cost more than the read itself here).
    var readFailed = false
    func readUpTo(_ count: Int) -> Data {
      var out = Data(count: count)
      var got = 0
      out.withUnsafeMutableBytes { raw in
        while got < count {
          let n = read(fd, raw.baseAddress! + got, count - got)
          if n < 0 && errno == EINTR { continue }
          if n < 0 { readFailed = true }
          if n <= 0 { break }
          got += n
        }
      }
      out.count = got
      return out
    }
    var head = readUpTo(ContentSniffer.prefixLength)
    if ContentSniffer.wantsLongerPrefix(head) {
      // Markup with a long prologue: look further for an SVG root element.
      head += readUpTo(ContentSniffer.markupLength - head.count)
    }
    let format = ContentSniffer.format(of: head)
    if job.isData {
      return ProbeOutcome(result: .success(ImageInfo(format: format)), format: .data)
    }
    let renditionFormat = RenditionFormat(rawValue: format.rawValue) ?? .unknown
    guard !readFailed else {
      return ProbeOutcome(result: .failure(.unreadable(path: path, reason: "read error")), format: renditionFormat)
    }
    do {
      switch format {
      case .pdf, .svg:
        // Without an inspector that reads vector sizes, the document is not read past its signature.
        guard let vectorSize else {
          return ProbeOutcome(result: .success(ImageInfo(format: format)), format: renditionFormat)
        }
        let bytes = try FileBytes.readRest(descriptor: fd, path: path, prefix: head)
        let hash = SourceReadResult.contentHash(bytes)
        let size = try vectorSize(Data(bytes), job.isSymbol)
        return ProbeOutcome(
          result: .success(ImageInfo(format: format)), format: renditionFormat,
          vectorSize: Size(width: size.width, height: size.height), contentHash: hash)
      default:
        // The structure walk and header read go on from the bytes already read, on the same
        // descriptor; the bytes are hashed too, so that a build need not read them again for its
        // rendition cache's keys.
        let bytes = try FileBytes.readRest(descriptor: fd, path: path, prefix: head)
        let hash = SourceReadResult.contentHash(bytes)
        let info = Result { () throws(ImagingError) in
          try ImageProbe.withBytes(bytes) { (raw) throws(ImagingError) in try ImageProbe.probe(raw, checks: checks) }
        }
        return ProbeOutcome(result: info, format: renditionFormat, contentHash: hash)
      }
    } catch {
      return ProbeOutcome(result: .failure(error), format: renditionFormat)
    }
  }
}
