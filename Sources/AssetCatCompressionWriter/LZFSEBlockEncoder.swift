import AssetCatCompression

/// One `bvx2` block being filled: its literal bytes and (L, M, D) triplets, then written as the
/// decoder (`LZFSECompressedBlockHeader`, `LZFSEBlockDecoder`) reads it: magic, raw size, three
/// packed 64-bit words (counts, payload sizes, final states), the 360 frequencies in their
/// variable-length code, the literal stream (four interleaved FSE states), the triplet stream.
struct LZFSEBlockEncoder {
  /// Literals a block holds: the decoder's limit once padded to a multiple of 4.
  static let maxLiterals = LZFSECompressedBlockHeader.maximumLiteralCount - 4
  static let maxTriplets = LZFSECompressedBlockHeader.maximumMatchCount

  private var literals: [UInt8] = []
  private var triplets: [LZFSEStreams.Triplet] = []
  private var rawBytes = 0
  /// The distance the decoder holds for D = 0 (none at a block's start).
  private var previousDistance = 0

  /// For an input of `inputBytes`: room for as many literals and triplets as a block of it holds.
  init(inputBytes: Int) {
    literals.reserveCapacity(min(Self.maxLiterals, inputBytes) + 4)
    triplets.reserveCapacity(min(Self.maxTriplets, inputBytes / 4 + 1))
  }

  /// Adds `literals` then a match of `match` bytes (0: none) `distance` back; when the block has
  /// no room, it is written to `out` first and a new one begun.
  mutating func add(literals run: UnsafeRawBufferPointer, match: Int, distance: Int, overflow out: inout [UInt8]) {
    if literals.count + run.count > Self.maxLiterals || triplets.count == Self.maxTriplets { flush(into: &out) }
    literals.append(contentsOf: run)
    var d: Int
    if match == 0 {
      d = previousDistance == 0 ? 1 : 0  // a literal-only triplet: no copy, any valid distance
      if d == 1 { previousDistance = 1 }
    } else {
      d = distance == previousDistance ? 0 : distance
      previousDistance = distance
    }
    triplets.append(LZFSEStreams.Triplet(l: Int32(run.count), m: Int32(match), d: Int32(d)))
    rawBytes += run.count + match
  }

  /// Writes the block (if it holds anything) and empties it.
  mutating func flush(into out: inout [UInt8]) {
    guard !triplets.isEmpty else { return }
    while literals.count % 4 != 0 { literals.append(0) }
    let lit = LZFSEStreams.literals(literals)
    let lmd = LZFSEStreams.triplets(triplets)
    var w0: UInt64 = UInt64(literals.count) | UInt64(lit.bytes.count) << 20 | UInt64(triplets.count) << 40
    w0 |= UInt64(lit.lastByteBits + 7) << 60
    var w1: UInt64 = UInt64(lmd.bytes.count) << 40 | UInt64(lmd.lastByteBits + 7) << 60
    for (i, s) in lit.states.enumerated() { w1 |= UInt64(s) << UInt64(10 * i) }
    let table = LZFSEStreams.packedFrequencies(lmd.frequencies + lit.frequencies)
    var w2 = UInt64(LZFSECompressedBlockHeader.v2FixedSize + table.count)
    w2 |= UInt64(lmd.states[0]) << 32 | UInt64(lmd.states[1]) << 42 | UInt64(lmd.states[2]) << 52
    withUnsafeBytes(of: LZFSEBlock.compressedV2Magic.littleEndian) { out += $0 }
    withUnsafeBytes(of: UInt32(rawBytes).littleEndian) { out += $0 }
    for v in [w0, w1, w2] { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
    out += table
    out += lit.bytes
    out += lmd.bytes
    literals.removeAll(keepingCapacity: true)
    triplets.removeAll(keepingCapacity: true)
    rawBytes = 0
    previousDistance = 0
  }
}
