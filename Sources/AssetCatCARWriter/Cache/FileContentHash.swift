import AssetCatBytes

/// The XXH64 of a file's bytes, read through a mapping (no copy): the content half of a
/// `CARCacheKey`.
enum FileContentHash {
  static let seed: UInt64 = 0x6669_6c65_6279_7465  // "filebyte"

  static func of(_ path: String) throws -> UInt64 {
    let storage = try ByteStorage(mapping: path)
    return XXHash64.hash(UnsafeRawBufferPointer(start: storage.base, count: storage.count), seed: seed)
  }
}
