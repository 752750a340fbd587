import AssetCatBytes

/// A reference into the string table (or the name-key table): `u32 offset`, `u32 length`. An
/// absent value is offset `0xFFFFFFFF` with length 0.
public struct StringRef: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 8
  public static let absent = StringRef(offset: 0xFFFF_FFFF, length: 0)

  public var offset: UInt32
  public var length: UInt32

  public init(offset: UInt32, length: UInt32) {
    self.offset = offset
    self.length = length
  }

  public var isAbsent: Bool { offset == Self.absent.offset }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    offset = try reader.u32()
    length = try reader.u32()
    if offset == Self.absent.offset, length != 0 {
      throw ByteReadError(.invalid, at: at, "an absent string has length \(length)")
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(offset)
    writer.write(length)
  }

  /// The referenced bytes inside `table` (a reader over the whole table section), or `nil` when
  /// absent; `fieldOffset` is where the reference lies, for errors.
  @inlinable
  public func bytes(in table: ByteReader, fieldOffset: Int) throws(ByteReadError) -> UnsafeRawBufferPointer? {
    if isAbsent { return nil }
    guard UInt64(offset) + UInt64(length) <= UInt64(table.count) else {
      throw ByteReadError(
        .outOfBounds, at: fieldOffset, "string \(offset)+\(length) runs past its table (\(table.count) bytes)")
    }
    return try table.window(at: table.start + Int(offset), length: Int(length)).windowBytes
  }
}

extension ByteReader {
  /// Reads a little-endian `f64` pair (width, height).
  mutating func size() throws(ByteReadError) -> (Double, Double) { (try f64(), try f64()) }
}
