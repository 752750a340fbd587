/// A file written beside its destination and renamed into place: readers of the destination see
/// the old file or the whole new one, never a part.
///
/// `init` creates `.NAME.tmp-PID-RANDOM` in the destination's folder (`O_EXCL`), after removing
/// temporaries left there by processes that are gone. Write through `file`, then `commit`
/// (`fsync` when asked, close, `rename`, then `fsync` of the folder). A writer that is not
/// committed removes its temporary file when it goes away, so on any error the previous
/// destination is untouched.
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
    file = try POSIXFile.createExclusive(temporaryPath)
  }

  deinit {
    if !committed { POSIXCalls.unlinkQuietly(temporaryPath) }
  }

  /// Makes the written bytes the destination's.
  public func commit(synchronize: Bool) throws(POSIXFailure) {
    if synchronize { try file.sync() }
    try file.closeChecked()
    try POSIXCalls.rename(temporaryPath, destination)
    committed = true
    if synchronize { POSIXCalls.syncDirectory(Self.split(destination).dir) }
  }

  /// Writes `bytes` to `path` atomically (small files: stamps, depfiles).
  public static func write(_ bytes: [UInt8], to path: String, synchronize: Bool = false) throws(POSIXFailure) {
    let writer = try AtomicFileWriter(destination: path)
    try writer.file.writeAll(bytes)
    try writer.commit(synchronize: synchronize)
  }

  /// The folder (`.` for a bare name) and the last component of `path`.
  static func split(_ path: String) -> (dir: String, base: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let dir = String(path[..<slash])
    return (dir.isEmpty ? "/" : dir, String(path[path.index(after: slash)...]))
  }

  /// Removes `.BASE.tmp-PID-*` files left by a writer that was killed (its process is gone).
  static func removeStaleTemporaries(dir: String, base: String) {
    let prefix = "." + base + ".tmp-"
    guard let names = POSIXCalls.entryNames(dir, skippingHidden: false) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }) else { continue }
      if pid != POSIXCalls.processID && !POSIXCalls.processExists(pid) {
        POSIXCalls.unlinkQuietly(dir + "/" + name)
      }
    }
  }
}
