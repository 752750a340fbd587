/// Decodes LZFSE streams: Apple's `COMPRESSION_LZFSE` format, as found in `Assets.car` pixel
/// payloads (compression types 4, 5 and 10; see Docs/CARCompression.md).
///
/// A stream is a run of blocks (``LZFSEBlock``) ending with `bvx$`; matches may reach back
/// into earlier blocks' output. Decoding takes two passes: the first walks the block headers
/// to learn the exact output size and refuses it when it exceeds `maxOutput`, before any
/// output memory is taken; the second decodes into one buffer of that size. Untrusted input
/// never crashes or hangs the decoder, and every read is range-checked.
public enum LZFSEDecoder {
  /// Decodes an LZFSE stream; bytes after the end-of-stream block are ignored.
  ///
  /// - Parameter maxOutput: the most output bytes the caller accepts.
  /// - Throws: ``CompressionError``, with the input offset of the block or field at fault.
  public static func decompress(_ input: UnsafeRawBufferPointer, maxOutput: Int)
    throws(CompressionError) -> [UInt8]
  {
    let bytes = InputBytes(buffer: input)
    let blocks = try layout(bytes, maxOutput: maxOutput)
    let size = blocks.reduce(0) { $0 + $1.rawSize }
    return try OutputWindow.produce(size: size) { (window: inout OutputWindow) throws(CompressionError) in
      var entropyDecoder: LZFSEBlockDecoder?
      for block in blocks {
        try decode(block, input: bytes, into: &window, entropyDecoder: &entropyDecoder)
      }
    }
  }

  /// Decodes `input`'s bytes (an `[UInt8]`, `ArraySlice`, `Data`…); see the buffer variant.
  public static func decompress(_ input: some Collection<UInt8>, maxOutput: Int)
    throws(CompressionError) -> [UInt8]
  {
    try InputBytes.withBuffer(of: input) { buffer throws(CompressionError) in
      try decompress(buffer, maxOutput: maxOutput)
    }
  }

  /// Where an LZFSE stream at the start of `input` ends and how much it decodes to, from its
  /// block headers alone (nothing is decoded, nothing allocated in proportion to the output).
  ///
  /// Some CAR payloads hold several streams back to back; a caller walks them with this.
  public static func streamExtent(of input: UnsafeRawBufferPointer) throws(CompressionError)
    -> LZFSEStreamExtent
  {
    let bytes = InputBytes(buffer: input)
    let blocks = try layout(bytes, maxOutput: .max)
    return LZFSEStreamExtent(
      compressedSize: (blocks.last?.end ?? 0) + 4,
      decompressedSize: blocks.reduce(0) { $0 + $1.rawSize })
  }

  /// The stream's blocks up to its end-of-stream marker; throws once their output passes
  /// `maxOutput`.
  static func layout(_ input: InputBytes, maxOutput: Int) throws(CompressionError)
    -> [LZFSEBlock]
  {
    var blocks: [LZFSEBlock] = []
    var offset = 0
    var size = 0
    while let block = try LZFSEBlock.read(input, at: offset) {
      size += block.rawSize
      guard size <= maxOutput else {
        throw CompressionError(
          offset: offset, reason: .outputLimitExceeded(declared: size, limit: maxOutput))
      }
      blocks.append(block)
      offset = block.end  // every block header is at least 8 bytes: the walk always advances
    }
    return blocks
  }

  private static func decode(
    _ block: LZFSEBlock, input: InputBytes, into window: inout OutputWindow,
    entropyDecoder: inout LZFSEBlockDecoder?
  ) throws(CompressionError) {
    window.limit = window.position + block.rawSize
    switch block.kind {
    case .raw:
      if let base = input.buffer.baseAddress, block.rawSize > 0 {
        window.append(
          copying: (base + block.payloadStart).assumingMemoryBound(to: UInt8.self),
          count: block.rawSize)
      }
    case .lzvn:
      let end = try LZVNDecoder.run(
        input, from: block.payloadStart, to: block.end, into: &window, acceptsMissingEnd: false)
      guard end == block.end else {
        throw CompressionError(
          offset: block.offset,
          reason: .payloadSizeMismatch(declared: block.payloadSize, consumed: end - block.payloadStart))
      }
      guard window.position == window.limit else {
        throw CompressionError(
          offset: block.offset,
          reason: .sizeMismatch(
            declared: block.rawSize, actual: block.rawSize - (window.limit - window.position)))
      }
    case .compressedV1, .compressedV2:
      let header =
        block.kind == .compressedV1
        ? try LZFSECompressedBlockHeader.parseV1(input, at: block.offset)
        : try LZFSECompressedBlockHeader.parseV2(input, at: block.offset)
      let decoder = entropyDecoder ?? LZFSEBlockDecoder()
      entropyDecoder = decoder
      try decoder.decode(
        header, at: block.offset, payloadStart: block.payloadStart, input: input, into: &window)
    }
  }
}

/// The bytes an LZFSE stream occupies (through its `bvx$` marker) and the bytes it decodes to.
public struct LZFSEStreamExtent: Equatable, Sendable {
  public var compressedSize: Int
  public var decompressedSize: Int

  public init(compressedSize: Int, decompressedSize: Int) {
    self.compressedSize = compressedSize
    self.decompressedSize = decompressedSize
  }
}
