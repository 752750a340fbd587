import AssetCatCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The path policy on disk, for reading: what a relative path names under a folder that is
/// inside a root (a source catalog), checked component by component as the OS walks it.
///
/// First `RelativePath` (the bytes: no `..`, not absolute, no NUL, …); then each component is
/// `lstat`ed in turn, and a symbolic link (a folder on the way or the file itself) is followed
/// only when its real path stays inside the root. So `sub/id_rsa`, where `sub` links to a folder
/// outside, is `.outside`, although the last component is a plain file.
public enum BeneathPath {
  public enum Kind: Hashable, Sendable {
    case directory, file
    /// A FIFO, socket or device: no file to read (opening one can block forever, SPEC §7).
    case special
    case missing
    /// A component is a symbolic link whose target is outside the root.
    case outside
    /// The path's bytes break the policy.
    case unsafe(RelativePath.Problem)
  }

  /// What `relative` names under `folder` (a path to a folder already known to be inside
  /// `rootReal`, the root's real path). Cost: one `lstat` per component, plus a `realpath` per
  /// link. A link whose real path is inside one of `linkRoots` (real paths: what the caller was
  /// told to trust, such as a build system's execution root; `/` trusts every link) is followed
  /// as one inside the root is.
  public static func kind(of relative: String, under folder: String, rootReal: String, linkRoots: [String] = [])
    -> Kind
  {
    if let problem = RelativePath.problem(relative) { return .unsafe(problem) }
    let components = relative.utf8.split(separator: UInt8(ascii: "/"))
    var path = folder
    for (i, component) in components.enumerated() {
      path += "/" + String(decoding: component, as: UTF8.self)
      var st = stat()
      guard lstat(path, &st) == 0 else { return .missing }
      if (st.st_mode & S_IFMT) == S_IFLNK {
        guard let real = realPath(path) else { return .missing }
        guard isInside(real, rootReal) || linkRoots.contains(where: { isInside(real, $0) }) else { return .outside }
        guard stat(path, &st) == 0 else { return .missing }
      }
      let type = st.st_mode & S_IFMT
      if i < components.count - 1 {
        guard type == S_IFDIR else { return .missing }
        continue
      }
      switch type {
      case S_IFDIR: return .directory
      case S_IFREG: return .file
      default: return .special
      }
    }
    return .missing
  }

  /// Whether the real path `real` is `rootReal` or below it.
  public static func isInside(_ real: String, _ rootReal: String) -> Bool {
    real == rootReal || real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/")
  }

  /// `realpath(3)`: the path with every link, `.` and `..` resolved; `nil` when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let r = realpath(path, nil) else { return nil }
    defer { free(r) }
    return String(cString: r)
  }
}
