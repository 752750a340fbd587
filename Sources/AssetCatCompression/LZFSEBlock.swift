/// Where one block of an LZFSE stream lies and how much it decodes to, read from its header.
///
/// Every block starts with a 4-byte magic read little-endian: `bvx-` raw bytes, `bvx1` and
/// `bvx2` entropy-coded (fixed or packed header), `bvxn` LZVN, `bvx$` end of stream (no body).
package struct LZFSEBlock {
  enum Kind: Equatable {
    case raw, compressedV1, compressedV2, lzvn
  }

  package static let endOfStreamMagic: UInt32 = 0x2478_7662  // "bvx$"
  package static let rawMagic: UInt32 = 0x2D78_7662  // "bvx-"
  static let compressedV1Magic: UInt32 = 0x3178_7662  // "bvx1"
  package static let compressedV2Magic: UInt32 = 0x3278_7662  // "bvx2"
  package static let lzvnMagic: UInt32 = 0x6E78_7662  // "bvxn"

  let kind: Kind
  /// Offset of the magic.
  let offset: Int
  /// Output bytes.
  let rawSize: Int
  /// Bytes from the magic to the payload.
  let headerSize: Int
  /// Bytes after the header.
  let payloadSize: Int

  var payloadStart: Int { offset + headerSize }
  var end: Int { payloadStart + payloadSize }

  /// Reads the block header at `offset`, or returns `nil` at an end-of-stream magic; throws
  /// unless the whole block lies inside the input.
  static func read(_ input: InputBytes, at offset: Int) throws(CompressionError) -> LZFSEBlock? {
    let magic = try input.uint32(at: offset)
    let block: LZFSEBlock
    switch magic {
    case endOfStreamMagic:
      return nil
    case rawMagic:
      let size = Int(try input.uint32(at: offset + 4))
      block = LZFSEBlock(kind: .raw, offset: offset, rawSize: size, headerSize: 8, payloadSize: size)
    case lzvnMagic:
      block = LZFSEBlock(
        kind: .lzvn, offset: offset, rawSize: Int(try input.uint32(at: offset + 4)),
        headerSize: 12, payloadSize: Int(try input.uint32(at: offset + 8)))
    case compressedV1Magic:
      try input.require(LZFSECompressedBlockHeader.v1Size, at: offset)
      let payload =
        Int(try input.uint32(at: offset + 20)) + Int(try input.uint32(at: offset + 24))
      block = LZFSEBlock(
        kind: .compressedV1, offset: offset, rawSize: Int(try input.uint32(at: offset + 4)),
        headerSize: LZFSECompressedBlockHeader.v1Size, payloadSize: payload)
    case compressedV2Magic:
      let extent = try LZFSECompressedBlockHeader.v2Extent(input, at: offset)
      block = LZFSEBlock(
        kind: .compressedV2, offset: offset, rawSize: Int(try input.uint32(at: offset + 4)),
        headerSize: extent.header, payloadSize: extent.payload)
    default:
      throw CompressionError(offset: offset, reason: .unknownBlockMagic(magic))
    }
    try input.require(block.headerSize + block.payloadSize, at: offset)
    return block
  }
}
