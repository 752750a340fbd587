/// Encodes symbols into the FSE states that `FSEDecoderTable` (AssetCatCompression) builds from
/// the same frequencies: symbol `s` owns `f` consecutive states from `start[s]`; the first `w`
/// of them read `k` bits, the others `k − 1`, and together their next-state ranges cover every
/// state once. Encoding runs backwards: from the state the decoder reaches after a symbol to
/// the state it decodes the symbol in, and the bits it reads between.
struct FSEEncoderTable {
  struct Symbol {
    var start = 0
    var shift = 0
    var wide = 0
    /// Next states below this are reached from the narrow states.
    var threshold = 0
  }

  private var symbols: [Symbol]

  init(frequencies: [UInt16], stateCount: Int) {
    let stateBits = stateCount.trailingZeroBitCount
    var start = 0
    symbols = frequencies.map { f16 in
      let f = Int(f16)
      defer { start += f }
      guard f > 0 else { return Symbol() }
      let shift = stateBits - (Int.bitWidth - 1 - f.leadingZeroBitCount)
      return Symbol(start: start, shift: shift, wide: (2 * stateCount) >> shift - f, threshold: f << shift - stateCount)
    }
  }

  /// The symbols, by symbol value, for `encode(_:after:into:)`.
  func withSymbols<R>(_ body: (UnsafeBufferPointer<Symbol>) -> R) -> R { symbols.withUnsafeBufferPointer(body) }

  /// Writes the bits the decoder reads in the state it decodes `s` in to go on to `next` (a
  /// state of the table); returns that state.
  @inline(__always) static func encode(_ s: Symbol, after next: Int, into w: inout FSEBitWriter) -> Int {
    if next < s.threshold {
      let k = s.shift - 1
      w.write(UInt64(next & ((1 << k) - 1)), k)
      return s.start + s.wide + next >> k
    }
    let t = next - s.threshold
    w.write(UInt64(t & ((1 << s.shift) - 1)), s.shift)
    return s.start + t >> s.shift
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
