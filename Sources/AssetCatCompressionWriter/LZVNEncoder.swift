import AssetCatCompression

/// LZVN streams, the `bvxn` blocks Apple's LZFSE encoder makes of inputs under 4 KiB (and Apple's
/// cars hold for small chunks and palette images): `LZMatchFinder`'s parse written as the
/// decoder's opcodes (`LZVNInstruction`). A match carries up to 3 literals; its first piece is as
/// long as its opcode allows — a literal count leaves fewer match-length values free, as the other
/// opcodes take the rest of the byte (L 0: 10, 1: 8, 2: 6, 3: 4; the medium-distance opcode 34) —
/// and match-only opcodes at the same distance carry on. Distances up to 65,535.
enum LZVNEncoder {
  static let maxDistance = 0xFFFF
  /// The longest first piece of a match after `l` literals with a one-byte opcode.
  static let maxMatch = [10, 8, 6, 4]

  /// The stream, ending with the end-of-stream opcode and its 7 zero bytes.
  static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(input.count / 2 + 16)
    var previous = 0
    var finder = LZMatchFinder(maxDistance: maxDistance)
    finder.minMatch = 3
    finder.parse(input) { literals, length, distance in
      var run = literals
      if length == 0 || run.count > 3 {
        literalsOnly(input, run, into: &out)
        run = run.upperBound..<run.upperBound
      }
      guard length > 0 else { return }
      let first = matchOpcode(literals: run.count, length: length, distance: distance, previous: previous, into: &out)
      out += UnsafeRawBufferPointer(rebasing: input[run])
      matchOnly(length - first, into: &out)
      previous = distance
    }
    out += [0x06, 0, 0, 0, 0, 0, 0, 0]
    return out
  }

  /// `1110LLLL` or `11100000 L-16` opcodes with their literals, 271 at most each.
  static func literalsOnly(_ input: UnsafeRawBufferPointer, _ run: Range<Int>, into out: inout [UInt8]) {
    var start = run.lowerBound
    while start < run.upperBound {
      let n = min(run.upperBound - start, 271)
      out += n <= 15 ? [0xE0 | UInt8(n)] : [0xE0, UInt8(n - 16)]
      out += UnsafeRawBufferPointer(rebasing: input[start..<start + n])
      start += n
    }
  }

  /// `1111MMMM` or `11110000 M-16` opcodes: `length` more bytes at the last distance.
  static func matchOnly(_ length: Int, into out: inout [UInt8]) {
    var left = length
    while left > 0 {
      let n = min(left, 271)
      out += n <= 15 ? [0xF0 | UInt8(n)] : [0xF0, UInt8(n - 16)]
      left -= n
    }
  }

  /// The opcode of a match's first piece after `l` (0...3) literals; how long that piece is.
  static func matchOpcode(literals l: Int, length: Int, distance d: Int, previous: Int, into out: inout [UInt8]) -> Int
  {
    let ll = UInt8(l) << 6
    if d == previous {
      guard l > 0 else { return 0 }  // no literal: match-only opcodes alone
      let m = min(length, maxMatch[l])
      out.append(ll | UInt8(m - 3) << 3 | 6)
      return m
    }
    if d < 16384 && (length > maxMatch[l] || d >= 1536) {
      let m = min(length, 34)
      let operand = d << 2 | (m - 3) & 3
      out += [0xA0 | UInt8(l) << 3 | UInt8((m - 3) >> 2), UInt8(operand & 0xFF), UInt8(operand >> 8)]
      return m
    }
    let m = min(length, maxMatch[l])
    if d < 1536 {
      out += [ll | UInt8(m - 3) << 3 | UInt8(d >> 8), UInt8(d & 0xFF)]
    } else {
      out += [ll | UInt8(m - 3) << 3 | 7, UInt8(d & 0xFF), UInt8(d >> 8)]
    }
    return m
  }
}
