import Foundation

/// A work item's record: from the rendition cache when it holds the item's key, else encoded.
struct CARCachedEncoding: Sendable {
  var record: [UInt8]
  /// The item's cache key; `nil` for what is not cached.
  var key: CARCacheKey?
  /// The record's XXH64 when it came from the cache (checked there), so it is not hashed again.
  var checksum: UInt64?
  var reused: Bool { checksum != nil }

  static func of(_ work: CARPlan.Work, encodings: CARPixelEncodings, cache: CARRecordCache?) throws -> CARCachedEncoding
  {
    // An atlas's record was made (or taken from the cache) by the packer.
    if case .packedSheet(let sheet) = work.source {
      return CARCachedEncoding(record: try sheet.record.bytes(), key: sheet.cacheKey, checksum: sheet.checksum)
    }
    // The file read once, for its key and, when the cache does not hold it, its encoding. No
    // key (the file cannot be read, say): encoding finds the problem and says it.
    let contents = cache == nil ? nil : work.fileContents()
    let key = cache == nil ? nil : (try? CARCacheKey.of(work, encodings: encodings, contents: contents)) ?? nil
    if let key, let cached = cache?.record(for: key) {
      return CARCachedEncoding(record: cached.bytes, key: key, checksum: cached.checksum)
    }
    let record = try work.record(encodings, contents: contents)
    return CARCachedEncoding(record: record, key: key, checksum: nil)
  }
}
