import AssetCatCompression
import AssetCatCompressionWriter
import AssetCatTestSupport
import Foundation
import Testing

/// The LZFSE encoder's streams decode to what went in — through the project's decoder always, and
/// through the reference implementation's `lzfse` tool when `LZFSE_REFERENCE` names it (built
/// from github.com/lzfse/lzfse outside the project, as Docs/AssetsCarWriting.md says), else
/// through the PyPI `lzfse` module where `python3` imports it (`ReferenceLZFSE`) — and are
/// smaller than the input where it repeats.
@Suite struct LZFSEEncoderTests {
  /// A deterministic generator (xorshift), so a failure can be replayed.
  struct Noise {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
    mutating func bytes(_ n: Int, alphabet: Int = 256) -> [UInt8] {
      (0..<n).map { _ in UInt8(next() % UInt64(alphabet)) }
    }
  }

  static func inputs() -> [(String, [UInt8])] {
    var noise = Noise(state: 21)
    var repeats = noise.bytes(70_008)
    for literals in [0, 1, 2, 5, 16, 300, 400] {
      for length in [3, 4, 15, 16, 17, 300, 2_359, 2_360, 5_000] {
        for distance in [1, 3, 4, 1_000, 65_535] {
          repeats += noise.bytes(literals)
          let from = repeats.count - distance
          for k in 0..<length { repeats.append(repeats[from + k]) }
        }
      }
    }
    return [
      ("empty", []), ("1 byte", [42]), ("7 bytes", noise.bytes(7)), ("13 bytes", noise.bytes(13)),
      ("a run", [UInt8](repeating: 9, count: 300_000)),
      ("noise", noise.bytes(150_000)), ("sparse noise", noise.bytes(150_000, alphabet: 3)),
      ("one symbol then noise", [UInt8](repeating: 1, count: 45_000) + noise.bytes(50_000, alphabet: 16)),
      ("every length and distance", repeats),
    ]
  }

  @Test(arguments: inputs()) func roundTrips(_ label: String, _ input: [UInt8]) throws {
    let stream = LZFSEEncoder.compress(input)
    #expect(try LZFSEDecoder.decompress(stream, maxOutput: input.count) == input)
    if let tool = ProcessInfo.processInfo.environment["LZFSE_REFERENCE"] {
      #expect(try Self.reference(tool, decodes: stream) == input, "the reference decoder, on \(label)")
    } else if !input.isEmpty, let decoded = try ReferenceLZFSE.decode([stream]) {  // it rejects a bare `bvx$`
      #expect(decoded[0] == input, "the reference decoder (PyPI lzfse), on \(label)")
    }
  }

