import AssetCatBytes

/// One 24-byte payload table entry (`PAYT`): where a payload lies in the file and its XXH64.
/// A lookup that reads the payload checks it against `checksum`.
public struct PayloadEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 24
  public static let checksumOffset = 16

  public var offset: UInt64
  public var length: UInt64
  public var checksum: UInt64

  public init(offset: UInt64, length: UInt64, checksum: UInt64) {
    (self.offset, self.length, self.checksum) = (offset, length, checksum)
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    offset = try reader.u64()
    length = try reader.u64()
    checksum = try reader.u64()
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(offset)
    writer.write(length)
    writer.write(checksum)
  }
}
