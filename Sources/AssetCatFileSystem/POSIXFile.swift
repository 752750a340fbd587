#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every raw file call of the project in one place, results normalised to `POSIXError` values
/// carrying the path and the failing call (swift-system's `Syscalls.swift` pattern).
public struct POSIXFailure: Error, Sendable, CustomStringConvertible {
  public var call: String
  public var path: String
  public var errno: Int32
  public var description: String { "\(call) '\(path)': \(String(cString: strerror(errno)))" }
}

/// An open file descriptor; closed explicitly or on deinit.
public final class POSIXFile {
  public let fd: Int32
  public let path: String
  private var isOpen = true

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
  }

  public static func openForReading(_ path: String) throws(POSIXFailure) -> POSIXFile {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw POSIXFailure(call: "open", path: path, errno: errno) }
    return POSIXFile(fd: fd, path: path)
  }

  /// Creates a new file that must not exist yet (`O_EXCL`), mode 0644 before the umask.
  public static func createExclusive(_ path: String) throws(POSIXFailure) -> POSIXFile {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw POSIXFailure(call: "open", path: path, errno: errno) }
    return POSIXFile(fd: fd, path: path)
  }

  /// Opens an existing file for writing without creating or truncating it (a character device
  /// such as `/dev/null`, or a FIFO: `/dev/stdout` on a pipe); a FIFO blocks until it has a reader.
  public static func openExistingForWriting(_ path: String) throws(POSIXFailure) -> POSIXFile {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw POSIXFailure(call: "open", path: path, errno: errno) }
    return POSIXFile(fd: fd, path: path)
  }

  /// A new file for reading and writing that has no name: made in `folder` (`$TMPDIR`, else
  /// `/tmp`, by default) and removed at once, so its blocks go back when it is closed and nothing
  /// is left behind by a process stopped any way at all.
  public static func anonymousScratch(in folder: String? = nil) throws(POSIXFailure) -> POSIXFile {
    let environment = getenv("TMPDIR").map { String(cString: $0) }
    let base = folder ?? (environment.map { $0.isEmpty ? "/tmp" : $0 } ?? "/tmp")
    var template = ((base.hasSuffix("/") ? base : base + "/") + "assetcat-XXXXXX").utf8CString
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard fd >= 0 else { throw POSIXFailure(call: "mkstemp", path: path, errno: errno) }
    _ = unlink(path)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    return POSIXFile(fd: fd, path: path)
  }

  deinit { if isOpen { _ = close(fd) } }

  public func closeChecked() throws(POSIXFailure) {
    guard isOpen else { return }
    isOpen = false
    if close(fd) != 0 { throw POSIXFailure(call: "close", path: path, errno: errno) }
  }

  /// Reads up to `buffer.count` bytes; 0 at end of file. Retries on EINTR.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(POSIXFailure) -> Int {
    while true {
      #if canImport(Darwin)
        let n = Darwin.read(fd, buffer.baseAddress, buffer.count)
      #else
        let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
      #endif
      if n >= 0 { return n }
      if errno == EINTR { continue }
      throw POSIXFailure(call: "read", path: path, errno: errno)
    }
  }

  /// Fills `buffer` completely unless the file ends first; returns the bytes read.
  public func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(POSIXFailure) -> Int {
    var total = 0
    while total < buffer.count {
      let n = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...]))
      if n == 0 { break }
      total += n
    }
    return total
  }

  /// `count` bytes at `offset` (`pread`, so threads can share the file), or `nil` when the file
  /// ends first.
  public func read(count: Int, at offset: Int) throws(POSIXFailure) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
      if n > 0 {
        done += n
      } else if n == 0 {
        return nil
      } else if errno != EINTR {
        throw POSIXFailure(call: "pread", path: path, errno: errno)
      }
    }
    return bytes
  }

  public func writeAll(_ bytes: UnsafeRawBufferPointer) throws(POSIXFailure) {
    var done = 0
    while done < bytes.count {
      #if canImport(Darwin)
        let n = Darwin.write(fd, bytes.baseAddress! + done, bytes.count - done)
      #else
        let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
      #endif
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXFailure(call: "write", path: path, errno: errno)
      }
      done += n
    }
  }

  public func pwriteAll(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(POSIXFailure) {
    var done = 0
    while done < bytes.count {
      let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXFailure(call: "pwrite", path: path, errno: errno)
      }
      done += n
    }
  }

  public func writeAll(_ bytes: [UInt8]) throws(POSIXFailure) {
    let r = bytes.withUnsafeBytes { p in Result { () throws(POSIXFailure) in try writeAll(p) } }
    try r.get()
  }

  public func pwriteAll(_ bytes: [UInt8], at offset: Int) throws(POSIXFailure) {
    let r = bytes.withUnsafeBytes { p in Result { () throws(POSIXFailure) in try pwriteAll(p, at: offset) } }
    try r.get()
  }

  public func sync() throws(POSIXFailure) {
    if fsync(fd) != 0 { throw POSIXFailure(call: "fsync", path: path, errno: errno) }
  }

  /// `fstat` of the open file.
  public func status() throws(POSIXFailure) -> POSIXCalls.FileStatus {
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw POSIXFailure(call: "fstat", path: path, errno: errno) }
    return POSIXCalls.status(st)
  }

  public func size() throws(POSIXFailure) -> Int {
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw POSIXFailure(call: "fstat", path: path, errno: errno) }
    return Int(st.st_size)
  }
}
