import Foundation
import Testing

@testable import AssetCatCompressionWriter

/// The encoder's parts that the round trips cannot tell apart: the FSE frequencies place the
/// states that rounding leaves over where they cost the fewest bits (their header codes
/// included), and the look ahead's check without a branch a candidate never changes the parse.
@Suite struct LZFSEEncoderPartsTests {
  /// The bits a stream of `counts` costs with frequencies `f` of `total` states, with the
  /// frequencies' codes in the block's header.
  static func bits(_ counts: [Int], _ f: [UInt16], total: Int) -> Double {
    zip(counts, f).reduce(0) { sum, cf in
      sum + (cf.0 == 0 ? 0 : Double(cf.0) * log2(Double(total) / Double(cf.1))) + FSEEncoderTable.header(Int(cf.1))
    }
  }

  /// The frequencies as the encoder normalized them before: rounded to the nearest, the
  /// difference from the total all given to (or taken from) the largest.
  static func largestAbsorbs(_ counts: [Int], to total: Int) -> [UInt16] {
    let sum = counts.reduce(0, +)
    var f = counts.map { c in c == 0 ? 0 : max(1, (c * total + sum / 2) / sum) }
    var excess = f.reduce(0, +) - total
    while excess != 0 {
      let largest = f.indices.max { f[$0] < f[$1] }!
      let step = excess < 0 ? excess : min(excess, f[largest] - 1)
      f[largest] -= step
      excess -= step
    }
    return f.map { UInt16($0) }
  }

  static func countSets() -> [(String, [Int], Int)] {
    var noise = LZFSEEncoderTests.Noise(state: 11)
    let skewed = (0..<256).map { s in s < 4 ? 5_000 >> s : Int(noise.next() % 3) }
    let flat = (0..<256).map { _ in Int(noise.next() % 40) }
    return [
      // 20 symbols of 1 take a state each: 7 over the total, taken where they cost least.
      ("two large, twenty rare", [50, 30] + [Int](repeating: 1, count: 20), 64),
      ("three large, thirty rare", [40, 40, 40] + [Int](repeating: 1, count: 30), 64),
      ("one symbol", [0, 9, 0], 64), ("skewed literals", skewed, 1_024), ("flat literals", flat, 1_024),
      ("distances", (0..<64).map { s in s % 7 == 0 ? 1_000 / (s + 1) : 0 }, 256),
    ]
  }

  @Test(arguments: countSets()) func frequenciesCostNoMoreBits(_ label: String, _ counts: [Int], _ total: Int) {
    let f = FSEEncoderTable.normalize(counts, to: total)
    #expect(f.reduce(0) { $0 + Int($1) } == total, "\(label)")
    #expect(zip(counts, f).allSatisfy { ($0 == 0) == ($1 == 0) }, "\(label): a state for each symbol that occurs")
    let before = Self.largestAbsorbs(counts, to: total)
    #expect(Self.bits(counts, f, total: total) <= Self.bits(counts, before, total: total) + 1e-9, "\(label)")
  }

  /// Three equal symbols and 30 rare ones in 64 states: rounded at the full scale the three take
  /// 17 each, 17 too many, which the largest alone could not give back (it kept 1 state).
  @Test func leftOverStatesGoWhereTheyCostLeast() {
    let counts = [40, 40, 40] + [Int](repeating: 1, count: 30)
    let f = FSEEncoderTable.normalize(counts, to: 64), before = Self.largestAbsorbs(counts, to: 64)
    #expect(Array(f.prefix(3)).sorted() == [11, 11, 12])
    #expect(Self.bits(counts, f, total: 64) < Self.bits(counts, before, total: 64) - 50)
  }

  /// The parse's matches, as (literals, length, distance).
  static func parse(_ input: [UInt8], _ finder: LZMatchFinder) -> [[Int]] {
    var out: [[Int]] = []
    input.withUnsafeBytes { raw in
      finder.parse(raw) { literals, length, distance in
        out.append([literals.lowerBound, literals.upperBound, length, distance])
      }
    }
    return out
  }

  static func parseInputs() -> [(String, [UInt8])] {
    var noise = LZFSEEncoderTests.Noise(state: 31)
    // Palette indices: short runs of a few values, rows that repeat with changes.
    var palette: [UInt8] = []
    for _ in 0..<400 {
      let row = (0..<120).map { x in UInt8((x / Int(1 + noise.next() % 9)) % 7) }
      palette += row + row.map { $0 &+ UInt8(noise.next() % 2) }
    }
    return [
      ("image rows", LZFSEEncoderTests.imageRows(width: 300, height: 120, seed: 9)),
      ("a small image", LZFSEEncoderTests.imageRows(width: 40, height: 40, seed: 3)),
      ("palette indices", palette), ("sparse noise", noise.bytes(60_000, alphabet: 3)),
      ("a run then its end", [UInt8](repeating: 5, count: 5_000) + noise.bytes(20)),
    ]
  }

  @Test(arguments: parseInputs()) func lookAheadCheckKeepsTheParse(_ label: String, _ input: [UInt8]) {
    for (ways, minMatch) in [(8, 4), (16, 4), (8, 3)] {
      var checked = LZMatchFinder(maxDistance: minMatch == 3 ? 0xFFFF : 262_139)
      (checked.ways, checked.minMatch) = (ways, minMatch)
      var searched = checked
      searched.checksLookAhead = false
      let parse = Self.parse(input, checked)
      #expect(parse == Self.parse(input, searched), "\(label), \(ways) ways, matches from \(minMatch) bytes")
      #expect(parse.count > 1, "\(label) has matches")
    }
  }
}
