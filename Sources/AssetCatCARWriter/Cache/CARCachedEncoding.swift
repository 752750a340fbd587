import Foundation

/// A work item's record: from the rendition cache when it holds the item's key, else encoded.
struct CARCachedEncoding: Sendable {
  var record: [UInt8]
  /// The item's cache key; `nil` for what is not cached.
  var key: CARCacheKey?
  /// The record's XXH64 when it came from the cache (checked there), so it is not hashed again.
  var checksum: UInt64?
  var reused: Bool { checksum != nil }

  /// `hashes`: the source reader's hashes of the files (`CARPlan.contentHashes`).
  static func of(
    _ work: CARPlan.Work, encodings: CARPixelEncodings, hashes: [String: UInt64], cache: CARRecordCache?
  ) throws -> CARCachedEncoding {
    // An atlas's record was made (or taken from the cache) by the packer.
    if case .packedSheet(let sheet) = work.source {
      return CARCachedEncoding(record: try sheet.record.bytes(), key: sheet.cacheKey, checksum: sheet.checksum)
    }
    // Found by the hash the source reader took of the file: not read at all.
    let known = cache == nil ? nil : CARCacheKey.known(work, encodings: encodings, hashes: hashes)
    if let known, let cached = cache?.record(for: known) {
      return CARCachedEncoding(record: cached.bytes, key: known, checksum: cached.checksum)
    }
    // Else the file read once, for its key (the hash of the bytes encoded, whatever the reader
    // saw) and its encoding. No key (the file cannot be read, say): encoding finds the problem
    // and says it.
    let contents = cache == nil ? nil : work.fileContents()
    let key = cache == nil ? nil : (try? CARCacheKey.of(work, encodings: encodings, contents: contents)) ?? nil
    // A key looked up already is not again (a damaged record would be counted twice).
    if let key, key != known, let cached = cache?.record(for: key) {
      return CARCachedEncoding(record: cached.bytes, key: key, checksum: cached.checksum)
    }
    let record = try work.record(encodings, contents: contents)
    return CARCachedEncoding(record: record, key: key, checksum: nil)
  }
}
