import AssetCatCompression
import Testing

/// CAR payloads of compression types 3 and 4 decode whichever framing they carry.
@Suite struct AppleCompressedPayloadTests {
  static func vector(_ name: String) throws -> VectorFile {
    try #require(VectorFile.all.first { $0.name == name })
  }

  @Test func rawLZVNAndLZFSEFramingBothDecode() throws {
    for name in ["lzvn_text_3000_18.lzvn", "text_3000_3.lzfse", "mixed_blocks.lzfse"] {
      let vector = try Self.vector(name)
      let expected = vector.expected
      #expect(
        try AppleCompressedPayload.decompress(
          try vector.compressed, expectedSize: expected.count, maxOutput: 1 << 20) == expected,
        "\(name)")
    }
  }

  @Test func streamsBackToBackAreConcatenated() throws {
    let first = try Self.vector("text_4096_6.lzfse")
    let second = try Self.vector("v1_rgba_128_128_13.lzfse")
    let payload = try first.compressed + second.compressed
    let decoded = try AppleCompressedPayload.decompress(payload, maxOutput: 1 << 20)
    #expect(decoded == first.expected + second.expected)
  }

  @Test func aBadSecondStreamIsBlamedAtItsOwnOffset() throws {
    let first = try Self.vector("text_1_1.lzfse")
    let payload = try first.compressed + Array("bvx-".utf8) + LZFSEStreamBuilder.le32(50)
    let offset = try first.compressed.count
    #expect(throws: CompressionError(offset: offset, reason: .truncated(needed: 50))) {
      try AppleCompressedPayload.decompress(payload, maxOutput: 1 << 20)
    }
  }

  @Test func theLimitCoversAllStreamsTogether() throws {
    let vector = try Self.vector("zeros_4000.lzfse")
    let payload = try vector.compressed + vector.compressed
    #expect(throws: CompressionError.self) {
      try AppleCompressedPayload.decompress(payload, maxOutput: 6000)
    }
    #expect(throws: CompressionError(offset: 0, reason: .sizeMismatch(declared: 7000, actual: 8000))) {
      try AppleCompressedPayload.decompress(payload, expectedSize: 7000, maxOutput: 9000)
    }
  }
}
