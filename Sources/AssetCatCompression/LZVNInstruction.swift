/// One LZVN opcode with its operands: literal bytes from the input, then a match from the output.
///
/// Opcodes by their first byte (L = literal length, M = match length, D = distance):
/// - `LLMMMDDD DDDDDDDD`: small distance (`DDD` ≠ 110, 111); L 0...3, M 3...10, D < 2048.
/// - `LLMMM111 D16`: large distance, D a little-endian UInt16.
/// - `LLMMM110` (first byte ≥ 0x40): previous distance.
/// - `101LLMMM DDDDDDMM DDDDDDDD`: medium distance; L 0...3, M 3...34, D 14 bits.
/// - `1110LLLL` / `11100000 L8`: literal only (L 1...15 / 16...271).
/// - `1111MMMM` / `11110000 M8`: match only at the previous distance (M 1...15 / 16...271).
/// - `0x06` and 7 more bytes: end of stream; `0x0E`, `0x16`: no operation.
/// - `0x1E`, `0x26`, `0x2E`, `0x36`, `0x3E`, `0x70...0x7F`, `0xD0...0xDF`: undefined.
struct LZVNInstruction {
  enum Kind { case copy, noOperation, endOfStream }

  var kind: Kind
  /// Opcode bytes before the literal.
  var length: Int
  var literalLength: Int
  var matchLength: Int
  /// Match distance from this opcode, or ``previousDistance`` to keep the last one.
  var distance: Int

  static let previousDistance = -1

  /// Decodes the opcode at `p` with `available` input bytes from there (at least 1); throws
  /// unless the opcode and its literal lie within those bytes. `offset` locates `p` in the input.
  @inline(__always)
  static func decode(_ p: UnsafePointer<UInt8>, available: Int, offset: Int)
    throws(CompressionError) -> LZVNInstruction
  {
    let opcode = Int(p[0])
    var instruction: LZVNInstruction
    switch opcode {
    case 0xA0...0xBF:
      try need(3, available, offset)
      let operand = Int(p[1]) | Int(p[2]) << 8
      instruction = LZVNInstruction(
        kind: .copy, length: 3, literalLength: (opcode >> 3) & 3,
        matchLength: ((opcode & 7) << 2 | operand & 3) + 3, distance: operand >> 2)
    case 0xE0...0xFF:
      instruction = try literalOrMatchOnly(p, opcode: opcode, available: available, offset: offset)
    case 0x70...0x7F, 0xD0...0xDF:
      throw CompressionError(offset: offset, reason: .invalidOpcode(UInt8(opcode)))
    default:
      instruction = try withLiteralAndMatch(p, opcode: opcode, available: available, offset: offset)
    }
    try need(instruction.length + instruction.literalLength, available, offset)
    return instruction
  }

  @inline(__always)
  private static func need(_ count: Int, _ available: Int, _ offset: Int) throws(CompressionError) {
    guard count <= available else {
      throw CompressionError(offset: offset, reason: .truncated(needed: count - available))
    }
  }

  /// Opcodes 0xE0...0xFF: a literal alone or a match alone.
  @inline(__always)
  private static func literalOrMatchOnly(
    _ p: UnsafePointer<UInt8>, opcode: Int, available: Int, offset: Int
  ) throws(CompressionError) -> LZVNInstruction {
    var length = 1
    var count = opcode & 0xF
    if count == 0 {
      try need(2, available, offset)
      length = 2
      count = Int(p[1]) + 16
    }
    let isLiteral = opcode < 0xF0
    return LZVNInstruction(
      kind: .copy, length: length, literalLength: isLiteral ? count : 0,
      matchLength: isLiteral ? 0 : count, distance: previousDistance)
  }

  /// Opcodes with `LLMMM` in the high bits, told apart by their low 3 bits.
  @inline(__always)
  private static func withLiteralAndMatch(
    _ p: UnsafePointer<UInt8>, opcode: Int, available: Int, offset: Int
  ) throws(CompressionError) -> LZVNInstruction {
    let literalLength = opcode >> 6
    let matchLength = ((opcode >> 3) & 7) + 3
    switch opcode & 7 {
    case 7:
      try need(3, available, offset)
      return LZVNInstruction(
        kind: .copy, length: 3, literalLength: literalLength, matchLength: matchLength,
        distance: Int(p[1]) | Int(p[2]) << 8)
    case 6:
      switch opcode {
      case 0x06:
        return LZVNInstruction(
          kind: .endOfStream, length: 8, literalLength: 0, matchLength: 0,
          distance: previousDistance)
      case 0x0E, 0x16:
        return LZVNInstruction(
          kind: .noOperation, length: 1, literalLength: 0, matchLength: 0,
          distance: previousDistance)
      case ..<0x40:
        throw CompressionError(offset: offset, reason: .invalidOpcode(UInt8(opcode)))
      default:
        return LZVNInstruction(
          kind: .copy, length: 1, literalLength: literalLength, matchLength: matchLength,
          distance: previousDistance)
      }
    default:
      try need(2, available, offset)
      return LZVNInstruction(
        kind: .copy, length: 2, literalLength: literalLength, matchLength: matchLength,
        distance: (opcode & 7) << 8 | Int(p[1]))
    }
  }
}
