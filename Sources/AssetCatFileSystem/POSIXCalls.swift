#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Single POSIX calls, results normalised (errors as `POSIXFailure` or `nil`).
public enum POSIXCalls {
  public static func rename(_ from: String, _ to: String) throws(POSIXFailure) {
    #if canImport(Darwin)
      let r = Darwin.rename(from, to)
    #else
      let r = Glibc.rename(from, to)
    #endif
    if r != 0 { throw POSIXFailure(call: "rename", path: to, errno: errno) }
  }

  public static func unlinkQuietly(_ path: String) { _ = unlink(path) }

  /// Best-effort `fsync` of a directory, so a rename inside it survives a power loss.
  public static func syncDirectory(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  public static var processID: Int32 { getpid() }

  /// Whether a process with this id exists (signal 0 probe).
  public static func processExists(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// `lstat` results the fingerprint needs; `nil` when the path does not exist.
  public struct FileStatus: Hashable, Sendable {
    public var isDirectory: Bool
    public var isRegular: Bool
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var inode: UInt64
    /// The status change time, which no program sets at will: any write or rename moves it.
    public var ctimeNanoseconds: Int64 = 0
    public var device: UInt64 = 0
  }

  public static func status(_ path: String, followLinks: Bool) -> FileStatus? {
    var st = stat()
    let r = followLinks ? stat(path, &st) : lstat(path, &st)
    guard r == 0 else { return nil }
    return status(st)
  }

  public static func status(_ st: stat) -> FileStatus {
    #if canImport(Darwin)
      let ns = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
      let cns = Int64(st.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(st.st_ctimespec.tv_nsec)
    #else
      let ns = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
      let cns = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
    #endif
    let type = st.st_mode & S_IFMT
    return FileStatus(
      isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, size: Int64(st.st_size),
      mtimeNanoseconds: ns, inode: UInt64(st.st_ino), ctimeNanoseconds: cns, device: UInt64(st.st_dev))
  }

  /// A file's bytes (at most `limit`) through open/fstat/read, straight into the array the
  /// parser takes (FileManager's `contents(atPath:)` plus a copy to `[UInt8]` cost several
  /// times as much); `nil` when it cannot be opened or read.
  public static func contents(_ path: String, limit: Int = Int.max) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: min(max(Int(st.st_size), 0) + 1, limit))
    var count = 0
    while count < limit {
      if count == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), limit - count)))
      }
      let n = bytes.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress! + count, raw.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }
}
