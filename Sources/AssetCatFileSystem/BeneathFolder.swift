import AssetCatCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a write beneath a folder was refused or failed.
public struct BeneathFailure: Error, Sendable, CustomStringConvertible {
  public var description: String
}

/// The path policy on disk, for writing: a destination folder (`extract`) that nothing is written
/// outside of, whatever names the writer is given.
///
/// Every relative path first passes `RelativePath` (bytes: no `..`, not absolute, no NUL, …).
/// Folders are then made and entered one component at a time with `mkdirat` and
/// `openat(O_NOFOLLOW | O_DIRECTORY)` from the destination's descriptor, so a symbolic link
/// already in the destination (or put there meanwhile) is never entered: it is refused. A file is
/// written to a temporary name in its folder and renamed over the name with `renameat`, which
/// replaces a directory entry and never writes through it; a name that is already a link, a
/// folder or a special file is refused before that.
public final class BeneathFolder {
  /// The destination as given.
  public let path: String
  private let fd: Int32

  /// Opens `path`, creating it and its parents (links in `path` itself are followed: the user
  /// named it).
  public init(creating path: String) throws(BeneathFailure) {
    self.path = path
    Self.makeParents(path)
    fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw Self.failure(path, "cannot open the folder", errno) }
  }

  deinit { close(fd) }

  /// Writes `bytes` at `relative` (creating its folders), replacing a regular file of that name.
  public func write(_ bytes: [UInt8], to relative: String) throws(BeneathFailure) {
    var parts = try Self.checked(relative)
    let name = parts.removeLast()
    let dir = try enter(parts, relative: relative)
    defer { if dir != fd { close(dir) } }
    try Self.refuseNonFile(dir, name, relative: relative)
    let temporary = "." + name + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let out = openat(dir, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard out >= 0 else { throw Self.failure(relative, "cannot create a file beside it", errno) }
    let file = POSIXFile(fd: out, path: relative)
    do {
      try file.writeAll(bytes)
      try file.closeChecked()
    } catch {
      unlinkat(dir, temporary, 0)
      throw BeneathFailure(description: "\(self.path): \(error)")
    }
    guard renameat(dir, temporary, dir, name) == 0 else {
      let e = errno
      unlinkat(dir, temporary, 0)
      throw Self.failure(relative, "cannot rename into place", e)
    }
  }

  /// Creates the folders of `relative` (each component a real folder, never a link).
  public func makeFolders(_ relative: String) throws(BeneathFailure) {
    let dir = try enter(try Self.checked(relative), relative: relative)
    if dir != fd { close(dir) }
  }

  /// The components of `relative`, or why it breaks the path policy.
  static func checked(_ relative: String) throws(BeneathFailure) -> [String] {
    if let problem = RelativePath.problem(relative) {
      throw BeneathFailure(description: "refused to write '\(RelativePath.printable(relative))': \(problem)")
    }
    return RelativePath.components(relative).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Makes and opens each folder of `parts` beneath the destination; the last one's descriptor
  /// (the destination's own when `parts` is empty).
  private func enter(_ parts: [String], relative: String) throws(BeneathFailure) -> Int32 {
    var current = fd
    for part in parts {
      if mkdirat(current, part, 0o755) != 0 && errno != EEXIST {
        let e = errno
        if current != fd { close(current) }
        throw Self.failure(relative, "cannot create folder '\(part)'", e)
      }
      let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      let e = errno
      if current != fd { close(current) }
      guard next >= 0 else {
        if e == ELOOP || e == ENOTDIR {
          throw BeneathFailure(
            description:
              "\(path): '\(part)' (on the way to '\(relative)') is a symbolic link or not a folder; "
              + "nothing is written through links"
          )
        }
        throw Self.failure(relative, "cannot open folder '\(part)'", e)
      }
      current = next
    }
    return current
  }

  /// Refuses a name that exists as anything but a regular file (a link, a folder, a FIFO, …).
  private static func refuseNonFile(_ dir: Int32, _ name: String, relative: String) throws(BeneathFailure) {
    var st = stat()
    guard fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return }
    switch st.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFLNK:
      throw BeneathFailure(
        description: "'\(relative)' is a symbolic link in the destination; nothing is written through links")
    case S_IFDIR:
      throw BeneathFailure(description: "'\(relative)' is a folder in the destination; a file cannot replace it")
    default:
      throw BeneathFailure(description: "'\(relative)' is a FIFO, socket or device in the destination; not replaced")
    }
  }

  /// `mkdir -p`: each prefix of `path` (failures show when the folder is opened).
  static func makeParents(_ path: String) {
    var prefix = ""
    for (i, part) in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).enumerated() {
      prefix += (i == 0 ? "" : "/") + String(decoding: part, as: UTF8.self)
      if !prefix.isEmpty && !part.isEmpty { mkdir(prefix, 0o755) }
    }
  }

  static func failure(_ path: String, _ what: String, _ code: Int32) -> BeneathFailure {
    BeneathFailure(description: "'\(path)': \(what): \(String(cString: strerror(code)))")
  }
}
