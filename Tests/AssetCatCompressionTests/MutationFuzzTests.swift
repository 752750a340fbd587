import AssetCatCompression
import AssetCatTestSupport
import Testing

/// Seeded mutations of the reference vectors: truncated, bit-flipped and random streams end
/// in a result or a ``CompressionError``, never a crash, a hang or an output past the limit.
@Suite struct MutationFuzzTests {
  static let limit = 1 << 21

  /// Decodes `bytes` as the vector's format; returns the output, or nil after an error.
  static func decode(_ bytes: [UInt8], rawLZVN: Bool) -> [UInt8]? {
    let output =
      rawLZVN
      ? try? LZVNDecoder.decompress(bytes, maxOutput: limit)
      : try? LZFSEDecoder.decompress(bytes, maxOutput: limit)
    if let output { #expect(output.count <= limit) }
    return output
  }

  static let smallVectors = VectorFile.all.filter { (try? $0.compressed.count) ?? 0 <= 3000 }

  @Test(arguments: smallVectors)
  func everyTruncationFails(_ vector: VectorFile) throws {
    let compressed = try vector.compressed
    for length in 0..<compressed.count {
      let prefix = Array(compressed[..<length])
      #expect(Self.decode(prefix, rawLZVN: vector.isRawLZVN) == nil, "prefix of \(length) bytes")
      if vector.isRawLZVN {
        // With the size known, a prefix may decode only to a prefix of the output.
        let expected = vector.expected
        let partial = try? LZVNDecoder.decompress(
          prefix, expectedSize: expected.count, maxOutput: expected.count)
        #expect(partial == nil || partial == expected)
      }
    }
  }

  @Test(arguments: VectorFile.all)
  func flippedBitsNeverCrash(_ vector: VectorFile) throws {
    let compressed = try vector.compressed
    guard !compressed.isEmpty else { return }
    var random = SplitMix64(seed: UInt64(compressed.count))
    let rounds = compressed.count <= 20_000 ? 300 : 20
    for _ in 0..<rounds {
      var mutated = compressed
      for _ in 0...(random.next() % 3) {
        let position = Int(random.next() % UInt64(compressed.count))
        mutated[position] ^= UInt8(1) << (random.next() % 8)
      }
      _ = Self.decode(mutated, rawLZVN: vector.isRawLZVN)
    }
  }

  @Test func headersWithRandomBodiesNeverCrash() {
    var random = SplitMix64(seed: 2026)
    let magics = ["bvx-", "bvx1", "bvx2", "bvxn", "bvx$"].map { Array($0.utf8) }
    for round in 0..<3000 {
      let length = Int(random.next() % 1200)
      var body = VectorRecipe.random(count: length, seed: round)
      // Small sizes in the usual places make the walk reach the decoders more often.
      if body.count >= 8, random.next() % 2 == 0 {
        body[0] = UInt8(random.next() % 200)
        body[1...3] = [0, 0, 0]
        body[4] = UInt8(random.next() % 200)
        body[5...7] = [0, 0, 0]
      }
      let stream = magics[round % magics.count] + body
      _ = Self.decode(stream, rawLZVN: false)
      _ = Self.decode(body, rawLZVN: true)
    }
  }

  @Test func corruptedEntropyBlocksNeverCrash() throws {
    // Mutations confined to a v2 and a v1 header, where the tables and states live.
    for name in ["text_4096_6.lzfse", "v1_rgba_128_128_13.lzfse"] {
      let vector = try #require(VectorFile.all.first { $0.name == name })
      let compressed = try vector.compressed
      var random = SplitMix64(seed: 7)
      let headerEnd = name.hasPrefix("v1") ? 772 : 200
      for _ in 0..<2000 {
        var mutated = compressed
        let position = 4 + Int(random.next() % UInt64(headerEnd - 4))
        mutated[position] = UInt8(truncatingIfNeeded: random.next())
        _ = Self.decode(mutated, rawLZVN: false)
      }
    }
  }
}
