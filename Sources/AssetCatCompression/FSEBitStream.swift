/// An FSE bit stream, read backwards from the end of its payload (LZFSE's entropy-coded streams).
///
/// The stream keeps 56 to 63 bits in an accumulator after each ``refill()``; bits come off the
/// top. A refill may reach up to 7 bytes before the payload start, as the reference decoder does;
/// those bytes read as zero and ``checkNotOverrun(blaming:)`` tells whether any of them were
/// actually consumed.
struct FSEBitStream {
  private let base: UnsafeRawPointer
  /// Offset of the payload's first byte.
  private let start: Int
  /// Offset of the next byte to load is `position - 1`.
  private var position: Int
  private var accumulator: UInt64
  private var bitCount: Int

  /// Starts a stream over `input[start..<end]` whose last byte holds `64 + initialBits` (or 56
  /// when `initialBits` is 0) valid bits; `initialBits` is in `-8...0`.
  init(input: InputBytes, start: Int, end: Int, initialBits: Int, blaming offset: Int)
    throws(CompressionError)
  {
    guard (-8...0).contains(initialBits) else {
      throw CompressionError(
        offset: offset, reason: .invalidHeaderField(name: "stream bits", value: initialBits))
    }
    // Callers pass a range inside the input; the loads below stay inside [max(start, ·), end).
    precondition(start >= 0 && start <= end && end <= input.count)
    base = input.buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
    self.start = start
    position = end
    accumulator = 0
    bitCount = 0
    let byteCount = initialBits == 0 ? 7 : 8
    accumulator = load(byteCount)
    position -= byteCount
    bitCount = initialBits == 0 ? 56 : 64 + initialBits
    guard accumulator >> UInt64(bitCount) == 0 else {
      throw CompressionError(
        offset: end, reason: .invalidBitStream("unused high bits of the last byte are not zero"))
    }
  }

  /// Loads the `byteCount` (1...8) bytes just below `position` as a little-endian value.
  @inline(__always)
  private func load(_ byteCount: Int) -> UInt64 {
    let low = position &- 8
    if low >= start {
      // [low, position) lies inside the payload, which lies inside the input.
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: low, as: UInt64.self))
      return word &>> UInt64(64 &- 8 &* byteCount)
    }
    var value: UInt64 = 0
    var index = position &- 1
    while index >= position &- byteCount {
      // Bytes before the payload start read as zero.
      let byte = index >= start ? base.load(fromByteOffset: index, as: UInt8.self) : 0
      value = value &<< 8 | UInt64(byte)
      index &-= 1
    }
    return value
  }

  /// Tops the accumulator up to 56...63 bits.
  @inline(__always)
  mutating func refill() {
    let byteCount = (63 &- bitCount) &>> 3
    guard byteCount > 0 else { return }
    let incoming = load(byteCount)
    position &-= byteCount
    let shift = UInt64(byteCount &* 8)
    accumulator = accumulator &<< shift | incoming
    bitCount &+= byteCount &* 8
  }

  /// Takes the next `count` bits (0...56 since the last refill, by construction of the tables).
  @inline(__always)
  mutating func pull(_ count: Int) -> UInt64 {
    bitCount &-= count
    let shift = UInt64(truncatingIfNeeded: bitCount)
    let result = accumulator &>> shift
    accumulator &= (1 &<< shift) &- 1
    return result
  }

  /// Throws if decoding consumed bits that lie before the payload start.
  func checkNotOverrun(blaming offset: Int) throws(CompressionError) {
    guard bitCount + 8 * (position - start) >= 0 else {
      throw CompressionError(offset: offset, reason: .invalidBitStream("read past the stream start"))
    }
  }
}
