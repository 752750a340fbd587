/// The header of an LZFSE entropy-coded block, in either of its two on-disk forms.
///
/// `bvx1` stores every field at a fixed offset (a 772-byte little-endian record, frequency tables
/// as 360 UInt16). `bvx2` packs the counts and states into three 64-bit words and the frequency
/// tables into a variable-length bit code; its header size is stored in the third word.
package struct LZFSECompressedBlockHeader {
  /// Output bytes of the block.
  var rawSize = 0
  /// Literal bytes the block decodes (the reference encoder pads them to a multiple of 4).
  var literalCount = 0
  var literalPayloadSize = 0
  var matchCount = 0
  var lmdPayloadSize = 0
  /// Valid bits in the last byte of each stream, minus 8 (so `-8...0`; 0 means a 7-byte start).
  var literalBits = 0
  var lmdBits = 0
  /// Final encoder states = initial decoder states: 4 interleaved literal streams, then L, M, D.
  var literalStates = [0, 0, 0, 0]
  var lState = 0
  var mState = 0
  var dState = 0
  /// Frequencies: L (20), M (20), D (64), literal bytes (256), in that order.
  var frequencies = [UInt16](repeating: 0, count: frequencyCount)
  /// Bytes from the magic to the first payload byte.
  var headerSize = 0

  static let frequencyCount = 20 + 20 + 64 + 256
  static let v1Size = 772
  /// Bytes before the packed frequency tables of a v2 header.
  package static let v2FixedSize = 32
  package static let maximumLiteralCount = 40_000
  package static let maximumMatchCount = 10_000

  /// Reads the fixed-layout `bvx1` header whose magic is at `offset`.
  static func parseV1(_ input: InputBytes, at offset: Int) throws(CompressionError) -> Self {
    try input.require(v1Size, at: offset)
    var header = Self()
    header.headerSize = v1Size
    header.rawSize = Int(try input.uint32(at: offset + 4))
    header.literalCount = Int(try input.uint32(at: offset + 12))
    header.matchCount = Int(try input.uint32(at: offset + 16))
    header.literalPayloadSize = Int(try input.uint32(at: offset + 20))
    header.lmdPayloadSize = Int(try input.uint32(at: offset + 24))
    header.literalBits = Int(Int32(bitPattern: try input.uint32(at: offset + 28)))
    for stream in 0..<4 {
      header.literalStates[stream] = Int(try input.uint16(at: offset + 32 + 2 * stream))
    }
    header.lmdBits = Int(Int32(bitPattern: try input.uint32(at: offset + 40)))
    header.lState = Int(try input.uint16(at: offset + 44))
    header.mState = Int(try input.uint16(at: offset + 46))
    header.dState = Int(try input.uint16(at: offset + 48))
    for index in 0..<frequencyCount {
      header.frequencies[index] = try input.uint16(at: offset + 50 + 2 * index)
    }
    return header
  }

  /// The header and payload sizes of the `bvx2` block whose magic is at `offset`.
  static func v2Extent(_ input: InputBytes, at offset: Int) throws(CompressionError)
    -> (header: Int, payload: Int)
  {
    let words = try packedWords(input, at: offset)
    let headerSize = Int(field(words.2, 0, 32))
    guard headerSize >= v2FixedSize else {
      throw CompressionError(
        offset: offset + 24, reason: .invalidHeaderField(name: "header_size", value: headerSize))
    }
    return (headerSize, Int(field(words.0, 20, 20)) + Int(field(words.1, 40, 20)))
  }

  /// Reads the packed `bvx2` header whose magic is at `offset`.
  static func parseV2(_ input: InputBytes, at offset: Int) throws(CompressionError) -> Self {
    let words = try packedWords(input, at: offset)
    var header = Self()
    header.headerSize = try v2Extent(input, at: offset).header
    try input.require(header.headerSize, at: offset)
    header.rawSize = Int(try input.uint32(at: offset + 4))
    header.literalCount = Int(field(words.0, 0, 20))
    header.literalPayloadSize = Int(field(words.0, 20, 20))
    header.matchCount = Int(field(words.0, 40, 20))
    header.literalBits = Int(field(words.0, 60, 3)) - 7
    for stream in 0..<4 {
      header.literalStates[stream] = Int(field(words.1, 10 * stream, 10))
    }
    header.lmdPayloadSize = Int(field(words.1, 40, 20))
    header.lmdBits = Int(field(words.1, 60, 3)) - 7
    header.lState = Int(field(words.2, 32, 10))
    header.mState = Int(field(words.2, 42, 10))
    header.dState = Int(field(words.2, 52, 10))
    try header.readPackedFrequencies(
      input, from: offset + v2FixedSize, to: offset + header.headerSize)
    return header
  }

  private static func packedWords(_ input: InputBytes, at offset: Int) throws(CompressionError)
    -> (UInt64, UInt64, UInt64)
  {
    (
      try input.uint64(at: offset + 8), try input.uint64(at: offset + 16),
      try input.uint64(at: offset + 24)
    )
  }

  @inline(__always)
  private static func field(_ word: UInt64, _ lowBit: Int, _ width: Int) -> UInt64 {
    (word >> UInt64(lowBit)) & ((1 << UInt64(width)) - 1)
  }

  /// Decodes the 360 frequencies from `input[start..<end]`; an empty range means all zero.
  private mutating func readPackedFrequencies(_ input: InputBytes, from start: Int, to end: Int)
    throws(CompressionError)
  {
    guard start < end else { return }
    var next = start
    var bits: UInt32 = 0
    var bitCount = 0
    for index in 0..<Self.frequencyCount {
      while next < end && bitCount + 8 <= 32 {
        bits |= UInt32(try input.uint8(at: next)) << UInt32(bitCount)
        bitCount += 8
        next += 1
      }
      let (value, length) = Self.decodeFrequency(bits)
      guard length <= bitCount else {
        throw CompressionError(
          offset: next, reason: .invalidFrequencyTable("code \(index) runs past the header end"))
      }
      frequencies[index] = value
      bits >>= UInt32(length)
      bitCount -= length
    }
    guard bitCount < 8, next == end else {
      throw CompressionError(
        offset: next, reason: .invalidFrequencyTable("codes end before the header end"))
    }
  }

  /// Throws unless every count, state and frequency table is within the format's limits;
  /// `offset` is the block's magic.
  func validate(blaming offset: Int) throws(CompressionError) {
    func check(_ name: String, _ value: Int, below limit: Int) throws(CompressionError) {
      guard value >= 0, value < limit else {
        throw CompressionError(offset: offset, reason: .invalidHeaderField(name: name, value: value))
      }
    }
    try check("n_literals", literalCount, below: Self.maximumLiteralCount + 1)
    try check("n_matches", matchCount, below: Self.maximumMatchCount + 1)
    for state in literalStates {
      try check("literal_state", state, below: LZFSEValueCoding.literalStateCount)
    }
    try check("l_state", lState, below: LZFSEValueCoding.literalLength.stateCount)
    try check("m_state", mState, below: LZFSEValueCoding.matchLength.stateCount)
    try check("d_state", dState, below: LZFSEValueCoding.distance.stateCount)
    let tables = [
      ("L", 0..<20, 64), ("M", 20..<40, 64), ("D", 40..<104, 256), ("literal", 104..<360, 1024),
    ]
    for (name, range, stateCount) in tables {
      let sum = frequencies[range].reduce(0) { $0 + Int($1) }
      guard sum <= stateCount else {
        throw CompressionError(
          offset: offset,
          reason: .invalidFrequencyTable("\(name) frequencies sum to \(sum), over \(stateCount)"))
      }
    }
  }

  /// One frequency code, read from the low bits of `bits`: returns the value and the code length.
  ///
  /// Codes by their low bits: `x0` is 2 bits (value `x`), `x01` is 3 bits (2 + x), `xx011` is
  /// 5 bits (4 + xx), `xxxx0111` is 8 bits (8 + xxxx), and `x…x1111` is 14 bits (24 + 10 bits).
  @inline(__always)
  static func decodeFrequency(_ bits: UInt32) -> (value: UInt16, length: Int) {
    if bits & 1 == 0 { return (UInt16(bits >> 1 & 1), 2) }
    if bits & 3 == 1 { return (2 + UInt16(bits >> 2 & 1), 3) }
    if bits & 7 == 3 { return (4 + UInt16(bits >> 3 & 3), 5) }
    if bits & 15 == 7 { return (8 + UInt16(bits >> 4 & 0xF), 8) }
    return (24 + UInt16(bits >> 4 & 0x3FF), 14)
  }
}
