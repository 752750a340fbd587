/// An FSE bit stream as LZFSE's decoder reads it: one little-endian number whose last-written
/// bits are the most significant, read back from the end (so symbols are written last first).
/// The stream starts with 8 zero bytes the decoder never reaches, which keeps the reference
/// decoder's first 8-byte load inside the stream however short it is.
struct FSEBitWriter {
  private(set) var bytes = [UInt8](repeating: 0, count: 8)
  private var accumulator: UInt64 = 0
  private var bitCount = 0

  init(capacity: Int) { bytes.reserveCapacity(capacity + 16) }

  /// Appends the low `count` (≤ 32) bits of `value`.
  @inline(__always) mutating func write(_ value: UInt64, _ count: Int) {
    accumulator |= value << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 { flush() }
  }

  private mutating func flush() {
    while bitCount >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      bitCount -= 8
    }
  }

  /// The bytes, and the stream's `bits` header field less 7: 0 when the last byte is full, else
  /// minus the unused high bits of the last byte.
  mutating func finish() -> (bytes: [UInt8], lastByteBits: Int) {
    flush()
    guard bitCount > 0 else { return (bytes, 0) }
    bytes.append(UInt8(truncatingIfNeeded: accumulator))
    let unused = 8 - bitCount
    (accumulator, bitCount) = (0, 0)
    return (bytes, -unused)
  }
}
