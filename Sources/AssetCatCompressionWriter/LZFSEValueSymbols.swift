import AssetCatCompression

/// The encoder's side of the decoder's `LZFSEValueCoding` (literal lengths, match lengths,
/// distances): each value's symbol, looked up, and the value's extra bits above its symbol's base.
struct LZFSEValueSymbols: Sendable {
  let coding: LZFSEValueCoding
  /// Each value's symbol, up to `maxValue`.
  private let symbolOf: [UInt8]

  init(_ coding: LZFSEValueCoding) {
    self.coding = coding
    symbolOf = coding.extraBits.enumerated().flatMap { s, bits in [UInt8](repeating: UInt8(s), count: 1 << Int(bits)) }
  }

  var maxValue: Int { symbolOf.count - 1 }
  var symbolCount: Int { coding.extraBits.count }
  var stateCount: Int { coding.stateCount }

  @inline(__always) func symbol(_ value: Int) -> Int { Int(symbolOf[value]) }

  /// Writes `value` (up to `maxValue`) as the decoder reads it in the state it decodes it in to
  /// go on to `next`: its extra bits above its symbol's base, then the symbol's state bits (the
  /// more significant, as the decoder reads them first). Returns that state.
  @inline(__always) func encode(
    _ value: Int, table: UnsafeBufferPointer<FSEEncoderTable.Symbol>, after next: Int, into w: inout FSEBitWriter
  ) -> Int {
    let symbol = self.symbol(value)
    w.write(UInt64(value - Int(coding.valueBases[symbol])), Int(coding.extraBits[symbol]))
    return FSEEncoderTable.encode(table[symbol], after: next, into: &w)
  }

  static let literalLength = LZFSEValueSymbols(.literalLength)
  static let matchLength = LZFSEValueSymbols(.matchLength)
  static let distance = LZFSEValueSymbols(.distance)
}
