import AssetCatBytes

/// A name inside an Icon Composer record: u32 length counting the closing NUL, the UTF-8 bytes,
/// the NUL. An empty name is the NUL alone (length 1).
enum CSIIconName {
  static let maxLength = 4096

  static func read(_ reader: inout ByteReader) throws(ByteReadError) -> String {
    let at = reader.position
    let length = Int(try reader.u32())
    guard length <= maxLength else { throw reader.invalid("a name of \(length) bytes", at: at) }
    let bytes = try reader.array(length)
    return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }

  static func write(_ name: String, to writer: inout ByteWriter) {
    writer.write(UInt32(name.utf8.count + 1))
    writer.write(bytes: Array(name.utf8) + [0])
  }
}
