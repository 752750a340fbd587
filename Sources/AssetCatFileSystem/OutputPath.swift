#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The rule for a file a command writes (`compile -o`, `--depfile`): it is replaced by a rename,
/// so it must be a regular file or nothing yet, and never one of the command's inputs.
///
/// Refused: a folder, a FIFO, a socket, a character or block device (as root, `-o /dev/null`
/// would otherwise replace the system's `/dev/null` with a regular file); a path inside an input
/// folder (a catalog's own PNG or Contents.json, or a new file there); the same file as an input
/// (by device and inode, so links and other spellings are caught). Checked before anything is
/// read or written, so a refused command changes nothing.
public enum OutputPath {
  /// Why `path` must not be written, or `nil` when it may.
  public static func problem(_ path: String, inputFolders: [String], inputFiles: [String]) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    if let kind = nonFileKind(path) { return "'\(path)' is \(kind), not a file an output can replace" }
    if let folder = missingFolder(path) { return "the folder '\(folder)' does not exist; create it first" }
    if let inside = insideProblem(path, inputFolders: inputFolders) { return inside }
    guard let out = identity(path) else { return nil }
    for file in inputFiles where identity(file) == out { return "'\(path)' is the input '\(file)'" }
    return nil
  }

  /// Why a side output (a partial Info.plist, a dependency-info file, a depfile) must not be
  /// written, or `nil` when it may: as ``problem(_:inputFolders:inputFiles:)``, except that a
  /// character device or a FIFO (`/dev/null`, `/dev/stdout`) is written in place rather than
  /// replaced (``SpecialFile``), as actool and every Unix tool write them. A folder, a block
  /// device, a socket, an input or a path inside an input catalog is still refused.
  public static func sideOutputProblem(_ path: String, inputFolders: [String], inputFiles: [String]) -> String? {
    guard SpecialFile.isWritableInPlace(path) else {
      return problem(path, inputFolders: inputFolders, inputFiles: inputFiles)
    }
    guard let out = identity(path) else { return nil }
    for file in inputFiles where identity(file) == out { return "'\(path)' is the input '\(file)'" }
    return nil
  }

  /// Why the folder `path` must not be written into (`report -o`), or `nil` when it may: it
  /// exists as something other than a folder, or it is, or is inside, an input catalog.
  public static func folderProblem(_ path: String, inputFolders: [String]) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    switch nonFileKind(path) {
    case "a folder": break
    case let kind?: return "'\(path)' is \(kind), not a folder"
    case nil: if identity(path) != nil { return "'\(path)' is a file, not a folder" }
    }
    return insideProblem(path, inputFolders: inputFolders)
  }

  /// "inside the input catalog" when `path` is one of `inputFolders` or lies in one.
  static func insideProblem(_ path: String, inputFolders: [String]) -> String? {
    guard let location = nearestRealLocation(path) else { return nil }
    for folder in inputFolders {
      guard let real = BeneathPath.realPath(folder) else { continue }
      if BeneathPath.isInside(location, real) { return "'\(path)' is inside the input catalog '\(folder)'" }
    }
    return nil
  }

  /// What `path` is when it exists as something other than a regular file (links followed).
  static func nonFileKind(_ path: String) -> String? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    switch st.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }

  /// The folder `path` would be written into when that folder does not exist (or is not a
  /// folder), so the command stops before its work rather than at the final rename.
  static func missingFolder(_ path: String) -> String? {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return nil }
    let folder = String(decoding: bytes[..<slash], as: UTF8.self)
    return nonFileKind(folder) == "a folder" ? nil : folder
  }

  /// Where `path` is on disk: its real path when it exists, else its folder's real path and its
  /// name; `nil` when the folder does not exist either.
  public static func realLocation(_ path: String) -> String? {
    if let real = BeneathPath.realPath(path) { return real }
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
      return BeneathPath.realPath(".").map { $0 + "/" + path }
    }
    let folder = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    return BeneathPath.realPath(folder).map {
      ($0 == "/" ? "" : $0) + "/" + String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }
  }

  /// `realLocation` of the nearest existing ancestor, with the missing components after it (a
  /// folder that `report` creates with its parents).
  static func nearestRealLocation(_ path: String) -> String? {
    var head = path
    var tail: [Substring] = []
    while !head.isEmpty {
      if let real = realLocation(head) { return ([Substring(real)] + tail.reversed()).joined(separator: "/") }
      guard let slash = head.lastIndex(of: "/") else { break }
      tail.append(head[head.index(after: slash)...])
      head = String(head[..<slash])
    }
    return nil
  }

  /// Device and inode of an existing file (links followed).
  static func identity(_ path: String) -> [UInt64]? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    return [UInt64(st.st_dev), UInt64(st.st_ino)]
  }
}
