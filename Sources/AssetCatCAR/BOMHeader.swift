import AssetCatBytes

/// The 32-byte header at offset 0 of a BOM store (big-endian): where the block index and the
/// variables table are.
public struct BOMHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 32
  public static let magic: [UInt8] = Array("BOMStore".utf8)

  public var version: UInt32
  /// Non-null blocks in the index (informational: one system car states it wrongly).
  public var blockCount: UInt32
  public var indexOffset: UInt32
  public var indexLength: UInt32
  public var variablesOffset: UInt32
  public var variablesLength: UInt32

  public init(
    version: UInt32 = 1, blockCount: UInt32, indexOffset: UInt32, indexLength: UInt32,
    variablesOffset: UInt32, variablesLength: UInt32
  ) {
    self.version = version
    self.blockCount = blockCount
    self.indexOffset = indexOffset
    self.indexLength = indexLength
    self.variablesOffset = variablesOffset
    self.variablesLength = variablesLength
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    try reader.expect(Self.magic, "the BOMStore magic")
    version = try reader.u32()
    guard version == 1 else {
      throw reader.invalid("BOM store version \(version), expected 1", at: reader.position - 4)
    }
    blockCount = try reader.u32()
    indexOffset = try reader.u32()
    indexLength = try reader.u32()
    variablesOffset = try reader.u32()
    variablesLength = try reader.u32()
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(bytes: Self.magic)
    for v in [version, blockCount, indexOffset, indexLength, variablesOffset, variablesLength] { writer.write(v) }
  }
}
