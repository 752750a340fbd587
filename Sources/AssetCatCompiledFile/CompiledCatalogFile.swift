import AssetCatArchive
import AssetCatBytes
import AssetCatCAR
import AssetCatCore
import Foundation

/// The one call that opens either compiled format: assetcat's `.assetcat` or Apple's
/// `Assets.car`, told apart by their magic (never by the extension).
public enum CompiledCatalogFile {
  public enum Kind: Sendable, Hashable {
    case assetcat
    case car
  }

  /// Which compiled format the file at `path` holds, or `nil` when neither (or unreadable).
  public static func kind(ofFileAt path: String) -> Kind? {
    guard let storage = try? ByteStorage(mapping: path) else { return nil }
    let head = storage.buffer.prefix(8)
    if head.count == 8, head.elementsEqual(BOMHeader.magic) { return .car }
    if head.elementsEqual(CompiledCatalogFormat.magic) { return .assetcat }
    // A damaged .assetcat is still judged by its reader (which names what is wrong).
    return (path as NSString).pathExtension.lowercased() == "assetcat" ? .assetcat : nil
  }

  /// Opens the compiled catalog at `path` for lookups. A car is read whole (keys, facets,
  /// rendition headers; with `onlyAsset`, the rendition headers of that asset only) and checked
  /// structurally; an `.assetcat` checks its header, section table and name index here and each
  /// record when a lookup reads it.
  public static func open(_ path: String, onlyAsset: String? = nil) throws -> any AssetLookup {
    switch kind(ofFileAt: path) {
    case .car:
      return CARCatalog(file: try CARFile(path: path, onlyFacets: onlyAsset.map { [$0] }))
    case .assetcat:
      return try CompiledCatalog(contentsOf: URL(fileURLWithPath: path))
    case nil:
      throw CARError(at: 0, "'\(path)' is neither an Assets.car (BOMStore) nor an .assetcat file")
    }
  }
}
