import AssetCatCompression
import Testing

/// Hand-assembled LZVN streams: every opcode form decodes as the format describes, alone and
/// inside an LZFSE `bvxn` block.
@Suite struct LZVNOpcodeTests {
  /// What a stream means: literal bytes, then `length` bytes copied from `distance` back.
  enum Step {
    case literal([UInt8])
    case match(distance: Int, length: Int)
  }

  /// The output of `steps`, copied byte by byte (the overlap semantics of LZ77).
  static func model(_ steps: [Step]) -> [UInt8] {
    var out: [UInt8] = []
    for step in steps {
      switch step {
      case .literal(let bytes): out += bytes
      case .match(let distance, let length):
        for _ in 0..<length { out.append(out[out.count - distance]) }
      }
    }
    return out
  }

  static let endOfStream: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]
  static let eighteen = Array("0123456789ABCDEFGH".utf8)
  static let filler = (0..<227).map { UInt8($0 % 26) + 0x61 }

  /// One of each opcode form, with the steps it stands for.
  static let everyOpcode: (stream: [UInt8], steps: [Step]) = (
    [0xE3] + Array("abc".utf8)  // small literal, L = 3
      + [0x0E]  // no operation
      + [0x48, 0x03] + Array("d".utf8)  // small distance: L 1, M 4, D 3
      + [0xB1, 0x16, 0x00] + Array("ef".utf8)  // medium distance: L 2, M 9, D 5
      + [0x17, 0x0A, 0x00]  // large distance: L 0, M 5, D 10
      + [0x46] + Array("g".utf8)  // previous distance: L 1, M 3
      + [0xF4]  // small match: M 4 at the previous distance
      + [0xF0, 0x05]  // large match: M 21
      + [0xE0, 0x02] + eighteen  // large literal, L 18
      + [0xE0, 0xD3] + filler  // large literal, L 227 (16 + 0xD3): 298 bytes out in all
      + [0x16]  // no operation
      + [0x01, 0x02]  // small distance: L 0, M 3, D 258 (high bits 1 in the opcode, low 2)
      + endOfStream,
    [
      .literal(Array("abc".utf8)), .literal(Array("d".utf8)), .match(distance: 3, length: 4),
      .literal(Array("ef".utf8)), .match(distance: 5, length: 9), .match(distance: 10, length: 5),
      .literal(Array("g".utf8)), .match(distance: 10, length: 3), .match(distance: 10, length: 4),
      .match(distance: 10, length: 21), .literal(eighteen), .literal(filler),
      .match(distance: 258, length: 3),
    ]
  )

  @Test func everyOpcodeFormDecodes() throws {
    let expected = Self.model(Self.everyOpcode.steps)
    #expect(try LZVNDecoder.decompress(Self.everyOpcode.stream, maxOutput: 4096) == expected)
    #expect(
      try LZVNDecoder.decompress(
        Self.everyOpcode.stream, expectedSize: expected.count, maxOutput: expected.count)
        == expected)
  }

  @Test func everyOpcodeFormDecodesInsideAnLZFSEBlock() throws {
    let expected = Self.model(Self.everyOpcode.steps)
    let stream =
      LZFSEStreamBuilder.lzvnBlock(
        rawSize: expected.count, payload: Self.everyOpcode.stream) + LZFSEStreamBuilder.end
    #expect(try LZFSEDecoder.decompress(stream, maxOutput: 4096) == expected)
  }

  @Test(arguments: 1...9)
  func shortPeriodsRepeatTheirPattern(period: Int) throws {
    let seed = Array("ABCDEFGHI".utf8.prefix(period))
    // Literal of `period` bytes, then large distance matches of 10 and 271 bytes at D = period.
    let stream: [UInt8] =
      [0xE0 | UInt8(period)] + seed + [0x3F, UInt8(period), 0x00, 0xF0, 0xFF] + Self.endOfStream
    let expected = Self.model([
      .literal(seed), .match(distance: period, length: 10), .match(distance: period, length: 271),
    ])
    #expect(try LZVNDecoder.decompress(stream, maxOutput: 1024) == expected)
  }

  @Test func expectedSizeAcceptsAStreamWithoutEndMarkerThatFillsIt() throws {
    let stream: [UInt8] = [0xE3] + Array("xyz".utf8)
    #expect(try LZVNDecoder.decompress(stream, expectedSize: 3, maxOutput: 3) == Array("xyz".utf8))
    #expect(throws: CompressionError(offset: 4, reason: .missingEndOfStream)) {
      try LZVNDecoder.decompress(stream, maxOutput: 100)
    }
  }

  @Test func everyTwoByteInputEndsWithoutCrashing() {
    var decoded = 0
    for first in 0...255 {
      for second in 0...255 {
        let input: [UInt8] = [UInt8(first), UInt8(second)]
        if (try? LZVNDecoder.decompress(input, maxOutput: 64)) != nil { decoded += 1 }
        _ = try? LZVNDecoder.decompress(input, expectedSize: 1, maxOutput: 64)
      }
    }
    // Only a one-byte literal of the right size can succeed, with `expectedSize` 1; none
    // succeed without an end-of-stream marker, which takes 8 bytes.
    #expect(decoded == 0)
  }
}
