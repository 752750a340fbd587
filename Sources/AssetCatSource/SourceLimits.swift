/// Limits that no real catalog comes near, so that hostile input costs bounded time and memory
/// (README, "Limits"). Going over one is AC001, and the part over it is not read.
public enum SourceLimits {
  /// Bytes of one Contents.json (real ones are a few kilobytes; a 100,000-entry set is ~8 MB).
  public static let maxContentsBytes = 16 << 20
  /// Entries in one asset's list (`images`, `colors`, `data`, `symbols`); real sets have a few
  /// dozen, the largest app icon sets a few hundred.
  public static let maxEntries = 100_000
  /// Folders inside folders below the catalog's root (real catalogs nest groups a few deep).
  public static let maxFolderDepth = 64
}
