import AssetCatCompression
import Testing

/// Streams written by the reference LZFSE implementation (scripts/make-lzfse-vectors.py) decode
/// to the exact bytes they were made from.
@Suite struct ReferenceVectorTests {
  @Test(arguments: VectorFile.all)
  func decodesToItsInput(_ vector: VectorFile) throws {
    let compressed = try vector.compressed
    let expected = vector.expected
    let decoded =
      vector.isRawLZVN
      ? try LZVNDecoder.decompress(compressed, maxOutput: 1 << 24)
      : try LZFSEDecoder.decompress(compressed, maxOutput: 1 << 24)
    #expect(decoded.count == expected.count)
    #expect(decoded == expected)
  }

  @Test func rawLZVNDecodesWithItsExpectedSize() throws {
    for vector in VectorFile.all where vector.isRawLZVN {
      let expected = vector.expected
      let decoded = try LZVNDecoder.decompress(
        try vector.compressed, expectedSize: expected.count, maxOutput: expected.count)
      #expect(decoded == expected, "\(vector.name)")
    }
  }

  @Test func vectorsCoverEveryBlockKind() {
    let kinds = Set(VectorFile.all.flatMap(\.blockKinds))
    #expect(kinds.isSuperset(of: ["bvx-", "bvx1", "bvx2", "bvxn", "lzvn-raw"]))
    #expect(VectorFile.all.contains { Set($0.blockKinds).count >= 4 }, "a stream mixing kinds")
    #expect(VectorFile.all.contains { $0.blockKinds.count >= 10 }, "a stream of many blocks")
  }

  @Test func extentComesFromTheHeadersAlone() throws {
    for vector in VectorFile.all where !vector.isRawLZVN {
      let compressed = try vector.compressed
      let extent = try (compressed + [9, 9, 9]).withUnsafeBytes { buffer throws(CompressionError) in
        try LZFSEDecoder.streamExtent(of: buffer)
      }
      #expect(
        extent
          == LZFSEStreamExtent(
            compressedSize: compressed.count, decompressedSize: vector.expected.count),
        "\(vector.name)")
    }
  }

  @Test func acceptsSlicesAndTrailingBytes() throws {
    let vector = try #require(VectorFile.all.first { $0.name == "mixed_blocks.lzfse" })
    let padded = [0xEE, 0xEE] + (try vector.compressed) + [0x00, 0x01, 0x02]
    let slice = padded[2...]
    #expect(try LZFSEDecoder.decompress(slice, maxOutput: 1 << 20) == vector.expected)
  }
}
