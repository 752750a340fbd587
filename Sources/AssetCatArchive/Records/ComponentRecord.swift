import AssetCatBytes

/// One 16-byte color component (`CCMP`): its name and its value in the declared space.
public struct ComponentRecord: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16

  public var name: StringRef
  public var value: Double

  public init(name: StringRef, value: Double) {
    self.name = name
    self.value = value
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    name = try reader.record()
    guard !name.isAbsent else { throw reader.invalid("a color component has no name", at: at) }
    value = try reader.f64()
  }

  public func write(to writer: inout ByteWriter) {
    name.write(to: &writer)
    writer.write(value)
  }
}
