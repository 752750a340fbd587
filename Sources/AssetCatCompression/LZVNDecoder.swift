/// Decodes LZVN, the byte-oriented LZ77 format of Apple's `COMPRESSION_LZVN` and of LZFSE's
/// `bvxn` blocks (see ``LZVNInstruction`` for the opcodes).
///
/// Untrusted input never crashes or hangs the decoder: every opcode consumes input, every read
/// and write is range-checked against the input and the declared output, and the output is
/// never allocated past `maxOutput` bytes.
public enum LZVNDecoder {
  /// Decodes a raw LZVN stream (opcodes up to an end-of-stream opcode; bytes after it are
  /// ignored).
  ///
  /// - Parameters:
  ///   - expectedSize: the decoded size in bytes when the container records it (a CAR rendition
  ///     does). Output past it is an error, and so is an end-of-stream opcode before it; a stream
  ///     that stops exactly at `expectedSize` without an end-of-stream opcode is accepted, as
  ///     Apple's buffer API accepts it. When `nil`, a first pass over the opcodes measures it.
  ///   - maxOutput: the most bytes the caller accepts; a larger size is refused before any
  ///     output memory is taken.
  public static func decompress(
    _ input: UnsafeRawBufferPointer, expectedSize: Int? = nil, maxOutput: Int
  ) throws(CompressionError) -> [UInt8] {
    let bytes = InputBytes(buffer: input)
    let size: Int
    if let expectedSize {
      size = expectedSize
    } else {
      size = try measure(bytes, maxOutput: maxOutput)
    }
    guard size >= 0, size <= maxOutput else {
      throw CompressionError(
        offset: 0, reason: .outputLimitExceeded(declared: size, limit: maxOutput))
    }
    return try OutputWindow.produce(size: size) { (window: inout OutputWindow) throws(CompressionError) in
      _ = try run(bytes, from: 0, to: bytes.count, into: &window, acceptsMissingEnd: true)
      guard window.position == size else {
        throw CompressionError(
          offset: 0, reason: .sizeMismatch(declared: size, actual: window.position))
      }
    }
  }

  /// Decodes `input`'s bytes (an `[UInt8]`, `ArraySlice`, `Data`…); see the buffer variant.
  public static func decompress(
    _ input: some Collection<UInt8>, expectedSize: Int? = nil, maxOutput: Int
  ) throws(CompressionError) -> [UInt8] {
    try InputBytes.withBuffer(of: input) { buffer throws(CompressionError) in
      try decompress(buffer, expectedSize: expectedSize, maxOutput: maxOutput)
    }
  }

  /// The decoded size of the stream, from a pass over its opcodes that copies nothing.
  static func measure(_ input: InputBytes, maxOutput: Int) throws(CompressionError) -> Int {
    guard let base = input.buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      throw CompressionError(offset: 0, reason: .missingEndOfStream)
    }
    var source = 0
    var size = 0
    while source < input.count {
      let instruction = try LZVNInstruction.decode(
        base + source, available: input.count - source, offset: source)
      switch instruction.kind {
      case .endOfStream: return size
      case .noOperation: source += 1
      case .copy:
        size += instruction.literalLength + instruction.matchLength
        guard size <= maxOutput else {
          throw CompressionError(
            offset: source, reason: .outputLimitExceeded(declared: size, limit: maxOutput))
        }
        source += instruction.length + instruction.literalLength
      }
    }
    throw CompressionError(offset: source, reason: .missingEndOfStream)
  }

  /// Runs the opcodes in `input[start..<end]` into `window` up to its limit; returns the offset
  /// just past the end-of-stream opcode (or `end` when a missing one is accepted).
  static func run(
    _ input: InputBytes, from start: Int, to end: Int, into window: inout OutputWindow,
    acceptsMissingEnd: Bool
  ) throws(CompressionError) -> Int {
    precondition(start >= 0 && start <= end && end <= input.count)
    var source = start
    var distance = 0
    while true {
      guard source < end, let base = input.buffer.baseAddress else {
        if acceptsMissingEnd && window.position == window.limit { return source }
        throw CompressionError(offset: source, reason: .missingEndOfStream)
      }
      let bytes = base.assumingMemoryBound(to: UInt8.self)
      let instruction = try LZVNInstruction.decode(
        bytes + source, available: end - source, offset: source)
      switch instruction.kind {
      case .endOfStream: return source + 8
      case .noOperation: source += 1
      case .copy:
        let literalLength = instruction.literalLength
        let matchLength = instruction.matchLength
        try window.reserve(literalLength + matchLength, blaming: source)
        let literal = source + instruction.length
        // The opcode check kept the literal inside the input; wide reads need 16 more bytes.
        if literal + literalLength + 16 <= input.count {
          window.appendWide(copying: bytes + literal, count: literalLength)
        } else {
          window.append(copying: bytes + literal, count: literalLength)
        }
        if instruction.distance != LZVNInstruction.previousDistance {
          distance = instruction.distance
        }
        if matchLength > 0 {
          try window.checkDistance(distance, blaming: source)
          window.appendMatch(distance: distance, length: matchLength)
        }
        source = literal + literalLength
      }
    }
  }
}
