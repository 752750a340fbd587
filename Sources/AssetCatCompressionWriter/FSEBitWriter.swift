/// An FSE bit stream as LZFSE's decoder reads it: one little-endian number whose last-written
/// bits are the most significant, read back from the end (so symbols are written last first).
/// The triplet stream starts with 8 zero bytes the decoder never reaches, which keeps the
/// reference decoder's loads inside that stream however short it is (it checks them against the
/// stream's start); the literal stream goes without (its loads are checked against the start of
/// the whole input, and a block's header precedes it), as the reference encoder writes them.
///
/// It writes into memory its caller owns, 8 bytes at a time: the caller gives room for every
/// byte the bits can take plus 16 (`room(bits:)`), so each store stays inside it. Bits are pushed
/// without a check and stored by `flush()`, which leaves at most 7 pending: a caller pushes at
/// most 57 bits between flushes (a triplet's 54, four literals' 40).
struct FSEBitWriter {
  private let base: UnsafeMutableRawPointer
  /// Bytes written so far (the 8 zero bytes first, when asked for).
  private var count: Int
  private var accumulator: UInt64 = 0
  private var bitCount: UInt64 = 0

  /// Bytes to give a writer of at most `bits` bits.
  static func room(bits: Int) -> Int { 8 + bits / 8 + 16 }

  /// `base`: memory of `room(bits:)` bytes for the bits to come, after 8 zero bytes when
  /// `leadingZeros`.
  init(base: UnsafeMutableRawPointer, leadingZeros: Bool) {
    self.base = base
    base.storeBytes(of: 0, as: UInt64.self)
    count = leadingZeros ? 8 : 0
  }

  /// Appends the low `count` bits of `value` (no higher bit set); at most 57 since the last flush.
  @inline(__always) mutating func push(_ value: UInt64, _ count: UInt64) {
    accumulator |= value &<< bitCount
    bitCount &+= count
  }

  /// Stores the 8 bytes of the accumulator and keeps the bits of the last partial byte: `count`
  /// grows by the whole bytes among `bitCount` (< 64) bits, at most one byte past the bits written.
  @inline(__always) mutating func flush() {
    (base + count).storeBytes(of: accumulator.littleEndian, as: UInt64.self)
    let whole = bitCount & ~7
    count &+= Int(truncatingIfNeeded: whole &>> 3)
    accumulator = whole == 64 ? 0 : accumulator &>> whole
    bitCount &= 7
  }

  /// The byte count, and the stream's `bits` header field less 7: 0 when the last byte is full,
  /// else minus the unused high bits of the last byte.
  mutating func finish() -> (count: Int, lastByteBits: Int) {
    flush()
    guard bitCount > 0 else { return (count, 0) }
    (base + count).storeBytes(of: UInt8(truncatingIfNeeded: accumulator), as: UInt8.self)
    return (count + 1, Int(bitCount) - 8)
  }
}
