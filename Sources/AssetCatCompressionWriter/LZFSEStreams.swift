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

  /// One (L, M, D) triplet as the block holds it.
  struct Triplet {
    var l: Int32
    var m: Int32
    var d: Int32
  }

  /// Literal bytes (a multiple of 4) in four interleaved states: literal `i` in state `i % 4`.
  /// A literal takes at most 10 bits (1,024 states).
  static func literals(_ bytes: [UInt8]) -> Stream {
    let stateCount = LZFSEValueCoding.literalStateCount
    var counts = [Int](repeating: 0, count: LZFSEValueCoding.literalSymbolCount)
    counts.withUnsafeMutableBufferPointer { c in
      for b in bytes { c[Int(b)] += 1 }
    }
    let frequencies = FSEEncoderTable.normalize(counts, to: stateCount)
    let table = FSEEncoderTable(frequencies: frequencies, stateCount: stateCount)
    var out = [UInt8](repeating: 0, count: FSEBitWriter.room(bits: bytes.count * 10))
    var s = (0, 0, 0, 0)
    let (count, last) = out.withUnsafeMutableBytes { raw in
      table.withSymbols { symbols in
        bytes.withUnsafeBufferPointer { b in
          var w = FSEBitWriter(base: raw.baseAddress!)
          var i = b.count
          while i >= 4 {
            i -= 4
            s.3 = FSEEncoderTable.encode(symbols[Int(b[i + 3])], after: s.3, into: &w)
            s.2 = FSEEncoderTable.encode(symbols[Int(b[i + 2])], after: s.2, into: &w)
            s.1 = FSEEncoderTable.encode(symbols[Int(b[i + 1])], after: s.1, into: &w)
            s.0 = FSEEncoderTable.encode(symbols[Int(b[i])], after: s.0, into: &w)
          }
          return w.finish()
        }
      }
    }
    out.removeLast(out.count - count)
    return Stream(bytes: out, lastByteBits: last, states: [s.0, s.1, s.2, s.3], frequencies: frequencies)
  }

  /// The (L, M, D) triplets, each read L, M, D: written D, M, L from the last one. A triplet takes
  /// at most 54 bits (state bits 6 + 6 + 8, extra bits 8 + 11 + 15).
  static func triplets(_ triplets: [Triplet]) -> Stream {
    let (lc, mc, dc) = (LZFSEValueSymbols.literalLength, LZFSEValueSymbols.matchLength, LZFSEValueSymbols.distance)
    var lCounts = [Int](repeating: 0, count: lc.symbolCount), mCounts = [Int](repeating: 0, count: mc.symbolCount)
    var dCounts = [Int](repeating: 0, count: dc.symbolCount)
    for t in triplets {
      lCounts[lc.symbol(Int(t.l))] += 1
      mCounts[mc.symbol(Int(t.m))] += 1
      dCounts[dc.symbol(Int(t.d))] += 1
    }
    let lFrequencies = FSEEncoderTable.normalize(lCounts, to: lc.stateCount)
    let mFrequencies = FSEEncoderTable.normalize(mCounts, to: mc.stateCount)
    let dFrequencies = FSEEncoderTable.normalize(dCounts, to: dc.stateCount)
    let lTable = FSEEncoderTable(frequencies: lFrequencies, stateCount: lc.stateCount)
    let mTable = FSEEncoderTable(frequencies: mFrequencies, stateCount: mc.stateCount)
    let dTable = FSEEncoderTable(frequencies: dFrequencies, stateCount: dc.stateCount)
    var out = [UInt8](repeating: 0, count: FSEBitWriter.room(bits: triplets.count * 54))
    var (l, m, d) = (0, 0, 0)
    let (count, last) = out.withUnsafeMutableBytes { raw in
      lTable.withSymbols { ls in
        mTable.withSymbols { ms in
          dTable.withSymbols { ds in
            triplets.withUnsafeBufferPointer { ts in
              var w = FSEBitWriter(base: raw.baseAddress!)
              var i = ts.count
              while i > 0 {
                i -= 1
                d = dc.encode(Int(ts[i].d), table: ds, after: d, into: &w)
                m = mc.encode(Int(ts[i].m), table: ms, after: m, into: &w)
                l = lc.encode(Int(ts[i].l), table: ls, after: l, into: &w)
              }
              return w.finish()
            }
          }
        }
      }
    }
    out.removeLast(out.count - count)
    return Stream(
      bytes: out, lastByteBits: last, states: [l, m, d], frequencies: lFrequencies + mFrequencies + dFrequencies)
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
