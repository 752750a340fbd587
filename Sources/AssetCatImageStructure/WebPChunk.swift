import AssetCatBytes

/// One chunk of a WebP file's RIFF container as it sits in the file: a four-character code, a
/// little-endian payload size, the payload, and a pad byte when the size is odd. Reading it
/// checks the payload against the container's end.
struct WebPChunk {
  /// Where the chunk starts (its code).
  var offset: Int
  var type: FourCC
  /// The payload, without code, size and padding.
  var payload: ByteReader

  var name: String { "'\(type)' chunk at byte \(offset)" }

  init(from reader: inout ByteReader) throws(StructureDamage) {
    let start = reader.position
    (type, payload) = try StructureDamage.walking("a WebP chunk header", fileLength: reader.end) {
      () throws -> (FourCC, ByteReader) in
      let type = try reader.fourCC()
      let size = Int(try reader.u32())
      guard size <= reader.remaining else {
        throw StructureDamage(
          at: start,
          "'\(type)' chunk at byte \(start): its \(size) bytes run past the end of the WebP data (byte \(reader.end))",
          truncation: true)
      }
      let payload = try reader.take(size)
      if size % 2 == 1 && reader.remaining > 0 { try reader.skip(1) }
      return (type, payload)
    }
    offset = start
  }
}
