/// Decodes LZFSE entropy-coded blocks (`bvx1`, `bvx2`) into an output window, keeping its FSE
/// tables and literal buffer from one block to the next.
///
/// A block holds two backward FSE streams: literal bytes (four interleaved states) and the
/// L, M, D triplets: copy L literal bytes, then M bytes from D bytes back (D = 0 reuses the
/// previous distance; there is none at the start of a block).
final class LZFSEBlockDecoder {
  private let literalTable = UnsafeMutableBufferPointer<FSESymbolEntry>.allocate(
    capacity: LZFSEValueCoding.literalStateCount)
  private let lTable = UnsafeMutableBufferPointer<FSEValueEntry>.allocate(
    capacity: LZFSEValueCoding.literalLength.stateCount)
  private let mTable = UnsafeMutableBufferPointer<FSEValueEntry>.allocate(
    capacity: LZFSEValueCoding.matchLength.stateCount)
  private let dTable = UnsafeMutableBufferPointer<FSEValueEntry>.allocate(
    capacity: LZFSEValueCoding.distance.stateCount)
  /// Decoded literals, with room for the wide copies' over-reads.
  private let literals = UnsafeMutableBufferPointer<UInt8>.allocate(
    capacity: LZFSECompressedBlockHeader.maximumLiteralCount + 64)

  init() {
    literals.initialize(repeating: 0)
  }

  deinit {
    literalTable.deallocate()
    lTable.deallocate()
    mTable.deallocate()
    dTable.deallocate()
    literals.deallocate()
  }

  /// Decodes the block whose magic is at `offset` and whose payload starts at `payloadStart`;
  /// the window's limit is set to the block's end and must be reached exactly.
  func decode(
    _ header: LZFSECompressedBlockHeader, at offset: Int, payloadStart: Int, input: InputBytes,
    into window: inout OutputWindow
  ) throws(CompressionError) {
    try header.validate(blaming: offset)
    buildTables(header)
    let literalEnd = payloadStart + header.literalPayloadSize
    let literalCount = try decodeLiterals(header, from: payloadStart, to: literalEnd, input: input)
    window.limit = window.position + header.rawSize
    try executeTriplets(
      header, from: literalEnd, literalCount: literalCount, input: input, into: &window)
    guard window.position == window.limit else {
      throw CompressionError(
        offset: offset,
        reason: .sizeMismatch(
          declared: header.rawSize, actual: header.rawSize - (window.limit - window.position)))
    }
  }

  private func buildTables(_ header: LZFSECompressedBlockHeader) {
    header.frequencies.withUnsafeBufferPointer { all in
      func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt16> {
        UnsafeBufferPointer(rebasing: all[range])
      }
      let codings = [LZFSEValueCoding.literalLength, .matchLength, .distance]
      for (table, (coding, range)) in zip(
        [lTable, mTable, dTable], zip(codings, [0..<20, 20..<40, 40..<104]))
      {
        FSEDecoderTable.fill(
          table, frequencies: slice(range), extraBits: coding.extraBits,
          valueBases: coding.valueBases)
      }
      FSEDecoderTable.fill(literalTable, frequencies: slice(104..<360))
    }
  }

  /// Decodes the literal stream into `literals`; returns how many (rounded up to 4).
  private func decodeLiterals(
    _ header: LZFSECompressedBlockHeader, from start: Int, to end: Int, input: InputBytes
  ) throws(CompressionError) -> Int {
    var stream = try FSEBitStream(
      input: input, start: start, end: end, initialBits: header.literalBits, blaming: start)
    let table = literalTable.baseAddress!
    let mask = literalTable.count - 1
    var states = (
      header.literalStates[0], header.literalStates[1], header.literalStates[2],
      header.literalStates[3]
    )
    let output = literals.baseAddress!
    let count = (header.literalCount + 3) & ~3
    var index = 0
    while index < count {
      stream.refill()
      output[index] = Self.symbol(&states.0, table, mask, &stream)
      output[index + 1] = Self.symbol(&states.1, table, mask, &stream)
      output[index + 2] = Self.symbol(&states.2, table, mask, &stream)
      output[index + 3] = Self.symbol(&states.3, table, mask, &stream)
      index += 4
    }
    try stream.checkNotOverrun(blaming: start)
    return count
  }

  @inline(__always)
  private static func symbol(
    _ state: inout Int, _ table: UnsafeMutablePointer<FSESymbolEntry>, _ mask: Int,
    _ stream: inout FSEBitStream
  ) -> UInt8 {
    let entry = table[state]
    let bits = stream.pull(Int(entry.bitCount))
    state = (Int(entry.nextBase) &+ Int(truncatingIfNeeded: bits)) & mask
    return entry.symbol
  }

  @inline(__always)
  private static func value(
    _ state: inout Int, _ table: UnsafeMutablePointer<FSEValueEntry>, _ mask: Int,
    _ stream: inout FSEBitStream
  ) -> Int {
    let entry = table[state]
    let bits = stream.pull(Int(entry.totalBits))
    let valueBits = UInt64(entry.valueBits)
    state = (Int(entry.nextBase) &+ Int(truncatingIfNeeded: bits &>> valueBits)) & mask
    return Int(entry.valueBase) &+ Int(truncatingIfNeeded: bits & ((1 &<< valueBits) &- 1))
  }

  /// Runs the L, M, D stream in `input[start..<start + lmdPayloadSize]` against the literals.
  private func executeTriplets(
    _ header: LZFSECompressedBlockHeader, from start: Int, literalCount: Int, input: InputBytes,
    into window: inout OutputWindow
  ) throws(CompressionError) {
    var stream = try FSEBitStream(
      input: input, start: start, end: start + header.lmdPayloadSize,
      initialBits: header.lmdBits, blaming: start)
    var (lState, mState, dState) = (header.lState, header.mState, header.dState)
    let (l, m, d) = (lTable.baseAddress!, mTable.baseAddress!, dTable.baseAddress!)
    let (lMask, mMask, dMask) = (lTable.count - 1, mTable.count - 1, dTable.count - 1)
    var literal = UnsafePointer(literals.baseAddress!)
    var literalsLeft = literalCount
    var distance = -1
    // A local copy keeps the output position in a register; written back on every exit.
    var output = window
    defer { window = output }
    for _ in 0..<header.matchCount {
      stream.refill()
      let literalLength = Self.value(&lState, l, lMask, &stream)
      let matchLength = Self.value(&mState, m, mMask, &stream)
      let newDistance = Self.value(&dState, d, dMask, &stream)
      if newDistance != 0 { distance = newDistance }
      guard literalLength <= literalsLeft else {
        throw CompressionError(
          offset: start,
          reason: .literalsExhausted(requested: literalLength, available: literalsLeft))
      }
      try output.reserve(literalLength + matchLength, blaming: start)
      output.appendWide(copying: literal, count: literalLength)
      literal += literalLength
      literalsLeft -= literalLength
      try output.checkDistance(distance, blaming: start)
      output.appendMatch(distance: distance, length: matchLength)
    }
    try stream.checkNotOverrun(blaming: start)
  }
}
