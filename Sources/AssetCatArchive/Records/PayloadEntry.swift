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

/// One 16-byte metadata pair (`META`): key and value, both present.
public struct MetadataEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16

  public var key: StringRef
  public var value: StringRef

  public init(key: StringRef, value: StringRef) {
    (self.key, self.value) = (key, value)
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    key = try reader.record()
    value = try reader.record()
    guard !key.isAbsent, !value.isAbsent else { throw reader.invalid("a metadata key or value is absent", at: at) }
  }

  public func write(to writer: inout ByteWriter) {
    key.write(to: &writer)
    value.write(to: &writer)
  }
}

/// One 8-byte entry of a string list (`SLST`): an on-demand resource tag, present.
public struct StringListEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 8

  public var string: StringRef

  public init(string: StringRef) { self.string = string }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    string = try reader.record()
    guard !string.isAbsent else { throw reader.invalid("an on-demand resource tag is absent", at: at) }
  }

  public func write(to writer: inout ByteWriter) { string.write(to: &writer) }
}

/// The 8-byte header of the appearance-rules section (`RULE`): encoding and a reserved zero; the
/// rules' bytes follow to the end of the section.
public struct AppearanceRulesHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 8

  public var encoding: UInt32

  public init(encoding: UInt32) { self.encoding = encoding }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    encoding = try reader.u32()
    let at = reader.position
    guard try reader.u32() == 0 else { throw reader.invalid("the reserved field of the appearance rules is not zero", at: at) }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(encoding)
    writer.write(UInt32(0))
  }
}
