import AssetCatBytes

/// The 8-byte header of the appearance-rules section (`RULE`): encoding and a reserved zero; the
/// rules' bytes follow to the end of the section.
public struct AppearanceRulesHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 8

  public var encoding: UInt32

  public init(encoding: UInt32) { self.encoding = encoding }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    encoding = try reader.u32()
    let at = reader.position
    guard try reader.u32() == 0 else {
      throw reader.invalid("the reserved field of the appearance rules is not zero", at: at)
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(encoding)
    writer.write(UInt32(0))
  }
}
