import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
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
/// parallel.
public enum SourceCatalogReader {
  /// Reads one or more catalogs.
  /// - Throws: `SourceReadError` when a catalog path does not exist or is not a folder. Problems
  ///   inside a catalog are diagnostics, never thrown.
  public static func read(paths: [String], options: SourceReadOptions = .init()) throws(SourceReadError) -> SourceReadResult {
    for p in paths {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else { throw .notFound(p) }
      guard isDir.boolValue else { throw .notADirectory(p) }
    }
    var walker = CatalogWalker()
    walker.threads = max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    for p in paths { walker.walkCatalog(p) }
    if options.probeImages { walker.probeAll(jobs: options.jobs) }
    walker.checkNames()
    let active = walker.assets.filter(\.isActive).map(\.asset)
    return SourceReadResult(
      catalog: AssetCatalog(assets: active),
      assets: walker.assets,
      diagnostics: walker.diagnostics.sorted(),
      inputs: Array(Set(walker.inputs)).sorted(),
      probes: walker.probes,
      catalogPaths: paths)
  }

  /// Reads one catalog.
  public static func read(path: String, options: SourceReadOptions = .init()) throws(SourceReadError) -> SourceReadResult {
    try read(paths: [path], options: options)
  }
}

/// A file to probe: where it is on disk and which rendition it belongs to.
private struct ProbeJob: Sendable {
  var asset: Int
  var rendition: Int
  var displayPath: String
  var isData: Bool
}

/// What probing one file found.
private struct ProbeOutcome: Sendable {
  var result: ProbeResult
  var format: RenditionFormat
  var vectorSize: Size?
}

/// The walk over catalog folders: groups in order on one thread; each run of sibling asset
/// folders is read in parallel (every asset on a copy of the walker) and merged in name order,
/// so the result is the same as reading them one after another. Probing is parallel too.
private struct CatalogWalker {
  var assets: [SourceAsset] = []
  var diagnostics: [Diagnostic] = []
  var inputs: [String] = []
  var probes: [String: ProbeResult] = [:]
  private var jobs: [ProbeJob] = []
  /// Threads for reading sibling assets (`--jobs`).
  var threads = 1

  /// The catalog being walked: the path as given and its real path (for AC032).
  private var catalogPath = ""
  private var catalogReal = ""

  // MARK: File system

  private enum EntryType { case directory, file, outside, missing }

