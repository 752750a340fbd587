#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every raw file call of the archive in one place, results normalised to `POSIXError` values
/// carrying the path and the failing call (swift-system's `Syscalls.swift` pattern).
struct POSIXFailure: Error, CustomStringConvertible {
  var call: String
  var path: String
  var errno: Int32
  var description: String { "\(call) '\(path)': \(String(cString: strerror(errno)))" }
}

/// An open file descriptor; closed explicitly or on deinit.
final class POSIXFile {
  let fd: Int32
  let path: String
  private var isOpen = true

  private init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
  }

  static func openForReading(_ path: String) throws(POSIXFailure) -> POSIXFile {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw POSIXFailure(call: "open", path: path, errno: errno) }
    return POSIXFile(fd: fd, path: path)
  }

  /// Creates a new file that must not exist yet (`O_EXCL`), mode 0644 before the umask.
  static func createExclusive(_ path: String) throws(POSIXFailure) -> POSIXFile {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw POSIXFailure(call: "open", path: path, errno: errno) }
    return POSIXFile(fd: fd, path: path)
  }

  deinit { if isOpen { _ = close(fd) } }

  func closeChecked() throws(POSIXFailure) {
    guard isOpen else { return }
    isOpen = false
    if close(fd) != 0 { throw POSIXFailure(call: "close", path: path, errno: errno) }
  }

  /// Reads up to `buffer.count` bytes; 0 at end of file. Retries on EINTR.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(POSIXFailure) -> Int {
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
  func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(POSIXFailure) -> Int {
    var total = 0
    while total < buffer.count {
      let n = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...]))
      if n == 0 { break }
      total += n
    }
    return total
  }

  func writeAll(_ bytes: UnsafeRawBufferPointer) throws(POSIXFailure) {
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

  func pwriteAll(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(POSIXFailure) {
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

  func writeAll(_ bytes: [UInt8]) throws(POSIXFailure) {
    let r = bytes.withUnsafeBytes { p in Result { () throws(POSIXFailure) in try writeAll(p) } }
    try r.get()
  }

  func pwriteAll(_ bytes: [UInt8], at offset: Int) throws(POSIXFailure) {
    let r = bytes.withUnsafeBytes { p in Result { () throws(POSIXFailure) in try pwriteAll(p, at: offset) } }
    try r.get()
  }

  func sync() throws(POSIXFailure) {
    if fsync(fd) != 0 { throw POSIXFailure(call: "fsync", path: path, errno: errno) }
  }

  func size() throws(POSIXFailure) -> Int {
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw POSIXFailure(call: "fstat", path: path, errno: errno) }
    return Int(st.st_size)
  }
}

enum POSIXCalls {
  static func rename(_ from: String, _ to: String) throws(POSIXFailure) {
    #if canImport(Darwin)
      let r = Darwin.rename(from, to)
    #else
      let r = Glibc.rename(from, to)
    #endif
    if r != 0 { throw POSIXFailure(call: "rename", path: to, errno: errno) }
  }

  static func unlinkQuietly(_ path: String) { _ = unlink(path) }

  /// Best-effort `fsync` of a directory, so a rename inside it survives a power loss.
  static func syncDirectory(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  static var processID: Int32 { getpid() }

  /// Whether a process with this id exists (signal 0 probe).
  static func processExists(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// `lstat` results the fingerprint needs; `nil` when the path does not exist.
  struct FileStatus: Hashable {
    var isDirectory: Bool
    var isRegular: Bool
    var size: Int64
    var mtimeNanoseconds: Int64
    var inode: UInt64
  }

  static func status(_ path: String, followLinks: Bool) -> FileStatus? {
    var st = stat()
    let r = followLinks ? stat(path, &st) : lstat(path, &st)
    guard r == 0 else { return nil }
    #if canImport(Darwin)
      let ns = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
    #else
      let ns = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    #endif
    let type = st.st_mode & S_IFMT
    return FileStatus(
      isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, size: Int64(st.st_size),
      mtimeNanoseconds: ns, inode: UInt64(st.st_ino))
  }

  static func status(_ st: stat) -> FileStatus {
    #if canImport(Darwin)
      let ns = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
    #else
      let ns = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    #endif
    let type = st.st_mode & S_IFMT
    return FileStatus(
      isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, size: Int64(st.st_size),
      mtimeNanoseconds: ns, inode: UInt64(st.st_ino))
  }

  /// A directory opened for `*at` calls (no path re-walks per entry).
  final class Directory: Sendable {
    let fd: Int32
    init?(path: String) {
      fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if fd < 0 { return nil }
    }
    init?(parent: Directory, name: String) {
      fd = openat(parent.fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if fd < 0 { return nil }
    }
    deinit { close(fd) }

    /// Entry names without `.` and `..`, sorted by bytes; `nil` when unreadable.
    func names() -> [String]? {
      let copy = dup(fd)
      guard copy >= 0 else { return nil }
      guard let dir = fdopendir(copy) else {
        close(copy)
        return nil
      }
      return POSIXCalls.sortedNames(closing: dir)
    }

    /// Entry names as bytes (no `String`s), without `.` and `..`, sorted by bytes; `nil` when
    /// unreadable.
    func rawNames() -> [[UInt8]]? {
      let copy = dup(fd)
      guard copy >= 0, let dir = fdopendir(copy) else { return nil }
      defer { closedir(dir) }
      var names: [[UInt8]] = []
      while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          let length = strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self))
          return [UInt8](raw.prefix(length))
        }
        if name == [0x2E] || name == [0x2E, 0x2E] { continue }
        names.append(name)
      }
      names.sort { a, b in
        let common = min(a.count, b.count)
        let c = a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, common) } }
        return c != 0 ? c < 0 : a.count < b.count
      }
      return names
    }

    /// `stat` of an entry given as bytes, links followed.
    func status(_ name: [UInt8]) -> FileStatus? {
      var st = stat()
      let r = (name + [0]).withUnsafeBufferPointer { p in
        p.withMemoryRebound(to: CChar.self) { fstatat(fd, $0.baseAddress!, &st, 0) }
      }
      guard r == 0 else { return nil }
      return POSIXCalls.status(st)
    }

    init?(parent: Directory, name: [UInt8]) {
      fd = (name + [0]).withUnsafeBufferPointer { p in
        p.withMemoryRebound(to: CChar.self) { openat(parent.fd, $0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      }
      if fd < 0 { return nil }
    }

    /// `stat` of an entry, links followed.
    func status(_ name: String) -> FileStatus? {
      var st = stat()
      guard fstatat(fd, name, &st, 0) == 0 else { return nil }
      return POSIXCalls.status(st)
    }

    /// XXH64 of an entry's bytes, read in 64 KiB chunks; `nil` when unreadable.
    func hashFile(_ name: String) -> UInt64? {
      let f = openat(fd, name, O_RDONLY | O_CLOEXEC)
      guard f >= 0 else { return nil }
      defer { close(f) }
      var h = XXHash64()
      let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
      defer { buf.deallocate() }
      while true {
        let n = read(f, buf.baseAddress, buf.count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return nil }
        if n == 0 { break }
        h.update(UnsafeRawBufferPointer(rebasing: buf[0..<n]))
      }
      return h.finalize()
    }
  }

  /// The names in a directory (without `.` and `..`), sorted by bytes; `nil` when unreadable.
  static func directoryEntries(_ path: String) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    return sortedNames(closing: dir)
  }

  #if canImport(Glibc)
    typealias DirectoryStream = OpaquePointer
  #else
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
  #endif

  /// Reads an open directory stream to the end and closes it: entry names without `.` and `..`,
  /// sorted by bytes.
  static func sortedNames(closing dir: DirectoryStream) -> [String] {
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
