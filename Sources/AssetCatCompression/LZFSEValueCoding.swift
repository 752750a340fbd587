/// How LZFSE splits a literal length (L), match length (M) or match distance (D) into an
/// FSE-coded symbol and raw extra bits.
///
/// Symbol `s` stands for the values `base[s] ..< base[s] + 2^extraBits[s]`, and the bases are
/// consecutive: `base[0] = 0`, `base[s + 1] = base[s] + 2^extraBits[s]`.
package struct LZFSEValueCoding: Sendable {
  package let stateCount: Int
  package let extraBits: [UInt8]
  package let valueBases: [Int32]

  init(stateCount: Int, extraBits: [UInt8]) {
    self.stateCount = stateCount
    self.extraBits = extraBits
    var bases: [Int32] = []
    var next: Int32 = 0
    for bits in extraBits {
      bases.append(next)
      next += 1 << Int32(bits)
    }
    valueBases = bases
  }

  /// Literal lengths: 20 symbols, 64 states; lengths 0...15 direct, then 2, 3, 5, 8 extra bits.
  package static let literalLength = LZFSEValueCoding(
    stateCount: 64, extraBits: Array(repeating: 0, count: 16) + [2, 3, 5, 8])

  /// Match lengths: 20 symbols, 64 states; lengths 0...15 direct, then 3, 5, 8, 11 extra bits.
  package static let matchLength = LZFSEValueCoding(
    stateCount: 64, extraBits: Array(repeating: 0, count: 16) + [3, 5, 8, 11])

  /// Match distances: 64 symbols, 256 states; symbols 0...3 direct, then symbol `s` has `s / 4`
  /// extra bits (1 for 4...7, up to 15 for 60...63).
  package static let distance = LZFSEValueCoding(
    stateCount: 256, extraBits: (0..<64).map { $0 < 4 ? 0 : UInt8($0 / 4) })

  /// Literal bytes: 256 symbols, 1024 states, no extra bits.
  package static let literalStateCount = 1024
  package static let literalSymbolCount = 256
}
