import AssetCatImaging
import AssetCatSource
import Foundation

extension ProbeMemo {
  /// The probe memo a build keeps in its rendition cache's folder (`--cache-dir`, or the user's
  /// cache folder; none with `--no-cache`), for these catalogs. Its settings name the vector
  /// libraries' versions, read at run time, since a PDF's or SVG's size is theirs to say.
  public static func forBuild(cacheDirectory: String?, catalogs: [String]) -> ProbeMemo? {
    guard let cacheDirectory, let path = file(in: cacheDirectory, catalogs: catalogs) else { return nil }
    return ProbeMemo(path: path, settings: "vector libraries: \(VectorShim.libraryVersions ?? "none")")
  }

  /// The memo of a build whose rendition cache is the file `cachePath` in a shared folder; none
  /// for a cache beside its output (`X.car.cache`: nothing else goes beside an output).
  public static func forBuild(cachePath: String?, catalogs: [String]) -> ProbeMemo? {
    guard let cachePath, cachePath.hasSuffix(".carcache") else { return nil }
    return forBuild(cacheDirectory: (cachePath as NSString).deletingLastPathComponent, catalogs: catalogs)
  }
}
