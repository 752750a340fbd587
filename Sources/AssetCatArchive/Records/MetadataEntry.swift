import AssetCatBytes

/// One 16-byte metadata pair (`META`): key and value, both present.
public struct MetadataEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16
  public static let valueOffset = 8

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
