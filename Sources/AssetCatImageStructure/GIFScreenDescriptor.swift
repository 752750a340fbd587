import AssetCatBytes

/// A GIF's logical screen descriptor (GIF89a, section 18), the 7 bytes after the signature: the
/// canvas's sides, whether a global colour table follows and how large it is.
struct GIFScreenDescriptor {
  var width: Int
  var height: Int
  /// Bytes of the global colour table after the descriptor (0 without one).
  var colorTableBytes: Int

  init(from reader: inout ByteReader) throws(ByteReadError) {
    width = Int(try reader.u16())
    height = Int(try reader.u16())
    let flags = try reader.u8()
    try reader.skip(2)  // background colour index, pixel aspect ratio
    colorTableBytes = flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0
  }
}
