import AssetCatBytes

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