  /// What `inner` (relative to the catalog root) is, following symbolic links that stay inside.
  private func entryType(_ inner: String) -> EntryType {
    let fs = SourcePath.join(catalogPath, inner)
    var st = stat()
    guard lstat(fs, &st) == 0 else { return .missing }
    if (st.st_mode & S_IFMT) == S_IFLNK {
      guard let real = realPath(fs) else { return .missing }
      if real != catalogReal && !real.hasPrefix(catalogReal == "/" ? "/" : catalogReal + "/") { return .outside }
      guard stat(fs, &st) == 0 else { return .missing }
    }
    // A FIFO, socket or device is no file to read: opening one can block forever (SPEC §7).
    switch st.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .missing
    }
  }

  private func realPath(_ p: String) -> String? {
    guard let r = realpath(p, nil) else { return nil }
    defer { free(r) }
    return String(cString: r)
  }

  /// Sorted, without hidden names.
  private func list(_ inner: String) -> [String] {
    Self.visibleNames(SourcePath.join(catalogPath, inner)) ?? []
  }

  /// Sorted, without hidden names; AC001 when the folder cannot be listed.
  private mutating func listReporting(_ inner: String, asset: String?) -> [String] {
    guard let names = Self.visibleNames(display(inner)) else {
      report(.AC001, "cannot list the folder; check its permissions", inner: inner, asset: asset)
      return []
    }
    return names
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
  private var visitedGroups = Set<String>()

  private mutating func enterGroup(_ inner: String, namespace: [String]) {
    let real = realPath(display(inner)) ?? display(inner)
    guard visitedGroups.insert(real).inserted else {
      report(
        .AC032, "'\(inner)' is a symbolic link back to a folder already read (a loop); remove the link",
        inner: inner)
      return
    }
    walkFolder(inner, names: listReporting(inner, asset: nil), namespace: namespace)
  }

  private func display(_ inner: String) -> String { SourcePath.join(catalogPath, inner) }

  private static func joinInner(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "/" + b }

  private mutating func report(
    _ code: DiagnosticCode, _ message: String, inner: String, line: Int? = nil, column: Int? = nil, asset: String? = nil,
    severity: Severity? = nil
  ) {
    diagnostics.append(
      Diagnostic(code, severity: severity, message, path: display(inner), line: line, column: column, asset: asset))
  }

  /// Reads and parses a Contents.json; reports AC001 and returns `nil` when it cannot.
  private mutating func readJSON(_ inner: String, asset: String?) -> JSONNode? {
    let fs = display(inner)
    inputs.append(fs)
    guard let bytes = Self.readBytes(fs) else {
      report(.AC001, "cannot read Contents.json; check its permissions", inner: inner, asset: asset)
      return nil
    }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      report(
        .AC001, "Contents.json is not valid JSON: \(error.message); fix the syntax or restore the file Xcode wrote",
        inner: inner, line: error.line, column: error.column, asset: asset)
      return nil
    }
  }

  // MARK: Walk

  mutating func walkCatalog(_ path: String) {
    catalogPath = path
    catalogReal = realPath(path) ?? path
    visitedGroups = [catalogReal]
    let names = listReporting("", asset: nil)
    if names.contains("Contents.json"), entryType("Contents.json") == .file, let root = readJSON("Contents.json", asset: nil) {
      var parser = ContentsParser(path: display("Contents.json"), asset: nil)
      _ = parser.parseGroup(root)
      diagnostics += parser.diagnostics
    }
    walkFolder("", names: names, namespace: [])
  }

  private mutating func walkFolder(_ inner: String, names: [String], namespace: [String]) {
    // Consecutive asset folders wait here and are read together, before anything that follows.
    var pending: [PendingAsset] = []
    defer { readAssets(pending, namespace: namespace) }
    for name in names where name != "Contents.json" {
      let childInner = Self.joinInner(inner, name)
      switch entryType(childInner) {
      case .outside:
        readAssets(pending, namespace: namespace)
        pending = []
        report(
          .AC032, "'\(name)' is a symbolic link that points outside the catalog; move its target into the catalog",
          inner: childInner)
        continue
      case .file, .missing:
        continue  // Xcode ignores loose files in groups.
      case .directory:
        break
      }
      let ext = (name as NSString).pathExtension.lowercased()
      let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
      if let kind = ContentsSchema.assetKinds[ext] {
        pending.append(PendingAsset(inner: childInner, name: base, kind: kind))
        continue
      }
      readAssets(pending, namespace: namespace)
      pending = []
      if ContentsSchema.groupLikeTypes.contains(ext) {
        let ns = readGroupContents(childInner, name: base)
        addOther(childInner, name: base, namespace: namespace, readContents: false)
        enterGroup(childInner, namespace: ns ? namespace + [base] : namespace)
      } else if ContentsSchema.otherAssetTypes.contains(ext) {
        addOther(childInner, name: base, namespace: namespace, readContents: true)
      } else if ext.isEmpty {
        let ns = readGroupContents(childInner, name: name)
        enterGroup(childInner, namespace: ns ? namespace + [name] : namespace)
      } else if looksLikeUnknownType(childInner) {
        report(
          .AC002, "unknown folder type '.\(ext)' of '\(name)'; Xcode does not read it; rename the folder or remove it",
          inner: childInner)
      } else {
        report(
          .AC031,
          "group name '\(name)' contains a period, which Xcode reads as a folder type; rename the group without '.'",
          inner: childInner)
        let ns = readGroupContents(childInner, name: name)
        enterGroup(childInner, namespace: ns ? namespace + [name] : namespace)
      }
    }
  }

  /// A folder with an unknown extension is an unknown asset type when it has a Contents.json with
  /// something besides `info` and `properties`, or no Contents.json and no subfolders.
  private func looksLikeUnknownType(_ inner: String) -> Bool {
    let names = list(inner)
    let contents = Self.joinInner(inner, "Contents.json")
    if names.contains("Contents.json"), let data = FileManager.default.contents(atPath: display(contents)),
      let root = try? JSONParser.parse([UInt8](data)), let members = root.members
    {
      return members.contains { !ContentsSchema.topLevelKeys.contains($0.key) }
    }
    return !names.contains { entryType(Self.joinInner(inner, $0)) == .directory }
  }

  /// Reads a group's Contents.json (if any); returns `provides-namespace`.
  private mutating func readGroupContents(_ inner: String, name: String) -> Bool {
    let contents = Self.joinInner(inner, "Contents.json")
    guard entryType(contents) == .file, let root = readJSON(contents, asset: nil) else { return false }
    var parser = ContentsParser(path: display(contents), asset: nil)
    let parsed = parser.parseGroup(root)
    diagnostics += parser.diagnostics
    return parsed.providesNamespace
  }

  private mutating func addOther(_ inner: String, name: String, namespace: [String], readContents: Bool) {
    let fullName = (namespace + [name]).joined(separator: "/")
    let contents = Self.joinInner(inner, "Contents.json")
    var contentsPath: String?
    if entryType(contents) == .file {
      contentsPath = display(contents)
      if readContents { _ = readJSON(contents, asset: fullName) }
    }
    assets.append(
      SourceAsset(
        asset: Asset(name: fullName, kind: .other, path: inner, renditions: []), catalogPath: catalogPath,
        folderPath: display(inner), contentsPath: contentsPath, renditionLines: [], isActive: true))
  }

  private static func isValidAssetName(_ name: String) -> Bool {
    guard !name.isEmpty, name.trimmingCharacters(in: .whitespaces) == name else { return false }
    return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == ":" }
  }

  struct PendingAsset: Sendable {
    var inner: String
    var name: String
    var kind: AssetKind
  }

  /// Reads `batch` (sibling asset folders) in parallel, each on a copy of this walker with empty
  /// outputs, then appends each copy's assets, diagnostics, inputs and probe jobs in order.
  private mutating func readAssets(_ batch: [PendingAsset], namespace: [String]) {
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
    }
  }

  private mutating func readAsset(_ inner: String, name: String, kind: AssetKind, namespace: [String]) {
    let fullName = (namespace + [name]).joined(separator: "/")
    let folder = (inner as NSString).lastPathComponent
    if !Self.isValidAssetName(name) {
      report(
        .AC031,
        "'\(folder)' does not give a valid asset name (empty, surrounding spaces, ':' or control characters); rename the folder",
        inner: inner, asset: fullName)
    }
    let children = listReporting(inner, asset: fullName)
    let contents = Self.joinInner(inner, "Contents.json")
    var parsed = ParsedContents()
    var contentsPath: String?
    if children.contains("Contents.json") && entryType(contents) == .file {
      contentsPath = display(contents)
      if let root = readJSON(contents, asset: fullName) {
        var parser = ContentsParser(path: display(contents), asset: fullName)
        parsed = parser.parseAsset(root, kind: kind)
        diagnostics += parser.diagnostics
      }
    } else {
      report(
        .AC001, "\(kind.folderExtension.map { ".\($0)" } ?? "asset") folder has no Contents.json; recreate the asset in Xcode",
        inner: inner, asset: fullName)
    }

    // Files named by entries: safe, present, referenced.
    var referenced = Set<String>()
    let lowerChildren = Dictionary(children.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
    var missing = Set<Int>()
    for f in parsed.files {
      let name = f.filename
      let components = name.split(separator: "/", omittingEmptySubsequences: false)
      if name.hasPrefix("/") || components.contains("..") {
        diagnostics.append(
          Diagnostic(
            .AC032, "file '\(name)' is outside the asset folder; copy the file into '\(folder)' and name it without a path",
            path: contentsPath ?? display(inner), line: f.line, column: f.column, asset: fullName))
        if let r = f.rendition { missing.insert(r) }
        continue
      }
      var actual = name
      var fileInner = Self.joinInner(inner, name)
      var type = entryType(fileInner)
      if type == .missing, components.count == 1, let real = lowerChildren[name.lowercased()], real != name {
        // Xcode builds on a case-insensitive volume; say so, and read the file.
        diagnostics.append(
          Diagnostic(
            .AC010, severity: .warning,
            "file '\(name)' exists only as '\(real)' (different case); it builds on a case-insensitive volume only; rename one to match",
            path: contentsPath ?? display(inner), line: f.line, column: f.column, asset: fullName))
        actual = real
        fileInner = Self.joinInner(inner, real)
        type = entryType(fileInner)
      }
      switch type {
      case .outside:
        diagnostics.append(
          Diagnostic(
            .AC032, "file '\(name)' is a symbolic link that points outside the catalog; copy the file into '\(folder)'",
            path: contentsPath ?? display(inner), line: f.line, column: f.column, asset: fullName))
        referenced.insert(actual)
        if let r = f.rendition { missing.insert(r) }
      case .missing, .directory:
        diagnostics.append(
          Diagnostic(
            .AC010, "file '\(name)' does not exist in '\(folder)'; add the file or remove its entry",
            path: contentsPath ?? display(inner), line: f.line, column: f.column, asset: fullName))
        if let r = f.rendition { missing.insert(r) }
      case .file:
        referenced.insert(components.first.map(String.init) == name ? actual : String(components[0]))
        if let r = f.rendition { parsed.renditions[r].file = fileInner }
      }
      if let r = f.rendition, missing.contains(r) { parsed.renditions[r].file = fileInner }
    }

    // AC011: files nobody references.
    for child in children where child != "Contents.json" && !referenced.contains(child) {
      report(
        .AC011,
        "'\(child)' is in '\(folder)' but no entry of Contents.json names it (an unassigned child); assign it to a slot or delete it",
        inner: Self.joinInner(inner, child), asset: fullName)
    }

    let index = assets.count
    for (r, rendition) in parsed.renditions.enumerated() where rendition.file != nil && !missing.contains(r) {
      inputs.append(display(rendition.file!))
      jobs.append(
        ProbeJob(asset: index, rendition: r, displayPath: display(rendition.file!), isData: kind == .data))
    }
    assets.append(
      SourceAsset(
        asset: Asset(name: fullName, kind: kind, path: inner, renditions: parsed.renditions, properties: parsed.properties),
        catalogPath: catalogPath, folderPath: display(inner), contentsPath: contentsPath,
        renditionLines: parsed.renditionLines, isActive: true))
  }

  // MARK: Probing

  mutating func probeAll(jobs requested: Int?) {
    let work = jobs
    let n = work.count
    guard n > 0 else { return }
    let threads = max(1, min(requested ?? ProcessInfo.processInfo.activeProcessorCount, n))
    let outcomes = ParallelMap.map(count: n, jobs: threads) { i in Self.probe(work[i]) }
    for (job, outcome) in zip(work, outcomes) {
      var r = assets[job.asset].asset.renditions[job.rendition]
      r.format = outcome.format
      r.vectorSize = outcome.vectorSize
      if case .success(let info) = outcome.result, info.width > 0 {
        r.pixelSize = Size(width: info.width, height: info.height)
      }
      assets[job.asset].asset.renditions[job.rendition] = r
      if !job.isData { probes[job.displayPath] = outcome.result }
    }
  }

  private static func probe(_ job: ProbeJob) -> ProbeOutcome {
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
    let head = readUpTo(ImageProbe.firstReadLength)
    var format = ImageProbe.sniff(head)
    if job.isData {
      return ProbeOutcome(result: .success(ImageInfo(format: format)), format: .data)
    }
    if format == .unknown && head.count == 4096 {
      // An SVG with a long prologue: look further for the root element.
      let more = readUpTo(60 * 1024)
      if String(decoding: head + more, as: UTF8.self).contains("<svg") { format = .svg }
    }
    let renditionFormat = RenditionFormat(rawValue: format.rawValue) ?? .unknown
    switch format {
    case .pdf, .svg:
      guard let data = FileManager.default.contents(atPath: path) else {
        return ProbeOutcome(result: .failure(.unreadable(path: path, reason: "cannot read")), format: renditionFormat)
      }
      do {
        let size = format == .pdf ? try VectorSize.pdf(data) : try VectorSize.svg(data)
        return ProbeOutcome(
          result: .success(ImageInfo(format: format)), format: renditionFormat,
          vectorSize: Size(width: size.width, height: size.height))
      } catch {
        return ProbeOutcome(result: .failure(error), format: renditionFormat)
      }
    case .png where !readFailed, .jpeg where !readFailed:
      // The header probe goes on from the bytes already read, on the same descriptor.
      do {
        return ProbeOutcome(
          result: .success(try ImageProbe.probe(descriptor: fd, path: path, prefix: head)), format: renditionFormat)
      } catch {
        return ProbeOutcome(result: .failure(error), format: renditionFormat)
      }
    default:
      do {
        return ProbeOutcome(result: .success(try ImageProbe.probe(fileAt: path)), format: renditionFormat)
      } catch {
        return ProbeOutcome(result: .failure(error), format: renditionFormat)
      }
    }
  }

  // MARK: Names (AC030)

  mutating func checkNames() {
    var exact: [String: Int] = [:]
    var folded: [String: Int] = [:]
    for i in assets.indices {
      let name = assets[i].asset.name
      if let first = exact[name] {
        assets[i].isActive = false
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset name '\(name)' is used by '\(assets[first].folderPath)' and '\(assets[i].folderPath)'; the first wins and this one is never used; rename one",
            path: assets[i].folderPath, asset: name))
        continue
      }
      exact[name] = i
      let key = name.lowercased()
      if let first = folded[key] {
        let other = assets[first].asset.name
        diagnostics.append(
          Diagnostic(
            .AC030,
            "asset names '\(other)' ('\(assets[first].folderPath)') and '\(name)' ('\(assets[i].folderPath)') differ only in case; lookups are case-insensitive on Apple platforms, so the first wins; rename one",
            path: assets[i].folderPath, asset: name))
      } else {
        folded[key] = i
      }
    }
  }
}
