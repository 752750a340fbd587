import AssetCatCAR

/// A packed atlas's work (`CARAtlasSheet`): its record, encoded when the packer laid it out or
/// taken from the rendition cache, and the pixels each facet has in it (`size` and the sizer
/// give each facet that share of its bytes). With a cache, also what the next build needs to
/// reuse the sheet without decoding an image: its key, and each member image's key and what the
/// packer learned of it (`CARCachedImage`).
struct CARPackedSheet: Sendable {
  /// The record (`CSIRendition`) as the car stores it, in memory or set aside (`CARSheetSpill`).
  var record: CARSheetBytes
  var facetPixels: [String: Int]
  /// The sheet's key in the rendition cache (`CARAtlasSheet.cacheKey`); `nil` when it is not
  /// cached (a member without a key, or no cache).
  var cacheKey: CARCacheKey? = nil
  /// The record's XXH64 when it came from the cache (checked there).
  var checksum: UInt64? = nil
  /// The member images to remember for the next build, by their keys.
  var images: [(key: CARCacheKey, image: CARAtlasPacker.Measured)] = []

  /// `bytes` shared among the facets by their pixels (the remainder to the first by name).
  func shares(of bytes: Int) -> [String: Int] {
    let total = facetPixels.values.reduce(0, +)
    guard total > 0 else { return [:] }
    var out = facetPixels.mapValues { bytes * $0 / total }
    if let first = facetPixels.keys.min() { out[first, default: 0] += bytes - out.values.reduce(0, +) }
    return out
  }
}
