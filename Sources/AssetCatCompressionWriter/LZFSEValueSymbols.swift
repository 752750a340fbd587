import AssetCatCompression

/// The encoder's side of the decoder's `LZFSEValueCoding` (literal lengths, match lengths,
/// distances): each value's symbol, and the value's extra bits above its symbol's base.
struct LZFSEValueSymbols: Sendable {
  let coding: LZFSEValueCoding
  /// Each value's symbol up to `maxValue` (lengths); empty for distances, whose symbol is computed.
  private let symbolOf: [UInt8]
  let maxValue: Int

  init(_ coding: LZFSEValueCoding, lookup: Bool) {
    self.coding = coding
    let last = coding.extraBits.count - 1
    maxValue = Int(coding.valueBases[last]) + (1 << Int(coding.extraBits[last])) - 1
    symbolOf =
      lookup
      ? coding.extraBits.enumerated().flatMap { s, bits in [UInt8](repeating: UInt8(s), count: 1 << Int(bits)) } : []
  }

  var symbolCount: Int { coding.extraBits.count }
  var stateCount: Int { coding.stateCount }

  /// A distance's symbol: 0–3 stand for themselves, then groups of four symbols of `g` extra bits
  /// (g = 1…15) from 4 · (2^g − 1). With `u = d + 4`, `u` lies in [2^(g+2), 2^(g+3)) and its two
  /// bits below the top one pick the symbol in the group (g = 0 giving 0–3).
  @inline(__always) static func distanceSymbol(_ d: Int32) -> Int {
    let u = UInt32(bitPattern: d) &+ 4
    let g = 29 &- u.leadingZeroBitCount  // bit length − 3
    return 4 &* g &+ Int(truncatingIfNeeded: u &>> UInt32(truncatingIfNeeded: g)) &- 4
  }

  /// Each symbol's FSE step with its extra bits, for `Coder.encode`.
  struct Code {
    var step = FSEEncoderTable.Symbol()
    var base: Int32 = 0
    var extraBits: Int32 = 0
  }

  /// The codes of all symbols from their frequencies.
  func codes(frequencies: [UInt16]) -> [Code] {
    let steps = FSEEncoderTable.symbols(frequencies: frequencies, stateCount: stateCount)
    return steps.indices.map { s in
      Code(step: steps[s], base: coding.valueBases[s], extraBits: Int32(coding.extraBits[s]))
    }
  }

  /// A value's symbol, for lengths from the lookup (distances: `distanceSymbol`).
  func withSymbolLookup<R>(_ body: (UnsafePointer<UInt8>) -> R) -> R {
    symbolOf.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  static let literalLength = LZFSEValueSymbols(.literalLength, lookup: true)
  static let matchLength = LZFSEValueSymbols(.matchLength, lookup: true)
  static let distance = LZFSEValueSymbols(.distance, lookup: false)
}
