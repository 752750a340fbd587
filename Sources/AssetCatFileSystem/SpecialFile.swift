#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output that is a character device or a FIFO (`/dev/null`, `/dev/stdout` on a terminal or a
/// pipe): written in place, never replaced by a rename (as root, a rename over `/dev/null` would
/// make it a regular file), so build scripts can pass `--output-partial-info-plist /dev/null` as
/// they do to Apple's actool.
public enum SpecialFile {
  /// Whether `path` exists (links followed) as a character device or a FIFO.
  public static func isWritableInPlace(_ path: String) -> Bool {
    var st = stat()
    guard stat(path, &st) == 0 else { return false }
    let kind = st.st_mode & S_IFMT
    return kind == S_IFCHR || kind == S_IFIFO
  }

  /// Writes `bytes` to the special file at `path` (opened without truncating; a FIFO waits for
  /// its reader).
  public static func write(_ bytes: [UInt8], to path: String) throws(POSIXFailure) {
    let file = try POSIXFile.openExistingForWriting(path)
    try file.writeAll(bytes)
    try file.closeChecked()
  }

  /// Writes `bytes` to `path`: in place when it is a special file, else atomically
  /// (``AtomicFileWriter``).
  public static func writeOutput(_ bytes: [UInt8], to path: String) throws(POSIXFailure) {
    if isWritableInPlace(path) {
      try write(bytes, to: path)
    } else {
      try AtomicFileWriter.write(bytes, to: path)
    }
  }
}
