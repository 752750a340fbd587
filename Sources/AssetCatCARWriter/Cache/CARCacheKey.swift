import AssetCatBytes
import AssetCatCore

/// What a cached rendition record is looked up by: a hash of everything that decides the
/// record's bytes other than its file (the work item's asset, kind, rendition, properties,
/// trait values, drawing scale, the pixel encodings and the cache's format version), and a hash
/// of the file's bytes. A change to either is a different key, so a cached record is only ever
/// used where encoding again would give the same bytes.
package struct CARCacheKey: Hashable, Sendable {
  package var material: UInt64
  package var content: UInt64

  /// The key of `work` encoded with `encodings`, or `nil` for what is not cached: what has no
  /// file of its own (colors, app icon indexes) and what several files make (image stacks),
  /// which cost little or are few.
  static func of(_ work: CARPlan.Work, encodings: CARPixelEncodings) throws -> CARCacheKey? {
    guard work.layered == nil, work.iconSet == nil, let path = work.filePath else { return nil }
    let material = Array(Self.material(work, encodings: encodings).utf8)
    return CARCacheKey(material: XXHash64.hash(material, seed: Self.materialSeed), content: try FileContentHash.of(path))
  }

  static let materialSeed: UInt64 = 0x6361_7263_6163_6865  // "carcache"

  /// Everything of a work item that its record's bytes depend on besides the file's content, as
  /// text. The rendition, its properties and the encodings are written by their reflected
  /// descriptions, which name every stored field (nested ones too), so a field added to any of
  /// them is in the key without a change here; the trait values, a dictionary whose order is not
  /// stable, go sorted. (JSONEncoder gave the same guarantee at a sixth of a rebuild's time.)
  static func material(_ w: CARPlan.Work, encodings: CARPixelEncodings) -> String {
    let values = w.values.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
    return [
      "v\(CARCacheTrailer.currentVersion)", w.facet, w.kind.rawValue, w.filePath ?? "", String(reflecting: w.rendition),
      String(reflecting: w.properties), values.joined(separator: ","), "\(w.part)", "\(w.rasterScale ?? 0)",
      String(reflecting: encodings),
    ].joined(separator: "\u{0}")
  }
}
