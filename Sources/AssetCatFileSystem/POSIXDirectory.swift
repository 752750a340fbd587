#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory opened for `*at` calls (no path re-walks per entry).
public final class POSIXDirectory: Sendable {
  public let fd: Int32
  public init?(path: String) {
    fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd < 0 { return nil }
  }
  public init?(parent: POSIXDirectory, name: String) {
    fd = openat(parent.fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd < 0 { return nil }
  }
  deinit { close(fd) }

  /// Entry names without `.` and `..`, sorted by bytes; `nil` when unreadable.
  public func names() -> [String]? {
    let copy = dup(fd)
    guard copy >= 0 else { return nil }
    guard let dir = fdopendir(copy) else {
      close(copy)
      return nil
    }
    rewinddir(dir)  // the copy shares `fd`'s offset: an earlier listing left it at the end
    return POSIXCalls.names(closing: dir, skippingHidden: false).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Entry names as bytes (no `String`s), without `.` and `..`, sorted by bytes; `nil` when
  /// unreadable.
  public func rawNames() -> [[UInt8]]? {
    let copy = dup(fd)
    guard copy >= 0, let dir = fdopendir(copy) else { return nil }
    defer { closedir(dir) }
    rewinddir(dir)
    var names: [[UInt8]] = []
    while let entry = readdir(dir) {
      let name = [UInt8](POSIXCalls.entryName(entry))
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
  public func status(_ name: [UInt8]) -> POSIXCalls.FileStatus? {
    var st = stat()
    let r = (name + [0]).withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: CChar.self) { fstatat(fd, $0.baseAddress!, &st, 0) }
    }
    guard r == 0 else { return nil }
    return POSIXCalls.status(st)
  }

  public init?(parent: POSIXDirectory, name: [UInt8]) {
    fd = (name + [0]).withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: CChar.self) { openat(parent.fd, $0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    }
    if fd < 0 { return nil }
  }

  /// `stat` of an entry, links followed.
  public func status(_ name: String) -> POSIXCalls.FileStatus? {
    var st = stat()
    guard fstatat(fd, name, &st, 0) == 0 else { return nil }
    return POSIXCalls.status(st)
  }
}

extension POSIXCalls {
  /// The names in a directory (without `.` and `..`), sorted by bytes; `nil` when unreadable.
  public static func directoryEntries(_ path: String) -> [String]? {
    entryNames(path, skippingHidden: false)?.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The names in a directory in the order `readdir` gives them, without `.` and `..` (and
  /// without every name starting with `.` when `skippingHidden`); `nil` when unreadable. The one
  /// `readdir` loop for paths.
  public static func entryNames(_ path: String, skippingHidden: Bool) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    return names(closing: dir, skippingHidden: skippingHidden)
  }

  #if canImport(Glibc)
    typealias DirectoryStream = OpaquePointer
  #else
    typealias DirectoryStream = UnsafeMutablePointer<DIR>
  #endif

  /// ``entryNames(_:skippingHidden:)`` split in two: the names that are valid UTF-8, and those
  /// that are not, each as its bytes with the invalid ones written `\xFF` (a `String` of them
  /// would name no file on disk). `nil` when unreadable.
  public static func entryNamesSplittingInvalid(_ path: String, skippingHidden: Bool) -> (
    valid: [String], invalid: [String]
  )? {
    guard let dir = opendir(path) else { return nil }
    var valid: [String] = [], invalid: [String] = []
    forEachName(closing: dir, skippingHidden: skippingHidden) { raw in
      if let name = String(validating: raw, as: UTF8.self) {
        valid.append(name)
      } else {
        invalid.append(escapingInvalidUTF8(Array(raw)))
      }
    }
    return (valid, invalid)
  }

  /// `bytes` as text, each byte that is not part of valid UTF-8 written `\xFF`.
  static func escapingInvalidUTF8(_ bytes: [UInt8]) -> String {
    var out = ""
    var i = 0
    while i < bytes.count {
      var matched = false
      for length in (1...4).reversed() where i + length <= bytes.count {
        if let s = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
          out += s
          i += length
          matched = true
          break
        }
      }
      if !matched {
        out += "\\x" + String(bytes[i], radix: 16, uppercase: true)
        i += 1
      }
    }
    return out
  }

  /// Reads an open directory stream to the end and closes it.
  static func names(closing dir: DirectoryStream, skippingHidden: Bool) -> [String] {
    var names: [String] = []
    forEachName(closing: dir, skippingHidden: skippingHidden) { names.append(String(decoding: $0, as: UTF8.self)) }
    return names
  }

  /// The one `readdir` loop: each name's bytes (read in place, valid until the next call), without
  /// `.` and `..` (and every hidden name when `skippingHidden`); the stream closed at the end.
  static func forEachName(
    closing dir: DirectoryStream, skippingHidden: Bool, _ body: (UnsafeRawBufferPointer) -> Void
  ) {
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let raw = entryName(entry)
      if raw.first == UInt8(ascii: "."),
        skippingHidden || raw.count == 1 || (raw.count == 2 && raw[1] == UInt8(ascii: "."))
      {
        continue
      }
      body(raw)
    }
  }

  /// The name of a `readdir` entry, read in place. glibc's entries are only as long as their
  /// names (`d_reclen`): copying the whole `struct dirent` (`entry.pointee`, 256 bytes of
  /// `d_name`) reads past the end of the stream's buffer on a large directory.
  static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
    let name = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \.d_name)!
    return UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
  }
}
