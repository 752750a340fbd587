import AssetCatBytes

/// The last 32 bytes of a rendition cache file (`CARRecordCache`): what the file is, which build
/// of the tool wrote it, and the size of the car whose records its table points at. The file:
/// the records' table, the packed images' table and their area, `CARCacheImageSection`, this.
struct CARCacheTrailer: FixedSizeByteRecord, Equatable {
  static let byteSize = 32
  static let magic: [UInt8] = Array("ACRCACHE".utf8)
  /// Bumped whenever a record's bytes or the key's material change meaning: 2 added the packed
  /// images' section (`CARCacheImageSection`) and the atlases' records.
  static let currentVersion: UInt32 = 2

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

/// The 16 bytes before the trailer (from version 2): how many packed images the file keeps
/// (`CARCachedImage`, each a row of the second table) and the bytes of the area that holds them,
/// which lies between that table and this section.
struct CARCacheImageSection: FixedSizeByteRecord, Equatable {
  static let byteSize = 16

  var count: UInt32
  var areaLength: UInt64

  init(count: UInt32, areaLength: UInt64) { (self.count, self.areaLength) = (count, areaLength) }

  init(from r: inout ByteReader) throws(ByteReadError) {
    count = try r.u32()
    let reserved = try r.u32()
    guard reserved == 0 else { throw r.invalid("the image section's reserved word is \(reserved)") }
    areaLength = try r.u64()
  }

  func write(to w: inout ByteWriter) throws(ByteWriteError) {
    w.write(count)
    w.write(UInt32(0))
    w.write(areaLength)
  }
}

/// One row of a rendition cache's tables: a rendition's key, where its encoded record is in the
/// car (or, in the images' table, where the image is in the file's image area), and the bytes'
/// checksum (XXH64), checked before they are used.
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
