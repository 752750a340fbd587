/// One state of an FSE table that decodes bytes (LZFSE's literal stream).
struct FSESymbolEntry {
  /// Bits to read for the next state.
  var bitCount: UInt8 = 0
  var symbol: UInt8 = 0
  /// Base of the next state.
  var nextBase: Int16 = 0
}

/// One state of an FSE table that decodes a value with extra bits (LZFSE's L, M and D streams).
struct FSEValueEntry {
  /// State bits plus extra value bits, read in one go.
  var totalBits: UInt8 = 0
  /// The low `valueBits` of what was read are added to `valueBase`.
  var valueBits: UInt8 = 0
  var nextBase: Int16 = 0
  var valueBase: Int32 = 0
}

/// Builds the per-state tables of an FSE decoder from normalized symbol frequencies.
///
/// Symbol `s` owns `frequencies[s]` consecutive states; each of its states reads `k` or `k - 1`
/// bits, where `k` makes `frequency << k` land in `stateCount ..< 2 * stateCount`. Callers have
/// checked that the frequencies sum to at most `stateCount` (a power of two); states past the
/// sum keep a zero entry, which leads back to state 0 and so can never index out of the table.
enum FSEDecoderTable {
  /// Calls `body(state, symbol, bitCount, nextBase)` for every state a symbol owns.
  @inline(__always)
  private static func forEachState(
    frequencies: UnsafeBufferPointer<UInt16>, stateCount: Int,
    _ body: (Int, Int, Int, Int) -> Void
  ) {
    let stateBits = Int.bitWidth - 1 - stateCount.leadingZeroBitCount
    var state = 0
    for symbol in 0..<frequencies.count {
      let frequency = Int(frequencies[symbol])
      guard frequency > 0 else { continue }
      let frequencyBits = Int.bitWidth - 1 - frequency.leadingZeroBitCount
      let shift = stateBits - frequencyBits
      let wideStates = (2 * stateCount) >> shift - frequency
      for index in 0..<frequency {
        guard state < stateCount else { return }  // callers checked the sum; never trust it twice
        if index < wideStates {
          body(state, symbol, shift, (frequency + index) << shift - stateCount)
        } else {
          body(state, symbol, shift - 1, (index - wideStates) << (shift - 1))
        }
        state += 1
      }
    }
  }

  /// Fills `table` (of `stateCount` entries) for a byte-valued stream.
  static func fill(
    _ table: UnsafeMutableBufferPointer<FSESymbolEntry>, frequencies: UnsafeBufferPointer<UInt16>
  ) {
    table.update(repeating: FSESymbolEntry())
    forEachState(frequencies: frequencies, stateCount: table.count) { state, symbol, bits, next in
      table[state] = FSESymbolEntry(
        bitCount: UInt8(bits), symbol: UInt8(truncatingIfNeeded: symbol), nextBase: Int16(next))
    }
  }

  /// Fills `table` (of `stateCount` entries) for a value stream whose symbol `s` stands for
  /// `valueBases[s]` plus `extraBits[s]` raw bits.
  static func fill(
    _ table: UnsafeMutableBufferPointer<FSEValueEntry>, frequencies: UnsafeBufferPointer<UInt16>,
    extraBits: [UInt8], valueBases: [Int32]
  ) {
    table.update(repeating: FSEValueEntry())
    forEachState(frequencies: frequencies, stateCount: table.count) { state, symbol, bits, next in
      let extra = extraBits[symbol]
      table[state] = FSEValueEntry(
        totalBits: UInt8(bits) + extra, valueBits: extra, nextBase: Int16(next),
        valueBase: valueBases[symbol])
    }
  }
}
