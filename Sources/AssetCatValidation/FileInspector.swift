import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads what the checks need from referenced image files: a signature sniff, the header probe
/// (reusing the reader's), vector sizes, and with `--decode` every pixel. Files are inspected in
/// parallel; a file that is not a regular file inside its catalog is never opened (the reader
/// reports it as AC010 or AC032), so a FIFO or a link out of the catalog cannot hang or leak.
enum FileInspector {
  /// A file to inspect.
  struct Job: Sendable {
    var path: String
    var catalogPath: String
    /// What the reader found the bytes to be, when it probed the file.
    var recordedFormat: RenditionFormat?
    /// The size in points the reader found for a PDF or SVG.
    var recordedVectorSize: Size? = nil
  }

  /// The files of every asset's renditions that hold images (data and color sets excluded),
  /// including assets whose name lost to an earlier one.
  static func jobs(for input: ValidationInput) -> [Job] {
    var seen = Set<String>()
    var jobs: [Job] = []
    for record in input.assets where record.asset.kind != .data && record.asset.kind != .color {
      for r in record.asset.renditions {
        guard let p = record.filePath(of: r), seen.insert(p).inserted else { continue }
        jobs.append(
          Job(path: p, catalogPath: record.catalogPath, recordedFormat: r.format, recordedVectorSize: r.vectorSize))
      }
    }
    return jobs
  }

  static func inspect(
    _ input: ValidationInput, options: ValidationOptions
  ) async -> [String: FileFacts] {
    var jobs = jobs(for: input)
    let probes = input.probes
    if options.decode {
      // Largest images first, so the last files in flight are small and no core idles at the
      // end (a 2-megapixel image started last would leave the other core waiting). The result
      // is keyed by path, so the order changes nothing else.
      func pixels(_ job: Job) -> Int {
        guard case .success(let info)? = probes[job.path] else { return 0 }
        let (p, overflow) = info.width.multipliedReportingOverflow(by: info.height)
        return overflow ? Int.max : p
      }
      jobs = jobs.enumerated()
        .sorted { a, b in
          let pa = pixels(a.element), pb = pixels(b.element)
          return pa != pb ? pa > pb : a.offset < b.offset
        }
        .map(\.element)
    }
    let limits = options.limits
    let decode = options.decode
    // Each catalog's real location once, not once per file.
    var roots: [String: String] = [:]
    for job in jobs where roots[job.catalogPath] == nil { roots[job.catalogPath] = realPath(job.catalogPath) ?? "" }
    let realRoots = roots
    // Each folder's real location once (an image set holds ~3 files): a file that is not itself
    // a link is then its folder's real path plus its name, where realpath(3) would readlink(2)
    // every component of every file again. Only for the files to be opened (`opens`).
    let opensFile = jobs.map { Self.opens($0, reused: probes[$0.path], decode: decode) }
    let opening = jobs.indices.filter { opensFile[$0] }
    let folders = Array(Set(opening.compactMap { parentFolder(jobs[$0].path) }))
    let realFolders = await parallelMap(folders, width: options.jobs) { realPath($0) ?? "" }
    let realFolderOf = Dictionary(uniqueKeysWithValues: zip(folders, realFolders))
    @Sendable func facts(_ job: Job) -> FileFacts? {
      inspect(
        job, reused: probes[job.path], limits: limits, decode: decode, catalogRealPath: realRoots[job.catalogPath],
        folderRealPath: parentFolder(job.path).flatMap { realFolderOf[$0] })
    }
    // What opens no file takes microseconds: inspected here, not as a task of its own (a task
    // each cost 5% of a rebuild's instructions on a catalog of 9,800 probed images).
    var results = [FileFacts?](repeating: nil, count: jobs.count)
    for i in jobs.indices where !opensFile[i] { results[i] = facts(jobs[i]) }
    let inline = jobs.count - opening.count
    if inline > 0 { options.progress?(inline, jobs.count) }
    let total = jobs.count
    let progress = options.progress.map { report in { @Sendable (done: Int, _: Int) in report(inline + done, total) } }
    let openedFacts = await parallelMap(opening.map { jobs[$0] }, width: options.jobs, onDone: progress, facts)
    for (i, f) in zip(opening, openedFacts) { results[i] = f }
    var out: [String: FileFacts] = [:]
    for (job, facts) in zip(jobs, results) {
      if let facts { out[job.path] = facts }
    }
    return out
  }

