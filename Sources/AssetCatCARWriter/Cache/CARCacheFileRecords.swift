import AssetCatBytes

/// The last 32 bytes of a rendition cache file (`CARRecordCache`): what the file is, which build
/// of the tool wrote it, and the size of the car whose records its table points at. The table
/// runs from the file's start to the trailer.
struct CARCacheTrailer: FixedSizeByteRecord, Equatable {
  static let byteSize = 32
  static let magic: [UInt8] = Array("ACRCACHE".utf8)
  /// Bumped whenever a record's bytes or the key's material change meaning.
  static let currentVersion: UInt32 = 1

  var version: UInt32
  var count: UInt32
  /// The size of the car the entries point into.
  var carSize: UInt64
  /// `CARCacheTool.identity` of the build that wrote the file.
  var tool: UInt64

  init(version: UInt32 = Self.currentVersion, count: UInt32, carSize: UInt64, tool: UInt64) {
    (self.version, self.count, self.carSize, self.tool) = (version, count, carSize, tool)
  }

  init(from r: inout ByteReader) throws(ByteReadError) {
    version = try r.u32()
    count = try r.u32()
    carSize = try r.u64()
    tool = try r.u64()
    try r.expect(Self.magic, "rendition cache magic")
  }

  func write(to w: inout ByteWriter) throws(ByteWriteError) {
    w.write(version)
    w.write(count)
    w.write(carSize)
    w.write(tool)
    w.write(bytes: Self.magic)
  }
}

/// One row of a rendition cache's table: a rendition's key, where its encoded record is in the
/// car, and the record's checksum (XXH64), checked before the record is used.
package struct CARCacheEntry: FixedSizeByteRecord, Equatable {
  package static let byteSize = 40

  package var key: CARCacheKey
  package var offset: UInt64
  package var length: UInt64
  package var checksum: UInt64

  init(key: CARCacheKey, offset: UInt64, length: UInt64, checksum: UInt64) {
    (self.key, self.offset, self.length, self.checksum) = (key, offset, length, checksum)
  }

  package init(from r: inout ByteReader) throws(ByteReadError) {
    key = CARCacheKey(material: try r.u64(), content: try r.u64())
    offset = try r.u64()
    length = try r.u64()
    checksum = try r.u64()
  }

  package func write(to w: inout ByteWriter) throws(ByteWriteError) {
    w.write(key.material)
    w.write(key.content)
    w.write(offset)
    w.write(length)
    w.write(checksum)
  }
}
