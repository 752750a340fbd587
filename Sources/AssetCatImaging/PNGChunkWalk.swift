import Foundation

/// A walk over a PNG's chunks from the signature to the first IDAT, without checking CRCs
/// (libpng does that): how far `png_read_info` will read, and which chunks come before the image.
struct PNGChunkWalk {
  /// How many bytes `png_read_info` reads: through the length and type of the first IDAT.
  var extent: HeaderExtent
  /// The chunk types seen before IDAT, in order (IHDR first in a valid file).
  var chunkTypes: [String] = []

  var sawICCP: Bool { chunkTypes.contains("iCCP") }
  /// Apple's "CgBI" PNG (premultiplied BGRA, raw deflate), as Xcode writes into app bundles:
  /// not a standard PNG, and libpng cannot read it.
  var isAppleCgBI: Bool { chunkTypes.first == "CgBI" }

  /// Walks `bytes`, which start with the PNG signature. Chunk lengths are untrusted: every
  /// offset is computed with overflow checks and compared with `bytes.count` before a read.
  init(_ bytes: UnsafeRawBufferPointer) {
    var offset = 8
    var types: [String] = []
    while true {
      guard offset <= bytes.count - 8 else {
        extent = .needsMore(offset + 8)
        break
      }
      let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IDAT" || type == "IEND" || length > 0x7FFF_FFFF || types.count >= 10_000 {
        // libpng stops here (or reports the bad length itself).
        extent = .complete(offset + 8)
        break
      }
      types.append(type)
      // 4 length + 4 type + data + 4 CRC; length ≤ 2^31-1 so this cannot overflow Int.
      offset += 12 + length
    }
    chunkTypes = types
  }

  init(_ data: Data) {
    self = data.withUnsafeBytes { PNGChunkWalk($0) }
  }
}
