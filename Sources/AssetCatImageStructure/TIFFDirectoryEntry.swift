import AssetCatBytes

/// One 12-byte entry of a TIFF image file directory (TIFF 6.0, section 2): a tag, a field type,
/// a count of values, and the values themselves when they fit in four bytes, else their offset.
struct TIFFDirectoryEntry {
  var tag: UInt16
  var type: UInt16
  var count: UInt32
  /// The entry's last four bytes: the values (left-justified) or where they are.
  var valueField: ByteReader

  /// Reads an entry at the reader's position.
  init(from reader: inout ByteReader) throws(ByteReadError) {
    tag = try reader.u16()
    type = try reader.u16()
    count = try reader.u32()
    valueField = try reader.take(4)
  }

  /// The first value of a SHORT or LONG field, read where it lives (in the entry when the
  /// values fit in its four bytes, else at their offset in `file`); `nil` for another type or
  /// no value.
  func firstUnsigned(in file: ByteReader) throws(ByteReadError) -> Int? {
    guard type == 3 || type == 4, count > 0 else { return nil }
    let size = type == 3 ? 2 : 4
    var values = valueField
    if Int(count) * size > 4 {
      var field = valueField
      values = try file.window(at: Int(try field.u32()), length: size)
    }
    return size == 2 ? Int(try values.u16()) : Int(try values.u32())
  }
}
