/// The LZ77 parse of the LZFSE encoder: greedy, one hash table of 4-byte
/// sequences, the last distance tried first (runs of a pixel and repeated rows are the matches
/// images have), and a growing stride across stretches that match nothing.
struct LZMatchFinder {
  static let hashBits = 14
  static let minMatch = 4

  /// The farthest back a match may start.
  let maxDistance: Int

  /// Calls `sequence(literals, matchLength, distance)` for each match in order (the literals
  /// before it as offsets into `input`), then `sequence(tail, 0, 0)` once for the literals after
  /// the last match (possibly none).
  func parse(_ input: UnsafeRawBufferPointer, _ sequence: (Range<Int>, Int, Int) -> Void) {
    let count = input.count
    guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), count >= Self.minMatch + 8 else {
      sequence(0..<count, 0, 0)
      return
    }
    var table = [Int32](repeating: -1, count: 1 << Self.hashBits)
    let last = count - 8  // matches start where 8 bytes can still be read
    var literalStart = 0, i = 0, misses = 0, previous = 0
    table.withUnsafeMutableBufferPointer { table in
      while i < last {
        let word = Self.load32(base + i)
        let h = Self.hash(word)
        let candidate = Int(table[h])
        table[h] = Int32(i)
        var distance = previous, length = 0
        if distance > 0 && i >= distance && Self.load32(base + i - distance) == word {
          length = Self.minMatch + Self.matchLength(base + i + Self.minMatch, base + i + Self.minMatch - distance, limit: count - i - Self.minMatch)
        } else if candidate >= 0 && i - candidate <= maxDistance && Self.load32(base + candidate) == word {
          distance = i - candidate
          length = Self.minMatch + Self.matchLength(base + i + Self.minMatch, base + candidate + Self.minMatch, limit: count - i - Self.minMatch)
        }
        guard length > 0 else {
          misses += 1
          i += 1 + misses >> 6
          continue
        }
        misses = 0
        sequence(literalStart..<i, length, distance)
        previous = distance
        i += length
        literalStart = i
        if i < last { table[Self.hash(Self.load32(base + i - 1))] = Int32(i - 1) }
      }
    }
    sequence(literalStart..<count, 0, 0)
  }

  @inline(__always) static func load32(_ p: UnsafePointer<UInt8>) -> UInt32 {
    UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
  }

  @inline(__always) static func hash(_ word: UInt32) -> Int {
    Int((word &* 2_654_435_761) >> UInt32(32 - hashBits))
  }

  /// How many bytes from `a` equal those from `b` (which precedes it), up to `limit`.
  @inline(__always) static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
    var n = 0
    while n + 8 <= limit {
      let x = UnsafeRawPointer(a + n).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + n).loadUnaligned(as: UInt64.self)
      if x != 0 { return n + x.littleEndian.trailingZeroBitCount / 8 }
      n += 8
    }
    while n < limit && a[n] == b[n] { n += 1 }
    return n
  }
}
