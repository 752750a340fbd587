/// An FSE bit stream as LZFSE's decoder reads it: one little-endian number whose last-written
/// bits are the most significant, read back from the end (so symbols are written last first).
/// The stream starts with 8 zero bytes the decoder never reaches, which keeps the reference
/// decoder's first 8-byte load inside the stream however short it is.
///
/// It writes into memory its caller owns, 8 bytes at a time: the caller gives room for every
/// byte the bits can take plus 16 (`room(bits:)`), so each store stays inside it.
struct FSEBitWriter {
  private let base: UnsafeMutableRawPointer
  /// Bytes written so far (the 8 zero bytes first).
  private var count = 8
  private var accumulator: UInt64 = 0
  private var bitCount = 0

  /// Bytes to give a writer of at most `bits` bits.
  static func room(bits: Int) -> Int { 8 + bits / 8 + 16 }

  /// `base`: zeroed memory of `room(bits:)` bytes for the bits to come.
  init(base: UnsafeMutableRawPointer) { self.base = base }

  /// Appends the low `count` (≤ 32) bits of `value` (no higher bit set).
  @inline(__always) mutating func write(_ value: UInt64, _ count: Int) {
    accumulator |= value << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 { flush() }
  }

  /// Stores the 8 bytes of the accumulator and keeps the bits of the last partial byte: `count`
  /// grows by the whole bytes among `bitCount` (< 64) bits, at most one byte past the bits written.
  @inline(__always) private mutating func flush() {
    (base + count).storeBytes(of: accumulator.littleEndian, as: UInt64.self)
    let whole = bitCount & ~7
    count += whole >> 3
    accumulator >>= UInt64(whole)
    bitCount &= 7
  }

  /// The byte count, and the stream's `bits` header field less 7: 0 when the last byte is full,
  /// else minus the unused high bits of the last byte.
  mutating func finish() -> (count: Int, lastByteBits: Int) {
    flush()
    guard bitCount > 0 else { return (count, 0) }
    (base + count).storeBytes(of: UInt8(truncatingIfNeeded: accumulator), as: UInt8.self)
    return (count + 1, bitCount - 8)
  }
}
