import AssetCatCompression

/// The entropy-coded parts of a `bvx2` block: frequencies counted and normalized, the streams
/// FSE-coded backwards (`FSEEncoderTable`, `FSEBitWriter`), and the frequency table's code.
enum LZFSEStreams {
  struct Stream {
    var bytes: [UInt8]
    var lastByteBits: Int
    /// The decoder's initial states.
    var states: [Int]
    var frequencies: [UInt16]
  }

  /// Literal bytes (a multiple of 4) in four interleaved states: literal `i` in state `i % 4`.
  static func literals(_ bytes: [UInt8]) -> Stream {
    let states = LZFSEValueCoding.literalStateCount
    var counts = [Int](repeating: 0, count: LZFSEValueCoding.literalSymbolCount)
    for b in bytes { counts[Int(b)] += 1 }
    let frequencies = FSEEncoderTable.normalize(counts, to: states)
    let table = FSEEncoderTable(frequencies: frequencies, stateCount: states)
    var w = FSEBitWriter(capacity: bytes.count)
    var next = [0, 0, 0, 0]
    for i in bytes.indices.reversed() {
      let (state, bits, count) = table.encode(Int(bytes[i]), after: next[i & 3])
      w.write(bits, count)
      next[i & 3] = state
    }
    let (out, last) = w.finish()
    return Stream(bytes: out, lastByteBits: last, states: next, frequencies: frequencies)
  }

  /// The (L, M, D) triplets, each read L, M, D: written D, M, L from the last one.
  static func triplets(_ triplets: [(l: Int, m: Int, d: Int)]) -> Stream {
    let codings = [LZFSEValueSymbols.literalLength, .matchLength, .distance]
    var counts = codings.map { [Int](repeating: 0, count: $0.symbolCount) }
    for t in triplets {
      counts[0][codings[0].symbol(t.l)] += 1
      counts[1][codings[1].symbol(t.m)] += 1
      counts[2][codings[2].symbol(t.d)] += 1
    }
    let frequencies = zip(counts, codings).map { FSEEncoderTable.normalize($0, to: $1.stateCount) }
    let tables = zip(frequencies, codings).map { FSEEncoderTable(frequencies: $0, stateCount: $1.stateCount) }
    var w = FSEBitWriter(capacity: triplets.count * 4)
    var states = [0, 0, 0]
    for t in triplets.reversed() {
      for (k, value) in [(2, t.d), (1, t.m), (0, t.l)] {
        let c = codings[k]
        let symbol = c.symbol(value)
        let (state, bits, count) = tables[k].encode(symbol, after: states[k])
        let extra = c.extra(value, symbol: symbol)
        w.write(bits << UInt64(extra.count) | extra.bits, count + extra.count)
        states[k] = state
      }
    }
    let (out, last) = w.finish()
    return Stream(bytes: out, lastByteBits: last, states: states, frequencies: frequencies.flatMap { $0 })
  }

  /// The 360 frequencies (L, M, D, literals) in the header's variable-length code, first code in
  /// the low bits: `v0` (0–1, 2 bits), `v01` (2–3, 3 bits), `vv011` (4–7), `vvvv0111` (8–23),
  /// 10 bits then `1111` (24–1047); padded to a byte.
  static func packedFrequencies(_ frequencies: [UInt16]) -> [UInt8] {
    var out: [UInt8] = []
    var acc: UInt64 = 0, bits = 0
    for f in frequencies.map(Int.init) {
      let (code, length): (Int, Int) =
        f < 2
        ? (f << 1, 2)
        : f < 4
          ? (1 | (f - 2) << 2, 3)
          : f < 8 ? (3 | (f - 4) << 3, 5) : f < 24 ? (7 | (f - 8) << 4, 8) : (15 | (f - 24) << 4, 14)
      acc |= UInt64(code) << UInt64(bits)
      bits += length
      while bits >= 8 {
        out.append(UInt8(truncatingIfNeeded: acc))
        acc >>= 8
        bits -= 8
      }
    }
    if bits > 0 { out.append(UInt8(truncatingIfNeeded: acc)) }
    return out
  }
}
