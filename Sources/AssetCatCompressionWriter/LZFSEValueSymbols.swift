/// LZFSE's split of literal lengths (L), match lengths (M) and distances (D) into a symbol and
/// extra bits (the decoder's `LZFSEValueCoding`): symbol `s` stands for `base[s]` plus
/// `extraBits[s]` raw bits.
struct LZFSEValueSymbols: Sendable {
  let extraBits: [Int]
  let bases: [Int]
  let stateCount: Int
  /// Each value's symbol, up to `maxValue`.
  private let symbolOf: [UInt8]

  init(extraBits: [Int], stateCount: Int) {
    self.extraBits = extraBits
    self.stateCount = stateCount
    var bases: [Int] = [], next = 0
    var symbolOf: [UInt8] = []
    for (s, bits) in extraBits.enumerated() {
      bases.append(next)
      next += 1 << bits
      symbolOf += [UInt8](repeating: UInt8(s), count: 1 << bits)
    }
    self.bases = bases
    self.symbolOf = symbolOf
  }

  var maxValue: Int { symbolOf.count - 1 }

  @inline(__always) func symbol(_ value: Int) -> Int { Int(symbolOf[value]) }

  static let literalLength = LZFSEValueSymbols(extraBits: Array(repeating: 0, count: 16) + [2, 3, 5, 8], stateCount: 64)
  static let matchLength = LZFSEValueSymbols(extraBits: Array(repeating: 0, count: 16) + [3, 5, 8, 11], stateCount: 64)
  static let distance = LZFSEValueSymbols(extraBits: (0..<64).map { $0 < 4 ? 0 : $0 / 4 }, stateCount: 256)
}
