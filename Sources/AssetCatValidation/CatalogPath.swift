import AssetCatSource

/// Display paths: the catalog path as given joined with a path inside it.
public enum CatalogPath {
  public static func join(_ base: String, _ inner: String) -> String { SourcePath.join(base, inner) }

  /// The last path component (`icon@2x.png`), as messages name files.
  public static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
