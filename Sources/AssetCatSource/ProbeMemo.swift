import AssetCatBytes
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageStructure
import Foundation

/// What probing each image file found in the last read of a catalog, trusted while the file's
/// status (device, inode, size, modification and status-change times) is what it was: a rebuild
/// then neither opens nor reads an unchanged image to learn its size, format and content hash.
/// No program sets a file's status-change time at will (a write, a rename or a `touch` moves
/// it), so an edited file is always probed again. A file changed in the last `racyWindow`
/// before the memo was written is not kept: a second write within the clock's granularity
/// could leave its times as they were (git's "racily clean" entries, handled the same way).
///
/// One memo a catalog set in the user's cache folder (`file(in:catalogs:)`), read when a
/// read begins (`load`) and written when it ends (`save`); a memo that is missing, damaged
/// (`ProbeMemoFile`) or made with other settings (the tool's build, the probe's checks, the
/// vector libraries' versions) is no memo, and every file is probed. `load` and `save` run on the
/// reading thread, before and after the probes; only `outcome` is called from probing threads.
public final class ProbeMemo: @unchecked Sendable {
  /// What a file's status is compared by.
  package struct FileStatus: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var mtime: Int64
    var ctime: Int64

    init(device: UInt64, inode: UInt64, size: Int64, mtime: Int64, ctime: Int64) {
      (self.device, self.inode, self.size, self.mtime, self.ctime) = (device, inode, size, mtime, ctime)
    }

    init(_ s: POSIXCalls.FileStatus) {
      self.init(device: s.device, inode: s.inode, size: s.size, mtime: s.mtimeNanoseconds, ctime: s.ctimeNanoseconds)
    }
  }

  /// Files changed this close to the memo's writing are probed again next time.
  let racyWindow: Int64

  let path: String
  let settings: UInt64
  private var known: [String: ProbeMemoRecord] = [:]

  /// A memo at `path` for reads with these `settings` (any text that changes when a probe's
  /// answer could: `SourceReadOptions`' checks are added to it); `load` reads it. Files changed
  /// less than `racyWindow` before the memo is written are not kept in it.
  public init(path: String, settings: String, racyWindow: Duration = .seconds(2)) {
    self.path = path
    self.racyWindow = racyWindow.components.seconds * 1_000_000_000 + racyWindow.components.attoseconds / 1_000_000_000
    let text = settings + "\n" + RunningExecutable.identity
    self.settings = XXHash64.hash(Array(text.utf8), seed: ProbeMemoFile.checksumSeed)
  }

  /// The memo file for `catalogs` (as given, made absolute) in `directory`, which is made when
  /// missing (`nil` when it cannot be).
  public static func file(in directory: String, catalogs: [String]) -> String? {
    guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil else {
      return nil
    }
    let cwd = FileManager.default.currentDirectoryPath
    let text = catalogs.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }.joined(separator: "\n")
    return directory + "/probes-" + String(XXHash64.hash(Array(text.utf8)), radix: 16) + ".probememo"
  }

  /// How many files the last read took from the memo, not probing them.
  public private(set) var reusedCount = 0

  /// Reads the memo file; a missing, damaged or foreign one leaves the memo empty. Called before
  /// the probes begin: `outcome` then reads what it loaded from every probing thread, unlocked.
  func load(checks: String) {
    let wanted = key(checks: checks)
    known = [:]
    loadedSettings = nil
    guard let bytes = POSIXCalls.contents(path), let file = try? ProbeMemoFile(bytes: bytes), file.settings == wanted
    else { return }
    for r in file.records { known[r.path] = r }
    loadedSettings = wanted
  }

  private var loadedSettings: UInt64?

  /// The settings a memo file carries: this memo's and the read's image checks.
  private func key(checks: String) -> UInt64 { settings ^ XXHash64.hash(Array(checks.utf8)) }

  /// What probing `path` found last time, if its status is the same now. No lock: `known` does
  /// not change between `load` and `save` (a lock here cost more than the probes it saved).
  func outcome(for path: String, status: FileStatus) -> ProbeOutcome? {
    guard let r = known[path], r.status == status else { return nil }
    return ProbeOutcome(
      result: .success(r.info), format: r.format, vectorSize: r.vectorSize, contentHash: r.contentHash)
  }

  /// One file as this read found it: its path, its status, and what its probe (or the memo) said.
  struct Probed {
    var path: String
    var status: FileStatus
    var outcome: ProbeOutcome
  }

  /// Writes what this read found (`probed`: the files it did not see are dropped; failures and
  /// damage are not kept, nor files changed in the last `racyWindow`) in place of the old file;
  /// nothing when nothing changed. A memo that cannot be written is no error: the next read
  /// probes again.
  func save(_ probed: [Probed], checks: String, now: Int64 = Int64(Date().timeIntervalSince1970 * 1e9)) {
    let wanted = key(checks: checks)
    let records = probed.compactMap { p -> ProbeMemoRecord? in
      guard case .success(let info) = p.outcome.result, info.imageDataDamage == nil,
        now - max(p.status.mtime, p.status.ctime) >= racyWindow
      else { return nil }
      return ProbeMemoRecord(
        path: p.path, status: p.status, info: info, format: p.outcome.format, vectorSize: p.outcome.vectorSize,
        contentHash: p.outcome.contentHash)
    }.sorted { $0.path < $1.path }
    reusedCount = probed.filter { known[$0.path]?.status == $0.status }.count
    let unchanged =
      loadedSettings == wanted && records.count == known.count && records.allSatisfy { known[$0.path] == $0 }
    // Nothing to keep and nothing kept: no file (a catalog written just now leaves none).
    guard !unchanged, !(records.isEmpty && known.isEmpty) else { return }
    _ = try? AtomicFileWriter.write(ProbeMemoFile(settings: wanted, records: records).bytes, to: path)
  }
}
