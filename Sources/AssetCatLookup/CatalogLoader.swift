import AssetCatArchive
import AssetCatCAR
import AssetCatCompiledFile
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import Foundation

/// A catalog opened for queries (`resolve`, `info`): anything that answers `AssetLookup`, plus
/// the source reader's result when it came from an `.xcassets` folder.
public struct LoadedCatalog: Sendable {
  public var path: String
  public var lookup: any AssetLookup
  /// `nil` for a compiled catalog.
  public var source: SourceReadResult?
}

/// The one place that picks a reader by the catalog's kind: a folder is a source catalog, a file
/// a compiled one (`CompiledCatalogFile` tells `.assetcat` and `Assets.car` apart by their bytes).
public enum CatalogLoader {
  /// Opens `path`; `onlyAsset` lets a compiled catalog read that asset's renditions only (one
  /// lookup), the other assets named but not loaded.
  /// - Throws: `LookupError` (exit 2) when it does not exist or cannot be read.
  public static func load(_ path: String, probeImages: Bool = true, onlyAsset: String? = nil) throws -> LoadedCatalog {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
      throw LookupError("catalog '\(path)' does not exist")
    }
    if !isDir.boolValue {
      guard CompiledCatalogFile.kind(ofFileAt: path) != nil else {
        throw LookupError(
          "'\(path)' is neither a source catalog (.xcassets folder) nor a compiled catalog (.assetcat, Assets.car)")
      }
      // An .assetcat checks its header, section table and name index here and each record when a
      // lookup reads it (the `load…` lookups throw on a corrupt record: exit 2, never "no such
      // asset"); a car is read and checked structurally.
      do {
        return LoadedCatalog(path: path, lookup: try CompiledCatalogFile.open(path, onlyAsset: onlyAsset), source: nil)
      } catch {
        throw LookupError("\(path): \(error)")
      }
    }
    do {
      let result = try SourceCatalogReader.read(
        paths: [path], options: SourceReadOptions(probeImages: probeImages, inspector: .imaging))
      return LoadedCatalog(path: path, lookup: result.catalog, source: result)
    } catch {
      throw LookupError(error.description)
    }
  }

  /// Opens an `Assets.car` (detected by its `BOMStore` magic).
  /// - Throws: `LookupError` (exit 2) when it is corrupt.
  public static func openCAR(_ path: String) throws -> CARCatalog {
    do {
      return CARCatalog(file: try CARFile(path: path))
    } catch {
      throw LookupError("\(path): \(error)")
    }
  }
}
