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

  /// The cache folder the environment names, `$ASSETCAT_CACHE_DIR`: the actool drop-in keeps a
  /// cache only there or in `--cache-dir`, since its output folder is an app's resources, where
  /// nothing else may go, and a folder it chose itself would fill with caches of every build.
  public static func environmentDirectory(_ environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String?
  {
    environment["ASSETCAT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
