/// The project's one path policy for names a catalog holds (a Contents.json `filename`, a compiled
/// catalog's asset and rendition paths), checked on the bytes the operating system sees: the UTF-8
/// bytes split on 0x2F.
///
/// Swift `Character`s are not what the OS sees: `../` followed by a combining mark (U+0301) is one
/// `Character` `/́`, so a `Character` split finds no `..` component, while the OS finds `..` and
/// climbs a folder. Bytes 0x2E (`.`), 0x2F (`/`) and 0x00 never occur inside a multi-byte UTF-8
/// sequence, so a byte scan is exact for every string.
///
/// A safe path is relative (no leading `/`), non-empty, with no empty, `.` or `..` component and
/// no NUL (which C calls would read as the end of the name). Links are the file system's business:
/// `AssetCatFileSystem.BeneathPath` resolves each component on disk.
public enum RelativePath {
  /// What makes a path unsafe.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    case empty, absolute, nul, emptyComponent, dotComponent, parentComponent

    public var description: String {
      switch self {
      case .empty: "the path is empty"
      case .absolute: "the path is absolute"
      case .nul: "the path contains a NUL byte"
      case .emptyComponent: "the path has an empty component ('//' or a trailing '/')"
      case .dotComponent: "the path has a '.' component"
      case .parentComponent: "the path has a '..' component (it climbs out of its folder)"
      }
    }
  }

  /// The first problem of `path`, or `nil` when it is safe.
  public static func problem(_ path: String) -> Problem? {
    var path = path
    return path.withUTF8 { problem(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Whether `path` is safe to join to a folder.
  public static func isSafe(_ path: String) -> Bool { problem(path) == nil }

  /// The first problem of a path given as bytes, or `nil` when it is safe. One pass, no copies.
  public static func problem(bytes b: UnsafeRawBufferPointer) -> Problem? {
    guard !b.isEmpty else { return .empty }
    guard b[0] != slash else { return .absolute }
    var start = 0
    for i in 0...b.count {
      if i < b.count && b[i] == 0 { return .nul }
      guard i == b.count || b[i] == slash else { continue }
      switch i - start {
      case 0: return .emptyComponent
      case 1 where b[start] == dot: return .dotComponent
      case 2 where b[start] == dot && b[start + 1] == dot: return .parentComponent
      default: break
      }
      start = i + 1
    }
    return nil
  }

  /// The components of `path` as the OS splits them (on the byte 0x2F), each as its UTF-8 bytes.
  public static func components(_ path: String) -> [[UInt8]] {
    path.utf8.split(separator: slash, omittingEmptySubsequences: false).map(Array.init)
  }

  /// `path` for messages: control characters (NUL included) as `\u{…}` escapes.
  public static func printable(_ path: String) -> String {
    var out = ""
    for u in path.unicodeScalars {
      if u.value < 0x20 || u.value == 0x7F {
        out += "\\u{\(String(u.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(u)
      }
    }
    return out
  }

  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")
}