  /// Whether inspecting `job` opens its file: one the reader did not probe, and with a probe a
  /// JPEG (its scan data is checked) or, with `--decode`, any decodable bitmap.
  static func opens(_ job: Job, reused: Result<ImageInfo, ImagingError>?, decode: Bool) -> Bool {
    guard let reused else { return true }
    let sniffed = sniffedFormat(reused, recorded: job.recordedFormat)
    return decode ? sniffed.isBitmapDecodable : sniffed == .jpeg
  }

  /// One file; `nil` when it is not a regular file inside its catalog. A probe the reader
  /// already made is reused, so without `--decode` such a file is not read again (a JPEG is:
  /// its scan data is checked). The reader probes only files it found regular and inside their
  /// catalog, so a file this does not open is not looked at again.
  static func inspect(
    _ job: Job, reused: Result<ImageInfo, ImagingError>?, limits: ImageLimits, decode: Bool,
    catalogRealPath: String? = nil, folderRealPath: String? = nil
  ) -> FileFacts? {
    guard
      !opens(job, reused: reused, decode: decode)
        || isRegularFileInside(
          job.path, catalog: job.catalogPath, catalogRealPath: catalogRealPath, folderRealPath: folderRealPath)
    else { return nil }
    let claimed = ImageFormat.claimed(byName: job.path)
    var facts: FileFacts
    if let reused {
      facts = FileFacts(claimed: claimed, sniffed: sniffedFormat(reused, recorded: job.recordedFormat))
      if facts.sniffed == .pdf || facts.sniffed == .svg {
        // The reader keeps a vector's size on the rendition; its probe holds success or the error.
        let size = job.recordedVectorSize
        facts.vector = reused.map { _ in PointSize(width: size?.width ?? 0, height: size?.height ?? 0) }
      } else {
        facts.header = reused
      }
    } else {
      facts = inspectUnprobed(job.path, claimed: claimed)
    }
    if facts.sniffed == .unknown { facts.isGitLFSPointer = isGitLFSPointer(job.path) }
    // A JPEG's scan data is checked without --decode too: a file cut and closed with an EOI marker
    // has intact markers, and only an entropy-decoding pass (libjpeg at 1/8 scale, whose
    // corrupt-data warnings are damage) sees it.
    if decode ? facts.sniffed.isBitmapDecodable : facts.sniffed == .jpeg, case .success(let info) = facts.header,
      !info.exceeds(limits)
    {
      facts.decoded = decodeFully(job.path, info: info, limits: limits)
    }
    return facts
  }

  /// Whether the file starts as a Git LFS pointer does (`version https://git-lfs.github.com/spec/`):
  /// a repository's image checked out without Git LFS.
  static func isGitLFSPointer(_ path: String) -> Bool {
    let signature = Array("version https://git-lfs.github.com/spec/".utf8)
    return POSIXCalls.contents(path, limit: signature.count) == signature
  }

  /// The format the reader found: the probe's, else what it recorded on the rendition.
  static func sniffedFormat(_ probe: Result<ImageInfo, ImagingError>, recorded: RenditionFormat?) -> ImageFormat {
    switch probe {
    case .success(let info) where info.format != .unknown: return info.format
    case .failure(.unsupportedFormat(let f)) where f != .unknown: return f
    default: return recorded.flatMap { ImageFormat(rawValue: $0.rawValue) } ?? .unknown
    }
  }

