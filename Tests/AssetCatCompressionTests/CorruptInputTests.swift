import AssetCatCompression
import Testing

/// Corrupt or hostile streams are refused with the offset and the reason, before any large
/// allocation.
@Suite struct CorruptInputTests {
  typealias B = LZFSEStreamBuilder

  static func lzfse(_ bytes: [UInt8], maxOutput: Int = 1 << 20) throws(CompressionError) -> [UInt8] {
    try LZFSEDecoder.decompress(bytes, maxOutput: maxOutput)
  }

  @Test func emptyInputIsTruncated() {
    #expect(throws: CompressionError(offset: 0, reason: .truncated(needed: 4))) {
      try Self.lzfse([])
    }
  }

  @Test func unknownMagicAfterAGoodBlockNamesItsOffset() {
    let stream = B.rawBlock([1, 2, 3]) + Array("bvxZ".utf8)
    #expect(throws: CompressionError(offset: 11, reason: .unknownBlockMagic(0x5A78_7662))) {
      try Self.lzfse(stream)
    }
  }

  @Test func missingEndOfStreamIsTruncated() {
    #expect(throws: CompressionError(offset: 11, reason: .truncated(needed: 4))) {
      try Self.lzfse(B.rawBlock([1, 2, 3]))
    }
  }

  @Test func rawBlockShorterThanDeclaredIsTruncated() {
    let stream = Array("bvx-".utf8) + B.le32(100) + [1, 2, 3]
    #expect(throws: CompressionError(offset: 0, reason: .truncated(needed: 97))) {
      try Self.lzfse(stream)
    }
  }

  @Test func declaredOutputPastTheLimitIsRefusedBeforeDecoding() {
    // A 20-byte LZVN block that claims 4 GB of output: a compression bomb.
    let bomb = B.lzvnBlock(rawSize: 0xFFFF_FFF0, payload: LZVNOpcodeTests.endOfStream) + B.end
    #expect(
      throws: CompressionError(
        offset: 0, reason: .outputLimitExceeded(declared: 0xFFFF_FFF0, limit: 1 << 20))
    ) { try Self.lzfse(bomb) }
    // Two blocks that each fit, but not together.
    let pair =
      B.emptyV2Block(rawSize: 0) + B.rawBlock([UInt8](repeating: 7, count: 600))
      + B.rawBlock([UInt8](repeating: 8, count: 600)) + B.end
    #expect(
      throws: CompressionError(offset: 640, reason: .outputLimitExceeded(declared: 1200, limit: 1000))
    ) { try Self.lzfse(pair, maxOutput: 1000) }
  }

  @Test func lzvnBombIsMeasuredBeforeAllocating() throws {
    // 'A', then a 3-byte match at distance 1, then 5000 matches of 271 bytes: 1.35 MB.
    let stream: [UInt8] =
      [0xE1, 0x41, 0x00, 0x01] + Array([[UInt8]](repeating: [0xF0, 0xFF], count: 5000).joined())
      + LZVNOpcodeTests.endOfStream
    let error = try #require(throws: CompressionError.self) {
      try LZVNDecoder.decompress(stream, maxOutput: 1 << 20)
    }
    guard case .outputLimitExceeded(_, let limit) = error.reason else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(limit == 1 << 20)
    #expect(
      throws: CompressionError(
        offset: 0, reason: .outputLimitExceeded(declared: 1 << 40, limit: 1 << 20))
    ) { try LZVNDecoder.decompress(stream, expectedSize: 1 << 40, maxOutput: 1 << 20) }
    let decoded = try LZVNDecoder.decompress(stream, maxOutput: 2 << 20)
    #expect(decoded == [UInt8](repeating: 0x41, count: 4 + 5000 * 271))
  }

  @Test func lzvnErrorsNameTheOpcode() {
    #expect(throws: CompressionError(offset: 2, reason: .invalidOpcode(0x70))) {
      try LZVNDecoder.decompress([0xE1, 0x41, 0x70], maxOutput: 64)
    }
    #expect(
      throws: CompressionError(offset: 0, reason: .matchDistanceOutOfRange(distance: 5, produced: 0))
    ) { try LZVNDecoder.decompress([0x00, 0x05] + LZVNOpcodeTests.endOfStream, maxOutput: 64) }
    #expect(throws: CompressionError(offset: 0, reason: .outputOverrun(limit: 2, requested: 3))) {
      try LZVNDecoder.decompress([0xE3, 1, 2, 3], expectedSize: 2, maxOutput: 64)
    }
    #expect(throws: CompressionError(offset: 0, reason: .sizeMismatch(declared: 5, actual: 3))) {
      try LZVNDecoder.decompress([0xE3, 1, 2, 3] + LZVNOpcodeTests.endOfStream, expectedSize: 5, maxOutput: 64)
    }
    #expect(throws: CompressionError(offset: 0, reason: .truncated(needed: 2))) {
      try LZVNDecoder.decompress([0xE3, 1], maxOutput: 64)
    }
  }

  @Test func lzvnBlockMustEndWhereItsPayloadEnds() {
    let payload: [UInt8] = [0xE1, 0x41] + LZVNOpcodeTests.endOfStream
    let stream = B.lzvnBlock(rawSize: 1, payload: payload + [0, 0], declaredPayload: 12) + B.end
    #expect(throws: CompressionError(offset: 0, reason: .payloadSizeMismatch(declared: 12, consumed: 10))) {
      try Self.lzfse(stream)
    }
    let short = B.lzvnBlock(rawSize: 2, payload: payload) + B.end
    #expect(throws: CompressionError(offset: 0, reason: .sizeMismatch(declared: 2, actual: 1))) {
      try Self.lzfse(short)
    }
  }

  @Test func compressedHeaderFieldsAreChecked() {
    #expect(
      throws: CompressionError(offset: 24, reason: .invalidHeaderField(name: "header_size", value: 20))
    ) { try Self.lzfse(B.emptyV2Block(rawSize: 0, headerSize: 20) + B.end) }
    #expect(
      throws: CompressionError(offset: 0, reason: .invalidHeaderField(name: "n_matches", value: 10_001))
    ) { try Self.lzfse(B.emptyV2Block(rawSize: 0, matches: 10_001) + B.end) }
    // An empty v2 block with zero frequencies is valid and decodes to nothing.
    #expect((try? Self.lzfse(B.emptyV2Block(rawSize: 0) + B.end)) == [])
    // A block that promises bytes but has no matches produces fewer than it declared.
    #expect(throws: CompressionError(offset: 0, reason: .sizeMismatch(declared: 4, actual: 0))) {
      try Self.lzfse(B.emptyV2Block(rawSize: 4) + B.end)
    }
  }

  @Test func errorsDescribeThemselves() {
    let error = CompressionError(offset: 12, reason: .unknownBlockMagic(0x5A78_7662))
    #expect(error.description == "at byte 12: unknown block magic 0x5a787662")
  }
}
