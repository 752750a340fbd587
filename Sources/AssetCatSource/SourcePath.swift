/// Path helpers for display paths (catalog path as given + inner path).
public enum SourcePath {
  public static func join(_ base: String, _ inner: String) -> String {
    if inner.isEmpty { return base }
    if base.isEmpty { return inner }
    return base.hasSuffix("/") ? base + inner : base + "/" + inner
  }
}