  /// A file the reader did not probe: sniffed, then its structure and header (bitmaps) or its
  /// size (vectors) read.
  static func inspectUnprobed(_ path: String, claimed: ImageFormat?) -> FileFacts {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path: path) } catch {
      return FileFacts(claimed: claimed, sniffed: .unknown, header: .failure(error))
    }
    let sniffed = bytes.withUnsafeBytes { ContentSniffer.format(of: $0) }
    var facts = FileFacts(claimed: claimed, sniffed: sniffed)
    if sniffed.isVector {
      facts.vector = Result { () throws(ImagingError) in try VectorSize.size(of: Data(bytes)) }
    } else {
      facts.header = bytes.withUnsafeBytes { raw in Result { () throws(ImagingError) in try ImageProbe.probe(raw) } }
    }
    return facts
  }

  /// Every pixel checked (SPEC AC020) and transparency found (AC023) without a full image in
  /// memory: the file is read once (POSIX) and its rows stream through one buffer in the C shim.
  static func decodeFully(_ path: String, info: ImageInfo, limits: ImageLimits) -> Result<
    ImageDecoder.Verification, ImagingError
  > {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path: path) } catch {
      return .failure(error)
    }
    return bytes.withUnsafeBytes { raw in
      Result { () throws(ImagingError) in try ImageDecoder.verify(raw, info: info, limits: limits) }
    }
  }

  /// Whether `path` is a regular file (after following links) whose real location is inside the
  /// real location of `catalog`.
  /// `catalogRealPath`, when given, is `realpath(catalog)` computed once by the caller ("" when
  /// it failed).
  /// `folderRealPath`, when given, is `realpath` of the file's folder (`parentFolder(path)`), ""
  /// when it failed.
  static func isRegularFileInside(
    _ path: String, catalog: String, catalogRealPath: String? = nil, folderRealPath: String? = nil
  ) -> Bool {
    var st = stat()
    guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return false }
    var real: String?
    if let folderRealPath, !folderRealPath.isEmpty, let name = fileName(path) {
      // Not a link itself (lstat): its real path is its folder's plus its name.
      var own = stat()
      if lstat(path, &own) == 0, (own.st_mode & S_IFMT) == S_IFREG {
        real = folderRealPath == "/" ? "/" + name : folderRealPath + "/" + name
      }
    }
    guard let real = real ?? realPath(path), let root = catalogRealPath ?? realPath(catalog), !root.isEmpty
    else { return false }
    return real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The folder part of a file path ("a/b/c.png" → "a/b"); `nil` without one or for a name that
  /// realpath would resolve specially (".", "..", empty).
  static func parentFolder(_ path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex, fileName(path) != nil else { return nil }
    return String(path[..<slash])
  }

  static func fileName(_ path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let name = String(path[path.index(after: slash)...])
    return name.isEmpty || name == "." || name == ".." ? nil : name
  }

  static func realPath(_ path: String) -> String? {
    guard let p = realpath(path, nil) else { return nil }
    defer { free(p) }
    return String(cString: p)
  }
}

/// Maps `items` through `transform` with at most `width` running at once; results in input order.
func parallelMap<T: Sendable, R: Sendable>(
  _ items: [T], width: Int, onDone: (@Sendable (Int, Int) -> Void)? = nil, _ transform: @escaping @Sendable (T) -> R
) async -> [R] {
  if items.isEmpty { return [] }
  return await withTaskGroup(of: (Int, R).self) { group in
    var results = [R?](repeating: nil, count: items.count)
    var next = 0
    for _ in 0..<min(max(1, width), items.count) {
      let i = next
      group.addTask { (i, transform(items[i])) }
      next += 1
    }
    var done = 0
    for await (i, r) in group {
      results[i] = r
      done += 1
      onDone?(done, items.count)
      if next < items.count {
        let j = next
        group.addTask { (j, transform(items[j])) }
        next += 1
      }
    }
    return results.map { $0! }
  }
}
