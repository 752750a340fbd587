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
  /// occurs keeping at least 1, for the fewest coded bits (a symbol of count c and frequency f
  /// costs c · log2(total / f)): the symbols too rare for 1 state get 1 and the others share
  /// what is left, rounded to the nearest; then the states over or under the total are taken one
  /// at a time from the symbol a state less costs least, or given to the one a state more saves
  /// most, rather than all to the largest (0.2% smaller on NetNewsWire's images).
  static func normalize(_ counts: [Int], to total: Int) -> [UInt16] {
    let sum = counts.reduce(0, +)
    guard sum > 0 else { return [UInt16](repeating: 0, count: counts.count) }
    func rare(_ c: Int) -> Bool { c > 0 && 2 * c * total < sum }
    var states = total, shared = sum
    for c in counts where rare(c) {
      states -= 1
      shared -= c
    }
    var f = counts.map { c in c == 0 ? 0 : rare(c) ? 1 : max(1, (c * states + shared / 2) / shared) }
    var excess = f.reduce(0, +) - total
    guard excess != 0 else { return f.map { UInt16($0) } }
    f.withUnsafeMutableBufferPointer { f in
      counts.withUnsafeBufferPointer { counts in
        Log2.table.withUnsafeBufferPointer { log2 in
          // The bits a state more saves symbol s (none: it does not occur), or a state less
          // costs it (infinite at 1 state), with its frequency's code in the block's header.
          func gain(_ s: Int) -> Double {
            counts[s] == 0
              ? -.infinity
              : Double(counts[s]) * (log2[f[s] &+ 1] - log2[f[s]]) - Self.header(f[s] &+ 1) + Self.header(f[s])
          }
          func loss(_ s: Int) -> Double {
            f[s] <= 1
              ? .infinity
              : Double(counts[s]) * (log2[f[s]] - log2[f[s] &- 1]) + Self.header(f[s] &- 1) - Self.header(f[s])
          }
          while excess != 0 {
            var best = 0
            if excess < 0 {
              var most = gain(0)
              for s in 1..<f.count {
                let g = gain(s)
                if g > most { (best, most) = (s, g) }
              }
              f[best] &+= 1
              excess &+= 1
            } else {
              var least = loss(0)
              for s in 1..<f.count {
                let l = loss(s)
                if l < least { (best, least) = (s, l) }
              }
              f[best] &-= 1
              excess &-= 1
            }
          }
        }
      }
    }
    return f.map { UInt16($0) }
  }

  /// The bits of frequency `f`'s code in a block's header (`LZFSEStreams.packedFrequencies`).
  @inline(__always) static func header(_ f: Int) -> Double { f < 2 ? 2 : f < 4 ? 3 : f < 8 ? 5 : f < 24 ? 8 : 14 }

  /// log2(n) for n = 0…2048 (0 for 0), without the C library: from the bit length and the
  /// series of atanh for the fraction.
  enum Log2 {
    static let table: [Double] = (0...2048).map { n in
      guard n > 0 else { return 0 }
      let e = Int.bitWidth - 1 - n.leadingZeroBitCount
      let m = Double(n) / Double(1 << e)  // 1 ≤ m < 2
      let z = (m - 1) / (m + 1), z2 = z * z
      var term = z, series = 0.0
      for k in stride(from: 1, through: 41, by: 2) {
        series += term / Double(k)
        term *= z2
      }
      return Double(e) + 2 * series / 0.693_147_180_559_945_3
    }
  }
}