  /// Premultiplied BGRA rows as the car writer hands them over: a gradient with light noise
  /// around a transparent margin (runs of zero pixels), rows padded to 16 bytes, so the table's
  /// buckets fill and wrap, short matches keep every position and the look ahead puts matches off.
  static func imageRows(width: Int, height: Int, seed: UInt64) -> [UInt8] {
    var noise = Noise(state: seed)
    let rowBytes = (width * 4 + 15) & ~15
    var out = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      for x in 0..<width where x > width / 8 && x < width - width / 8 && y > height / 8 {
        let jitter = Int(noise.next() % 5) - 2
        let at = y * rowBytes + x * 4
        out[at] = UInt8(clamping: x * 255 / width + jitter)
        out[at + 1] = UInt8(clamping: y * 255 / height + jitter)
        out[at + 2] = UInt8(clamping: (x + y) * 127 / (width + height))
        out[at + 3] = 255
      }
    }
    return out
  }

  /// Streams that stress what the tuned parse and block writer do, through both decoders: images
  /// (wrapping buckets, every position of short matches kept, the look ahead), a distance in
  /// every distance symbol up to the largest (262,139: the symbol is computed, not looked up), a
  /// block of 4 literals (a literal stream of under 8 bytes, which goes without leading zeros),
  /// and the smallest-output search.
  static func tunedInputs() -> [(String, [UInt8], Bool)] {
    var noise = Noise(state: 77)
    var far = noise.bytes(270_000, alphabet: 16)  // entropy-coded smaller than itself, so `bvx2`
    var distances = [262_139, 262_138, 65_535, 65_536, 1, 2, 3]
    for g in 1...15 {
      let base = 4 * ((1 << g) - 1)
      distances += [base - 1, base, base + (1 << g) - 1, base + 3 << g]
    }
    for distance in distances where distance <= 262_139 {
      let from = far.count - distance
      for k in 0..<24 { far.append(far[from + k]) }
      far += noise.bytes(3, alphabet: 16)
    }
    let four = noise.bytes(4)
    let fewLiterals = (0..<25_000).flatMap { _ in four }
    let image = imageRows(width: 300, height: 120, seed: 9)
    return [
      ("image rows", image, false), ("image rows, smallest", image, true),
      ("a small image", imageRows(width: 40, height: 40, seed: 3), false),
      ("every distance symbol", far, false), ("4 literals, then their repeat", fewLiterals, false),
    ]
  }

  @Test(arguments: tunedInputs()) func tunedParseRoundTrips(_ label: String, _ input: [UInt8], _ smallest: Bool) throws
  {
    let stream = LZFSEEncoder.compress(input, smallest: smallest)
    #expect(Array(stream.prefix(4)) == Array("bvx2".utf8) && stream.count < input.count, "\(label) shrinks")
    #expect(try LZFSEDecoder.decompress(stream, maxOutput: input.count) == input, "\(label)")
    if let decoded = try ReferenceLZFSE.decode([stream]) {
      #expect(decoded[0] == input, "the reference decoder (PyPI lzfse), on \(label)")
    }
  }

  @Test func repetitionShrinks() {
    #expect(LZFSEEncoder.compress([UInt8](repeating: 9, count: 300_000)).count < 400)  // 128 triplets of 2,359 bytes
    var noise = Noise(state: 2)
    let fourSymbols = noise.bytes(100_000, alphabet: 4)
    #expect(LZFSEEncoder.compress(fourSymbols).count < 50_000)  // entropy-coded: under 4 bits a byte
  }

  static func reference(_ tool: String, decodes stream: [UInt8]) throws -> [UInt8] {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lzfse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let (input, output) = (dir.appendingPathComponent("in.lzfse"), dir.appendingPathComponent("out"))
    try Data(stream).write(to: input)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tool)
    p.arguments = ["-decode", "-i", input.path, "-o", output.path]
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { return [] }
    return [UInt8](try Data(contentsOf: output))
  }
}

/// Inputs under 4 KiB are LZVN blocks (`bvxn`), as Apple's encoder makes them: every literal count
/// a match opcode carries (0–3) with match lengths past each opcode's limit, distances on both
/// sides of the small (1,536) and medium (16,384) opcodes' ranges, runs at the previous distance.
@Suite struct LZVNEncoderTests {
  static func inputs() -> [(String, [UInt8])] {
    var noise = LZFSEEncoderTests.Noise(state: 5)
    var out: [(String, [UInt8])] = []
    for literals in 0...5 {
      var bytes = noise.bytes(40)
      for length in [3, 4, 6, 7, 8, 9, 10, 11, 34, 35, 300] {
        bytes += noise.bytes(literals)
        let from = bytes.count - min(bytes.count, 37)
        for k in 0..<length { bytes.append(bytes[from + k]) }
      }
      out.append(("\(literals) literals before each match", Array(bytes.prefix(4095))))
    }
    for distance in [1_535, 1_536, 2_047, 2_048, 3_000] {
      var bytes = noise.bytes(distance)
      bytes += bytes.prefix(20) + noise.bytes(2) + bytes.prefix(9)
      out.append(("distance \(distance)", Array(bytes.prefix(4095))))
    }
    return out
  }

  @Test(arguments: inputs()) func roundTrips(_ label: String, _ input: [UInt8]) throws {
    let stream = LZFSEEncoder.compress(input)
    #expect(Array(stream.prefix(4)) == Array("bvxn".utf8) || Array(stream.prefix(4)) == Array("bvx-".utf8), "\(label)")
    #expect(try LZFSEDecoder.decompress(stream, maxOutput: input.count) == input, "\(label)")
  }

  @Test func smallRepeatsShrink() {
    let stream = LZFSEEncoder.compress([UInt8](repeating: 7, count: 4000))
    #expect(Array(stream.prefix(4)) == Array("bvxn".utf8) && stream.count < 60)
  }
}
