/// A work item's record: from the rendition cache when it holds the item's key, else encoded.
struct CARCachedEncoding: Sendable {
  var record: [UInt8]
  /// The item's cache key; `nil` for what is not cached.
  var key: CARCacheKey?
  /// Whether the record came from the cache.
  var reused: Bool

  static func of(_ work: CARPlan.Work, encodings: CARPixelEncodings, cache: CARRecordCache?) throws -> CARCachedEncoding {
    // No key (the file cannot be read, say): encoding finds the problem and says it.
    let key = cache == nil ? nil : (try? CARCacheKey.of(work, encodings: encodings)) ?? nil
    if let key, let record = cache?.record(for: key) {
      return CARCachedEncoding(record: record, key: key, reused: true)
    }
    let record = try CARRenditionEncoder.record(try work.encode(encodings))
    return CARCachedEncoding(record: record, key: key, reused: false)
  }
}
