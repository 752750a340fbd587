/// Why a compressed stream could not be decoded, and where.
///
/// `offset` is the byte offset, from the start of the input the caller passed, of the block,
/// header field or opcode at fault. Every decoder in this module throws only this type.
public struct CompressionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Equatable, Sendable {
    /// The input ended inside a block, header, opcode or literal; `needed` more bytes were required.
    case truncated(needed: Int)
    /// The 4 bytes at a block boundary are not an LZFSE block magic (value read little-endian).
    case unknownBlockMagic(UInt32)
    /// The stream declares more output than the caller allowed (`maxOutput`), in bytes.
    case outputLimitExceeded(declared: Int, limit: Int)
    /// A header field holds a value the format forbids.
    case invalidHeaderField(name: String, value: Int)
    /// A frequency table of an LZFSE header does not decode or sums past its state count.
    case invalidFrequencyTable(String)
    /// An FSE bit stream is malformed or was read past its start.
    case invalidBitStream(String)
    /// A match refers to bytes before the start of the output (`distance` > bytes produced).
    case matchDistanceOutOfRange(distance: Int, produced: Int)
    /// A block asks for more literal bytes than it decoded.
    case literalsExhausted(requested: Int, available: Int)
    /// A literal or match would write past the end of the block or stream that declared
    /// `limit` output bytes (both counted from the start of the output).
    case outputOverrun(limit: Int, requested: Int)
    /// A block or stream produced a different number of bytes than it declared.
    case sizeMismatch(declared: Int, actual: Int)
    /// A block's payload ended at a different place than its header declared (sizes in bytes).
    case payloadSizeMismatch(declared: Int, consumed: Int)
    /// An LZVN opcode that the format leaves undefined.
    case invalidOpcode(UInt8)
    /// The input ended before an end-of-stream marker.
    case missingEndOfStream
  }

  /// Byte offset into the caller's input.
  public let offset: Int
  public let reason: Reason

  public init(offset: Int, reason: Reason) {
    self.offset = offset
    self.reason = reason
  }

  public var description: String {
    "at byte \(offset): \(reasonText)"
  }

  private var reasonText: String {
    switch reason {
    case .truncated(let needed): "input truncated, \(needed) more bytes needed"
    case .unknownBlockMagic(let magic): "unknown block magic 0x\(String(magic, radix: 16))"
    case .outputLimitExceeded(let declared, let limit):
      "declared output of \(declared) bytes exceeds the limit of \(limit)"
    case .invalidHeaderField(let name, let value): "invalid header field \(name) = \(value)"
    case .invalidFrequencyTable(let why): "invalid frequency table: \(why)"
    case .invalidBitStream(let why): "invalid bit stream: \(why)"
    case .matchDistanceOutOfRange(let distance, let produced):
      "match distance \(distance) reaches before the output start (\(produced) bytes produced)"
    case .literalsExhausted(let requested, let available):
      "\(requested) literal bytes requested, \(available) left"
    case .outputOverrun(let limit, let requested):
      "output would grow to \(requested) bytes, past the declared \(limit)"
    case .sizeMismatch(let declared, let actual):
      "declared \(declared) bytes, produced \(actual)"
    case .payloadSizeMismatch(let declared, let consumed):
      "payload declared as \(declared) bytes, \(consumed) consumed"
    case .invalidOpcode(let opcode): "undefined LZVN opcode 0x\(String(opcode, radix: 16))"
    case .missingEndOfStream: "no end-of-stream marker"
    }
  }
}
