/// Encodes symbols into the FSE states that `FSEDecoderTable` (AssetCatCompression) builds from
/// the same frequencies: symbol `s` owns `f` consecutive states from `start[s]`; the first `w`
/// of them read `k` bits, the others `k − 1`, and together their next-state ranges cover every
/// state once. Encoding runs backwards: from the state the decoder reaches after a symbol to
/// the state it decodes the symbol in, and the bits it reads between.
enum FSEEncoderTable {
  /// One symbol's step, without a branch: from `next`, `k` bits (`next ≥ threshold`) or `k − 1`,
  /// the low bits of `next` written, and the state `delta + next >> bits` (`deltaHigh` or `deltaLow`).
  struct Symbol {
    var threshold: Int32 = 0
    var k: Int32 = 0
    var deltaHigh: Int32 = 0
    var deltaLow: Int32 = 0
  }

  /// The symbols, by symbol value, for `encode(_:after:into:)`.
  static func symbols(frequencies: [UInt16], stateCount: Int) -> [Symbol] {
    let stateBits = stateCount.trailingZeroBitCount
    var start = 0
    return frequencies.map { f16 in
      let f = Int(f16)
      defer { start += f }
      guard f > 0 else { return Symbol() }
      let k = stateBits - (Int.bitWidth - 1 - f.leadingZeroBitCount)
      // The symbol's first `wide` states read k bits and reach the next states from the
      // threshold up; the others read k − 1 and reach those below. The threshold is a
      // multiple of 2^k, so `(next − threshold) >> k` is `next >> k − threshold >> k`.
      let threshold = f << k - stateCount
      let wide = (2 * stateCount) >> k - f
      return Symbol(
        threshold: Int32(threshold), k: Int32(k), deltaHigh: Int32(start - threshold >> k),
        deltaLow: Int32(start + wide))
    }
  }

  /// Writes the bits the decoder reads in the state it decodes `s` in to go on to `next` (a
  /// state of the table); returns that state.
  @inline(__always) static func encode(_ s: Symbol, after next: Int32, into w: inout FSEBitWriter) -> Int32 {
    let high = next >= s.threshold
    let bits = high ? s.k : s.k &- 1
    let delta = high ? s.deltaHigh : s.deltaLow
    w.push(UInt64(truncatingIfNeeded: next & ((1 &<< bits) &- 1)), UInt64(truncatingIfNeeded: bits))
    return delta &+ next &>> bits
  }

  /// `counts` scaled to frequencies summing to `total` (a power of two), every symbol that
  /// occurs keeping at least 1; the largest absorbs the rounding.
  static func normalize(_ counts: [Int], to total: Int) -> [UInt16] {
    let sum = counts.reduce(0, +)
    guard sum > 0 else { return [UInt16](repeating: 0, count: counts.count) }
    var f = counts.map { c in c == 0 ? 0 : max(1, (c * total + sum / 2) / sum) }
    var excess = f.reduce(0, +) - total
    while excess != 0 {
      let largest = f.indices.max { f[$0] < f[$1] }!
      let step = excess < 0 ? excess : min(excess, f[largest] - 1)
      f[largest] -= step
      excess -= step
    }
    return f.map { UInt16($0) }
  }
}
