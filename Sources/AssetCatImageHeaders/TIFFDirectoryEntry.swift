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

  /// Bytes of one value of the field's type (BYTE, ASCII, SHORT, LONG, RATIONAL, …), 0 for a
  /// type TIFF 6.0 does not define.
  var valueSize: Int {
    switch type {
    case 1, 2, 6, 7: 1
    case 3, 8: 2
    case 4, 9, 11: 4
    case 5, 10, 12: 8
    default: 0
    }
  }

  /// The `index`-th value of a SHORT or LONG field, read where it lives (in the entry, or at its
  /// offset in `file`); `nil` for another type or an index past the count.
  func unsigned(_ index: Int = 0, in file: ByteReader) throws(ByteReadError) -> Int? {
    guard type == 3 || type == 4, index >= 0, index < Int(count) else { return nil }
    let size = valueSize
    var values = valueField
    if Int(count) * size > 4 {
      var field = valueField
      values = try file.window(at: Int(try field.u32()), length: Int(count) * size)
    }
    try values.skip(index * size)
    return size == 2 ? Int(try values.u16()) : Int(try values.u32())
  }
}
