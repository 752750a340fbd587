import AssetCatBytes

/// One 16-byte entry of the name index (`NAME`): the asset's key in `NKEY` and its index in `ASET`.
public struct NameIndexEntry: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16
  public static let assetOffset = 8

  /// The key (the name in NFC) in the `NKEY` section.
  public var key: StringRef
  public var asset: UInt32

  public init(key: StringRef, asset: UInt32) {
    self.key = key
    self.asset = asset
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    key = try reader.record(StringRef.self)
    guard !key.isAbsent else { throw ByteReadError(.invalid, at: at, "a name index entry has no key") }
    asset = try reader.u32()
    let reserved = reader.position
    guard try reader.u32() == 0 else {
      throw ByteReadError(.invalid, at: reserved, "a reserved name index field is not zero")
    }
  }

  public func write(to writer: inout ByteWriter) {
    key.write(to: &writer)
    writer.write(asset)
    writer.write(UInt32(0))
  }
}
