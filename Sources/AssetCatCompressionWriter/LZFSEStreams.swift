import AssetCatCompression

/// The entropy-coded parts of a `bvx2` block: frequencies counted and normalized, the streams
/// FSE-coded backwards (`FSEEncoderTable`, `FSEBitWriter`) into memory the block encoder owns,
/// and the frequency table's code.
enum LZFSEStreams {
  /// A stream written: its bytes, the header's bit field less 7, the decoder's initial states.
  struct Stream {
    var count: Int
    var lastByteBits: Int
    var states: [Int]
  }

  /// One (L, M, D) triplet as the block holds it.
  struct Triplet {
    var l: Int32
    var m: Int32
    var d: Int32
  }

  /// The frequencies of literal bytes.
  static func literalFrequencies(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
    var counts = [Int](repeating: 0, count: LZFSEValueCoding.literalSymbolCount)
    counts.withUnsafeMutableBufferPointer { c in
      for b in bytes { c[Int(b)] &+= 1 }
    }
    return FSEEncoderTable.normalize(counts, to: LZFSEValueCoding.literalStateCount)
  }

  /// Bytes to give `literals` for `count` literals.
  static func literalRoom(_ count: Int) -> Int { FSEBitWriter.room(bits: count * 10) }

  /// Literal bytes (a multiple of 4) in four interleaved states: literal `i` in state `i % 4`,
  /// written at `out` (`literalRoom` bytes). A literal takes at most 10 bits (1,024 states).
  static func literals(
    _ bytes: UnsafeBufferPointer<UInt8>, frequencies: [UInt16], into out: UnsafeMutableRawPointer
  ) -> Stream {
    let symbols = FSEEncoderTable.symbols(frequencies: frequencies, stateCount: LZFSEValueCoding.literalStateCount)
    var s: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    let (count, last) = symbols.withUnsafeBufferPointer { symbols in
      let table = symbols.baseAddress!
      let b = bytes.baseAddress!
      var w = FSEBitWriter(base: out, leadingZeros: false)
      var i = bytes.count
      while i >= 4 {
        i &-= 4
        s.3 = FSEEncoderTable.encode(table[Int(b[i &+ 3])], after: s.3, into: &w)
        s.2 = FSEEncoderTable.encode(table[Int(b[i &+ 2])], after: s.2, into: &w)
        s.1 = FSEEncoderTable.encode(table[Int(b[i &+ 1])], after: s.1, into: &w)
        s.0 = FSEEncoderTable.encode(table[Int(b[i])], after: s.0, into: &w)
        w.flush()
      }
      return w.finish()
    }
    return Stream(count: count, lastByteBits: last, states: [Int(s.0), Int(s.1), Int(s.2), Int(s.3)])
  }

  /// The frequencies of the triplets' L, M and D symbols, in that order.
  static func tripletFrequencies(_ triplets: UnsafeBufferPointer<Triplet>) -> [UInt16] {
    let (lc, mc, dc) = (LZFSEValueSymbols.literalLength, LZFSEValueSymbols.matchLength, LZFSEValueSymbols.distance)
    var lCounts = [Int](repeating: 0, count: lc.symbolCount), mCounts = [Int](repeating: 0, count: mc.symbolCount)
    var dCounts = [Int](repeating: 0, count: dc.symbolCount)
    lc.withSymbolLookup { lOf in
      mc.withSymbolLookup { mOf in
        lCounts.withUnsafeMutableBufferPointer { lCounts in
          mCounts.withUnsafeMutableBufferPointer { mCounts in
            dCounts.withUnsafeMutableBufferPointer { dCounts in
              for t in triplets {
                lCounts[Int(lOf[Int(t.l)])] &+= 1
                mCounts[Int(mOf[Int(t.m)])] &+= 1
                dCounts[LZFSEValueSymbols.distanceSymbol(t.d)] &+= 1
              }
            }
          }
        }
      }
    }
    return FSEEncoderTable.normalize(lCounts, to: lc.stateCount)
      + FSEEncoderTable.normalize(mCounts, to: mc.stateCount) + FSEEncoderTable.normalize(dCounts, to: dc.stateCount)
  }

  /// Bytes to give `triplets` for `count` triplets.
  static func tripletRoom(_ count: Int) -> Int { FSEBitWriter.room(bits: count * 54) }

  /// The (L, M, D) triplets, each read L, M, D: written D, M, L from the last one, at `out`
  /// (`tripletRoom` bytes), with the L, M, D `frequencies` of `tripletFrequencies`. A triplet
  /// takes at most 54 bits (state bits 6 + 6 + 8, extra bits 8 + 11 + 15).
  static func triplets(
    _ triplets: UnsafeBufferPointer<Triplet>, frequencies: [UInt16], into out: UnsafeMutableRawPointer
  ) -> Stream {
    let (lc, mc, dc) = (LZFSEValueSymbols.literalLength, LZFSEValueSymbols.matchLength, LZFSEValueSymbols.distance)
    let lCodes = lc.codes(frequencies: Array(frequencies[0..<lc.symbolCount]))
    let mCodes = mc.codes(frequencies: Array(frequencies[lc.symbolCount..<lc.symbolCount + mc.symbolCount]))
    let dCodes = dc.codes(frequencies: Array(frequencies[(lc.symbolCount + mc.symbolCount)...]))
    var (l, m, d): (Int32, Int32, Int32) = (0, 0, 0)
    let (count, last) = lc.withSymbolLookup { lOf in
      mc.withSymbolLookup { mOf in
        lCodes.withUnsafeBufferPointer { ls in
          mCodes.withUnsafeBufferPointer { ms in
            dCodes.withUnsafeBufferPointer { ds in
              let (ls, ms, ds) = (ls.baseAddress!, ms.baseAddress!, ds.baseAddress!)
              let ts = triplets.baseAddress!
              var w = FSEBitWriter(base: out, leadingZeros: true)
              var i = triplets.count
              while i > 0 {
                i &-= 1
                let t = ts[i]
                let dCode = ds[LZFSEValueSymbols.distanceSymbol(t.d)]
                w.push(UInt64(truncatingIfNeeded: t.d &- dCode.base), UInt64(truncatingIfNeeded: dCode.extraBits))
                d = FSEEncoderTable.encode(dCode.step, after: d, into: &w)
                let mCode = ms[Int(mOf[Int(t.m)])]
                w.push(UInt64(truncatingIfNeeded: t.m &- mCode.base), UInt64(truncatingIfNeeded: mCode.extraBits))
                m = FSEEncoderTable.encode(mCode.step, after: m, into: &w)
                let lCode = ls[Int(lOf[Int(t.l)])]
                w.push(UInt64(truncatingIfNeeded: t.l &- lCode.base), UInt64(truncatingIfNeeded: lCode.extraBits))
                l = FSEEncoderTable.encode(lCode.step, after: l, into: &w)
                w.flush()
              }
              return w.finish()
            }
          }
        }
      }
    }
    return Stream(count: count, lastByteBits: last, states: [Int(l), Int(m), Int(d)])
  }

  /// The 360 frequencies (L, M, D, literals) in the header's variable-length code, first code in
  /// the low bits: `v0` (0–1, 2 bits), `v01` (2–3, 3 bits), `vv011` (4–7), `vvvv0111` (8–23),
  /// 10 bits then `1111` (24–1047); padded to a byte.
  static func packedFrequencies(_ frequencies: [UInt16]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(frequencies.count * 2)
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
