import AssetCatBytes

/// A rendition cache file read through the bounds-checked byte layer: one `CARCacheEntry` per
/// cached record, then the `CARCacheTrailer`, nothing else. Every entry's record must lie inside
/// the car the trailer gives the size of. Anything else is damage.
package enum CARCacheFile {
  package struct Foreign: Error, CustomStringConvertible {
    package var description: String
  }

  /// The size of the car the entries point into, and the entries by key. Throws `ByteReadError`
  /// for damage, `Foreign` for a file that another version or build of the tool wrote (any
  /// build, with `tool` nil).
  package static func entries(
    _ bytes: UnsafeRawBufferPointer, tool: UInt64?
  ) throws -> (carSize: UInt64, entries: [CARCacheKey: CARCacheEntry]) {
    let reader = ByteReader(bytes, endianness: .little)
    guard reader.count >= CARCacheTrailer.byteSize else {
      throw reader.invalid("\(reader.count) bytes, shorter than a rendition cache's trailer")
    }
    let tableLength = reader.count - CARCacheTrailer.byteSize
    var tail = try reader.window(at: tableLength, length: CARCacheTrailer.byteSize)
    let trailer = try tail.record(CARCacheTrailer.self)
    guard trailer.version == CARCacheTrailer.currentVersion else {
      throw Foreign(description: "its format version is \(trailer.version), not \(CARCacheTrailer.currentVersion)")
    }
    guard tool == nil || trailer.tool == tool else { throw Foreign(description: "another build of assetcat wrote it") }
    let count = Int(trailer.count)
    guard tableLength == count * CARCacheEntry.byteSize else {
      throw reader.invalid("its table of \(count) entries does not end at its trailer")
    }
    var entries: [CARCacheKey: CARCacheEntry] = [:]
    entries.reserveCapacity(count)
    for i in 0..<count {
      let e = try reader.row(CARCacheEntry.self, i, ofTableAt: 0, count: count)
      guard e.offset <= trailer.carSize, e.length <= trailer.carSize - e.offset else {
        throw reader.invalid("entry \(i)'s record is outside the car")
      }
      entries[e.key] = e
    }
    return (trailer.carSize, entries)
  }
}
