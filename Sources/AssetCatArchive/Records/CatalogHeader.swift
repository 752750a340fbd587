import AssetCatBytes

/// The 64-byte file header (Docs/CompiledCatalogFormat.md, "Header").
public struct CatalogHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 64
  /// Header flag bit 0: the catalog was thinned with `--keep`.
  public static let flagThinned: UInt32 = 1
  /// Flags a reader of this version understands; any other bit set is refused.
  public static let knownFlags: UInt32 = flagThinned
  /// Where fields lie, for error offsets.
  public static let majorOffset = 8, flagsOffset = 12, sectionCountOffset = 16, tableOffsetOffset = 20
  public static let fileLengthOffset = 24, tableChecksumOffset = 32, reservedOffset = 40, checksumOffset = 56

  public var majorVersion: UInt16 = CompiledCatalogFormat.majorVersion
  public var minorVersion: UInt16 = CompiledCatalogFormat.minorVersion
  public var flags: UInt32 = 0
  public var sectionCount: UInt32 = 0
  public var tableOffset: UInt32 = UInt32(CatalogHeader.byteSize)
  public var fileLength: UInt64 = 0
  public var tableChecksum: UInt64 = 0
  /// XXH64 of bytes 0..<56 (computed by `write`, checked by the reader).
  public var checksum: UInt64 = 0

  public init() {}

  /// Reads the fields; the magic, reserved bytes and checksum are checked by `CompiledCatalog`
  /// (each with its own error code).
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    try reader.skip(8)  // magic
    majorVersion = try reader.u16()
    minorVersion = try reader.u16()
    flags = try reader.u32()
    sectionCount = try reader.u32()
    tableOffset = try reader.u32()
    fileLength = try reader.u64()
    tableChecksum = try reader.u64()
    try reader.skip(16)  // reserved
    checksum = try reader.u64()
  }

  /// Writes the header with its checksum computed over what precedes it.
  public func write(to writer: inout ByteWriter) {
    var head = ByteWriter(endianness: .little, capacity: Self.byteSize)
    head.write(bytes: CompiledCatalogFormat.magic)
    head.write(majorVersion)
    head.write(minorVersion)
    head.write(flags)
    head.write(sectionCount)
    head.write(tableOffset)
    head.write(fileLength)
    head.write(tableChecksum)
    head.zeros(16)
    head.write(XXHash64.hash(head.bytes))
    writer.write(bytes: head.take())
  }
}
