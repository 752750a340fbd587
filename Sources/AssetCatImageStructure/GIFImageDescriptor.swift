import AssetCatBytes

/// A GIF image descriptor (GIF89a, section 20), the 9 bytes after its `,` separator: where the
/// frame sits on the canvas, its sides, interlacing, and whether a local colour table follows.
struct GIFImageDescriptor {
  var left: Int
  var top: Int
  var width: Int
  var height: Int
  /// Bytes of the local colour table after the descriptor (0 without one).
  var colorTableBytes: Int

  init(from reader: inout ByteReader) throws(ByteReadError) {
    left = Int(try reader.u16())
    top = Int(try reader.u16())
    width = Int(try reader.u16())
    height = Int(try reader.u16())
    let flags = try reader.u8()
    colorTableBytes = flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0
  }
}
