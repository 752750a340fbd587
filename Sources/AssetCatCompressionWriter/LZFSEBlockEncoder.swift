import AssetCatCompression

/// One `bvx2` block being filled: its literal bytes and (L, M, D) triplets, then written as the
/// decoder (`LZFSECompressedBlockHeader`, `LZFSEBlockDecoder`) reads it: magic, raw size, three
/// packed 64-bit words (counts, payload sizes, final states), the 360 frequencies in their
/// variable-length code, the literal stream (four interleaved FSE states), the triplet stream.
///
/// The literals and triplets live in memory it allocates once for its input and frees when it
/// ends (so it is not copyable); the streams are written straight into the output.
struct LZFSEBlockEncoder: ~Copyable {
  /// Literals a block holds: the decoder's limit once padded to a multiple of 4.
  static let maxLiterals = LZFSECompressedBlockHeader.maximumLiteralCount - 4
  static let maxTriplets = LZFSECompressedBlockHeader.maximumMatchCount

  private let literals: UnsafeMutablePointer<UInt8>
  private let literalCapacity: Int
  private var literalCount = 0
  private let triplets: UnsafeMutablePointer<LZFSEStreams.Triplet>
  private let tripletCapacity: Int
  private var tripletCount = 0
  private var rawBytes = 0
  /// The distance the decoder holds for D = 0 (none at a block's start).
  private var previousDistance: Int32 = 0

  /// For an input of `inputBytes`: room for as many literals and triplets as a block of it holds.
  init(inputBytes: Int) {
    literalCapacity = min(Self.maxLiterals, inputBytes)
    literals = .allocate(capacity: literalCapacity + 8)  // + the padding to a multiple of 4, or a word's store
    tripletCapacity = min(Self.maxTriplets, inputBytes / 4 + 1)
    triplets = .allocate(capacity: tripletCapacity)
  }

  deinit {
    literals.deallocate()
    triplets.deallocate()
  }

  /// Adds the literals `run` of `input` then a match of `match` bytes (0: none) `distance`
  /// back; when the block has no room, it is written to `out` first and a new one begun.
  @inline(__always) mutating func add(
    from input: UnsafeRawBufferPointer, _ run: Range<Int>, match: Int, distance: Int, overflow out: inout [UInt8]
  ) {
    if literalCount &+ run.count > literalCapacity || tripletCount == tripletCapacity { flush(into: &out) }
    let from = input.baseAddress! + run.lowerBound, to = literals + literalCount
    if run.count <= 8 && input.count &- run.lowerBound >= 8 {
      // A short run as one 8-byte word (the literals have 8 bytes of room past their capacity).
      UnsafeMutableRawPointer(to).storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
    } else {
      to.initialize(from: from.assumingMemoryBound(to: UInt8.self), count: run.count)
    }
    literalCount &+= run.count
    var d: Int32
    if match == 0 {
      d = previousDistance == 0 ? 1 : 0  // a literal-only triplet: no copy, any valid distance
      if d == 1 { previousDistance = 1 }
    } else {
      let distance = Int32(truncatingIfNeeded: distance)
      d = distance == previousDistance ? 0 : distance
      previousDistance = distance
    }
    (triplets + tripletCount).initialize(
      to: LZFSEStreams.Triplet(l: Int32(truncatingIfNeeded: run.count), m: Int32(truncatingIfNeeded: match), d: d))
    tripletCount &+= 1
    rawBytes &+= run.count &+ match
  }

  /// Writes the block (if it holds anything) and empties it.
  mutating func flush(into out: inout [UInt8]) {
    guard tripletCount > 0 else { return }
    while literalCount % 4 != 0 {
      literals[literalCount] = 0
      literalCount += 1
    }
    let lits = UnsafeBufferPointer(start: literals, count: literalCount)
    let ts = UnsafeBufferPointer(start: triplets, count: tripletCount)
    let literalFrequencies = LZFSEStreams.literalFrequencies(lits)
    let tripletFrequencies = LZFSEStreams.tripletFrequencies(ts)
    let table = LZFSEStreams.packedFrequencies(tripletFrequencies + literalFrequencies)
    let start = out.count, headerSize = LZFSECompressedBlockHeader.v2FixedSize + table.count
    let room = LZFSEStreams.literalRoom(literalCount) + LZFSEStreams.tripletRoom(tripletCount)
    out.append(contentsOf: repeatElement(0, count: headerSize + room))
    let end = out.withUnsafeMutableBytes { raw in
      let header = raw.baseAddress! + start
      let lit = LZFSEStreams.literals(lits, frequencies: literalFrequencies, into: header + headerSize)
      let lmd = LZFSEStreams.triplets(ts, frequencies: tripletFrequencies, into: header + headerSize + lit.count)
      var w0: UInt64 = UInt64(literalCount) | UInt64(lit.count) << 20 | UInt64(tripletCount) << 40
      w0 |= UInt64(lit.lastByteBits + 7) << 60
      var w1: UInt64 = UInt64(lmd.count) << 40 | UInt64(lmd.lastByteBits + 7) << 60
      for (i, s) in lit.states.enumerated() { w1 |= UInt64(s) << UInt64(10 * i) }
      var w2 = UInt64(headerSize)
      w2 |= UInt64(lmd.states[0]) << 32 | UInt64(lmd.states[1]) << 42 | UInt64(lmd.states[2]) << 52
      header.storeBytes(of: LZFSEBlock.compressedV2Magic.littleEndian, as: UInt32.self)
      (header + 4).storeBytes(of: UInt32(rawBytes).littleEndian, as: UInt32.self)
      for (k, v) in [w0, w1, w2].enumerated() { (header + 8 + 8 * k).storeBytes(of: v.littleEndian, as: UInt64.self) }
      table.withUnsafeBytes {
        (header + LZFSECompressedBlockHeader.v2FixedSize).copyMemory(from: $0.baseAddress!, byteCount: $0.count)
      }
      return start + headerSize + lit.count + lmd.count
    }
    out.removeLast(out.count - end)
    literalCount = 0
    tripletCount = 0
    rawBytes = 0
    previousDistance = 0
  }
}
