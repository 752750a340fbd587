/// Decodes a CAR pixel payload of compression type 3 (LZVN) or 4 (LZFSE), whichever framing
/// it uses (see Docs/CARCompression.md).
///
/// Bytes that start with an LZFSE block magic (`bvx-`, `bvx1`, `bvx2`, `bvxn`) are LZFSE
/// streams; several may follow one another, and their outputs are concatenated. Anything else
/// is a raw LZVN stream.
public enum AppleCompressedPayload {
  /// Decodes `input`; throws unless the result is `expectedSize` bytes when that is given.
  ///
  /// - Parameter maxOutput: the most bytes the caller accepts, checked before allocating.
  public static func decompress(
    _ input: UnsafeRawBufferPointer, expectedSize: Int? = nil, maxOutput: Int
  ) throws(CompressionError) -> [UInt8] {
    guard startsWithBlockMagic(input, at: 0) else {
      return try LZVNDecoder.decompress(input, expectedSize: expectedSize, maxOutput: maxOutput)
    }
    var output: [UInt8] = []
    var offset = 0
    repeat {
      let rest = UnsafeRawBufferPointer(rebasing: input[offset...])
      let extent: LZFSEStreamExtent
      let part: [UInt8]
      do throws(CompressionError) {
        extent = try LZFSEDecoder.streamExtent(of: rest)
        part = try LZFSEDecoder.decompress(rest, maxOutput: maxOutput - output.count)
      } catch {
        throw CompressionError(offset: offset + error.offset, reason: error.reason)
      }
      output += part
      offset += extent.compressedSize
    } while startsWithBlockMagic(input, at: offset)
    if let expectedSize, expectedSize != output.count {
      throw CompressionError(
        offset: 0, reason: .sizeMismatch(declared: expectedSize, actual: output.count))
    }
    return output
  }

  /// Decodes `input`'s bytes (an `[UInt8]`, `ArraySlice`, `Data`…); see the buffer variant.
  public static func decompress(
    _ input: some Collection<UInt8>, expectedSize: Int? = nil, maxOutput: Int
  ) throws(CompressionError) -> [UInt8] {
    try InputBytes.withBuffer(of: input) { buffer throws(CompressionError) in
      try decompress(buffer, expectedSize: expectedSize, maxOutput: maxOutput)
    }
  }

  /// Whether the 4 bytes at `offset` are the magic of an LZFSE block other than the end marker.
  static func startsWithBlockMagic(_ input: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    guard let magic = try? InputBytes(buffer: input).uint32(at: offset) else { return false }
    return [
      LZFSEBlock.rawMagic, LZFSEBlock.compressedV1Magic, LZFSEBlock.compressedV2Magic,
      LZFSEBlock.lzvnMagic,
    ].contains(magic)
  }
}
