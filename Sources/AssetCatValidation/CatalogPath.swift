import AssetCatSource

/// Display paths: the catalog path as given joined with a path inside it.
public enum CatalogPath {
  public static func join(_ base: String, _ inner: String) -> String { SourcePath.join(base, inner) }

  /// The last path component (`icon@2x.png`), as messages name files: the last that is not empty
  /// (`a/b/` names `b`); the path itself when it has none.
  /// Scans back from the end: the checks ask it of every file, and splitting the whole path into
  /// components cost 6% of a rebuild's instructions on a catalog of 9,800 images.
  public static func fileName(_ path: String) -> String {
    let utf8 = path.utf8
    guard let end = utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path }
    let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
    return String(path[start...end])
  }
}
