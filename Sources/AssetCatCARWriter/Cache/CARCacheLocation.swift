import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// Where a car's rendition cache lives: beside the car (`Assets.car.cache`), or in a cache
/// folder shared by many outputs, one file an output (`Assets-<hash of the output's absolute
/// path>.carcache`).
public enum CARCacheLocation {
  /// `OUTPUT.cache`.
  public static func beside(_ output: String) -> String { output + ".cache" }

  /// The cache file for `output` in `directory`, which is made when missing (`nil` when it
  /// cannot be).
  public static func file(in directory: String, forOutput output: String) -> String? {
    guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil else {
      return nil
    }
    let absolute = output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
    let hash = XXHash64.hash(Array(absolute.utf8), seed: CARCacheKey.materialSeed)
    let name = (output.split(separator: "/").last.map(String.init) ?? "Assets.car")
    let stem = name.hasSuffix(".car") ? String(name.dropLast(4)) : name
    return directory + "/" + stem + "-" + String(hash, radix: 16) + ".carcache"
  }

  /// The user's cache folder for rendition caches, where `actool` and `compile -o X.car` keep
  /// theirs unless told otherwise: `$ASSETCAT_CACHE_DIR`, else `$XDG_CACHE_HOME/assetcat`, else
  /// `~/.cache/assetcat` (`nil` when the environment names no home). Never an app's resources,
  /// where nothing but the outputs may go.
  public static func userDirectory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let dir = environment["ASSETCAT_CACHE_DIR"], !dir.isEmpty { return dir }
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/assetcat" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/assetcat" }
    return nil
  }

  /// Bytes the caches of a shared folder may take before the least recently written are
  /// removed (`prune`): `$ASSETCAT_CACHE_LIMIT_MB` mebibytes, else 1 GiB.
  public static func limit(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
    environment["ASSETCAT_CACHE_LIMIT_MB"].flatMap(Int.init).map { max(0, $0) << 20 } ?? 1 << 30
  }

  /// Removes the `.carcache` and `.probememo` files of `directory` written longest ago until the rest take at most
  /// `limit` bytes, never `keeping` (the cache just written). A file another run removes or
  /// replaces meanwhile is skipped.
  public static func prune(_ directory: String, limit: Int, keeping: String) {
    let fm = FileManager.default
    guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return }
    var files: [(path: String, size: Int, written: Date)] = []
    // The source reader's probe memos (`ProbeMemo`) live here too and count against the limit.
    for name in names where name.hasSuffix(".carcache") || name.hasSuffix(".probememo") {
      let path = directory + "/" + name
      guard let a = try? fm.attributesOfItem(atPath: path), a[.type] as? FileAttributeType == .typeRegular,
        let size = (a[.size] as? NSNumber)?.intValue, let written = a[.modificationDate] as? Date
      else { continue }
      files.append((path, size, written))
    }
    var total = files.reduce(0) { $0 + $1.size }
    for f in files.sorted(by: { ($0.written, $0.path) < ($1.written, $1.path) }) where total > limit {
      guard f.path != keeping, (try? fm.removeItem(atPath: f.path)) != nil else { continue }
      total -= f.size
    }
  }

}
