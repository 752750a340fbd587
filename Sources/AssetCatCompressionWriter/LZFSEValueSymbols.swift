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

  /// The value's extra bits (their count, and the value less its symbol's base).
  @inline(__always) func extra(_ value: Int, symbol: Int) -> (count: Int, bits: UInt64) {
    (Int(coding.extraBits[symbol]), UInt64(value - Int(coding.valueBases[symbol])))
  }

  static let literalLength = LZFSEValueSymbols(.literalLength)
  static let matchLength = LZFSEValueSymbols(.matchLength)
  static let distance = LZFSEValueSymbols(.distance)
}
