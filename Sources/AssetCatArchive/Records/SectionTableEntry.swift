import AssetCatBytes

/// One 32-byte entry of the section table: kind, reserved zero, offset, length, XXH64.
public struct SectionTableEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 32
  public static let offsetOffset = 8, lengthOffset = 16, checksumOffset = 24

  public var kind: SectionKind
  public var offset: UInt64
  public var length: UInt64
  public var checksum: UInt64

  public init(kind: SectionKind, offset: UInt64, length: UInt64, checksum: UInt64) {
    self.kind = kind
    self.offset = offset
    self.length = length
    self.checksum = checksum
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    kind = SectionKind(rawValue: try reader.u32())
    let reserved = reader.position
    guard try reader.u32() == 0 else {
      throw ByteReadError(.invalid, at: reserved, "a reserved section table field is not zero")
    }
    offset = try reader.u64()
    length = try reader.u64()
    checksum = try reader.u64()
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(kind.rawValue)
    writer.write(UInt32(0))
    writer.write(offset)
    writer.write(length)
    writer.write(checksum)
  }
}
