#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written beside its destination and renamed into place: readers of the destination see
/// the old file or the whole new one, never a part, and concurrent writers never mix (each has
/// its own temporary file; the last rename wins whole).
///
/// `init` creates `.NAME.tmp-PID-RANDOM` in the destination's folder (`O_EXCL`) and holds an
/// `flock` on it, after removing temporaries left there by writers that are gone (killed: their
/// process no longer exists and nobody holds the lock), so a killed writer leaves at most one
/// temporary file, which the next writer removes. Write through `file`, then `commit` (`fsync`
/// when asked, close, `rename`, then `fsync` of the folder). A writer that is not committed
/// removes its temporary file when it goes away, so on any error the previous destination is
/// untouched. The temporary file is always in the destination's folder, never in `$TMPDIR`, so
/// the rename never crosses file systems (no EXDEV). A command stopped by SIGTERM, SIGINT or
/// SIGHUP removes every live temporary file first (``TemporaryFiles``).
public final class AtomicFileWriter {
  public let destination: String
  public let temporaryPath: String
  public let file: POSIXFile
  private var committed = false

  public init(destination: String) throws(POSIXFailure) {
    let (dir, base) = Self.split(destination)
    Self.removeStaleTemporaries(dir: dir, base: base)
    self.destination = destination
    temporaryPath = dir + "/." + base + ".tmp-\(POSIXCalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
    file = try TemporaryFiles.create(temporaryPath, for: destination, POSIXFile.createExclusive)
    _ = flock(file.fd, LOCK_EX | LOCK_NB)  // a new file: nobody else can hold it
  }

  deinit {
    if !committed { TemporaryFiles.remove(temporaryPath) }
  }

  /// Makes the written bytes the destination's. Returns the status of the file this writer wrote
  /// (taken before the rename, so it describes this writer's file even when another writer's
  /// rename replaces it a moment later: a compile stamp made from it vouches for this file only).
  @discardableResult
  public func commit(synchronize: Bool) throws(POSIXFailure) -> POSIXCalls.FileStatus {
    if synchronize { try file.sync() }
    let written = try file.status()
    try file.closeChecked()
    try TemporaryFiles.rename(temporaryPath, to: destination)
    committed = true
    if synchronize { POSIXCalls.syncDirectory(Self.split(destination).dir) }
    return written
  }

  /// Writes `bytes` to `path` atomically (small files: stamps, depfiles).
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String, synchronize: Bool = false) throws(POSIXFailure)
    -> POSIXCalls.FileStatus
  {
    let writer = try AtomicFileWriter(destination: path)
    try writer.file.writeAll(bytes)
    return try writer.commit(synchronize: synchronize)
  }

  /// Removes the temporaries that killed writers left for `destination` (a command calls this
  /// first for each file it writes, so a run killed at any point leaves at most one).
  public static func removeStaleTemporaries(of destination: String) {
    let (dir, base) = split(destination)
    removeStaleTemporaries(dir: dir, base: base)
  }

  /// The folder (`.` for a bare name) and the last component of `path`.
  /// Split on the byte '/' (a `Character` search misses a '/' that a combining mark follows).
  static func split(_ path: String) -> (dir: String, base: String) {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let dir = String(decoding: bytes[..<slash], as: UTF8.self)
    return (dir.isEmpty ? "/" : dir, String(decoding: bytes[(slash + 1)...], as: UTF8.self))
  }

  /// Removes `.BASE.tmp-PID-*` files left by a writer that was killed: its process is gone and
  /// nobody holds the file's lock (a process of that id in another PID namespace still does).
  static func removeStaleTemporaries(dir: String, base: String) {
    let prefix = "." + base + ".tmp-"
    guard let names = POSIXCalls.entryNames(dir, skippingHidden: false) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }) else { continue }
      if pid != POSIXCalls.processID && !POSIXCalls.processExists(pid) && !isLocked(dir + "/" + name) {
        POSIXCalls.unlinkQuietly(dir + "/" + name)
      }
    }
  }

  /// Whether a writer holds the lock of the temporary file at `path`.
  static func isLocked(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return flock(fd, LOCK_EX | LOCK_NB) != 0
  }
}
