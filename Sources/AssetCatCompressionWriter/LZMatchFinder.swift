/// The LZ77 parse of the LZFSE encoder: a hash table of 4-byte sequences with eight recent
/// positions a bucket, the last distance tried first (runs of a pixel and repeated rows are the
/// matches images have), one step of lazy matching (a match is put off by a byte when the next
/// position has a longer one), and a growing stride across stretches that match nothing. On the
/// car writer's BGRA chunks it writes 0.3–3% less than the reference encoder (four positions a
/// bucket, every position kept, lazy matching throughout).
///
/// The input is trusted memory the encoder was handed (not parsed data), so the search runs on
/// raw pointers with wrapping arithmetic: every load stays below `count` because a match starts
/// where 8 bytes can still be read and `matchLength` stops at `limit`.
struct LZMatchFinder {
  /// The shortest match: 4 bytes hashed and compared; 3 for LZVN, whose opcodes carry 3-byte
  /// matches (an image whose rows differ in one channel, a pixel apart, matches 3 bytes of 4).
  var minMatch = 4

  /// The farthest back a match may start (below `Search.bias`).
  let maxDistance: Int
  /// Positions kept a hash bucket: 8, or 16 for the smallest output.
  var ways = 8
  /// Matches this long are taken at once (a longer one a byte later saves little).
  var goodEnough = 64
  /// Matches shorter than this are put off when the next byte starts a longer one.
  var lazyBelow = 64
  /// Below this length the look ahead tries every position of its bucket, above only the two
  /// newest: the look ahead costs a search, and on NetNewsWire's images the deep one pays for
  /// itself on matches under 6 bytes only; the shallow one above keeps cars of palette images
  /// 1–2% smaller (stopping the look ahead at 10 bytes made them 1% larger than before).
  var deepLazyBelow = 6
  /// Matches shorter than this keep every position they cover in the table, longer ones one a
  /// pixel and their last 3: the row below a short match is where the next one is.
  var keepAllBelow = 16
  /// Whether the shallow look ahead is checked without a branch a candidate before it searches
  /// (`Search.mayBeat`); the parse is the same either way (the tests compare the two).
  var checksLookAhead = true

  /// What a parse hands its matches to, in order: for each match the literals before it (as
  /// offsets into the input), its length and distance; then, once, the literals after the last
  /// match (possibly none) with length 0.
  protocol Sink: ~Copyable {
    mutating func sequence(literals: Range<Int>, length: Int, distance: Int)
  }

  /// Calls `sequence(literals, matchLength, distance)` for each match in order, then
  /// `sequence(tail, 0, 0)` (`Sink`).
  func parse(_ input: UnsafeRawBufferPointer, _ sequence: (Range<Int>, Int, Int) -> Void) {
    withoutActuallyEscaping(sequence) { sequence in
      var sink = Calls(body: sequence)
      parse(input, into: &sink)
    }
  }

  /// A closure as a `Sink`.
  private struct Calls: Sink {
    let body: (Range<Int>, Int, Int) -> Void
    func sequence(literals: Range<Int>, length: Int, distance: Int) { body(literals, length, distance) }
  }

  /// Hands `sink` the matches of `input` (`Sink`); generic, so the sink's work is compiled
  /// into the parse loop.
  func parse<S: Sink & ~Copyable>(_ input: UnsafeRawBufferPointer, into sink: inout S) {
    let count = input.count
    guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), count >= minMatch + 8 else {
      sink.sequence(literals: 0..<count, length: 0, distance: 0)
      return
    }
    precondition(count <= Int(Int32.max) - Search<EightWays>.bias && maxDistance < Search<EightWays>.bias)
    switch ways {
    case 4: parse(base, count, Search<FourWays>.self, &sink)
    case 8: parse(base, count, Search<EightWays>.self, &sink)
    default:
      precondition(ways == 16, "4, 8 or 16 positions a bucket")
      parse(base, count, Search<SixteenWays>.self, &sink)
    }
  }

  @inline(__always) private func parse<W: BucketWays, S: Sink & ~Copyable>(
    _ base: UnsafePointer<UInt8>, _ count: Int, _: Search<W>.Type, _ sink: inout S
  ) {
    // A bucket for about 32 bytes of input: the table is made (and zeroed) for each input.
    let bits = min(16, max(8, (Int.bitWidth - count.leadingZeroBitCount) - (W.ways == 4 ? 4 : 5)))
    let slots = (1 << bits) * Search<W>.slots
    // Buckets on cache lines: a bucket of 8 is one line, not two.
    let table = UnsafeMutableRawPointer.allocate(byteCount: slots * 4, alignment: 64).bindMemory(
      to: UInt32.self, capacity: slots)
    let heads = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << bits)
    defer {
      UnsafeMutableRawPointer(table).deallocate()
      heads.deallocate()
    }
    table.initialize(repeating: 0, count: slots)
    heads.initialize(repeating: 0, count: 1 << bits)
    var finder = Search<W>(
      base: base, count: count, table: table, heads: heads, shift: UInt32(32 - bits), maxDistance: maxDistance,
      goodEnough: goodEnough, minMatch: minMatch, mask: minMatch == 3 ? 0xFF_FFFF : 0xFFFF_FFFF)
    let last = count &- 8  // matches start where 8 bytes can still be read
    var literalStart = 0, i = 0, misses = 0, previous = 0
    var match = finder.best(at: i, previous: previous)
    while i < last {
      guard match.length > 0 else {
        misses &+= 1
        let next = min(i &+ 1 &+ misses >> 6, last)
        // Positions a stride passes over still go in the table, one a pixel (4 bytes), so the
        // row below (or a later repeat) can match them.
        var p = (i &+ 4) & ~3
        while p < next {
          finder.insert(p)
          p &+= 4
        }
        i = next
        if i < last { match = finder.best(at: i, previous: previous) }
        continue
      }
      misses = 0
      var lookedAt = -1  // the position the look ahead recorded, not to be recorded twice
      if match.length < lazyBelow && match.distance != previous && i &+ 1 < last {
        lookedAt = i &+ 1
        let deep = match.length < deepLazyBelow
        // The shallow look ahead mostly finds nothing longer: a check without a branch a
        // candidate says so first (and the position is recorded as the search would).
        if deep || !checksLookAhead || finder.mayBeat(match.length &+ 1, at: lookedAt, previous: previous) {
          let next = finder.best(at: lookedAt, previous: previous, newest: deep ? W.ways : 2)
          if next.length > match.length &+ 1 {
            i &+= 1
            match = next
            continue
          }
        } else {
          finder.insert(lookedAt)
        }
      }
      // Back over literals the match also covers (a stride past misses can land inside one).
      while i > literalStart && i &- match.distance > 0 && base[i &- 1] == base[i &- 1 &- match.distance] {
        i &-= 1
        match.length &+= 1
      }
      sink.sequence(literals: literalStart..<i, length: match.length, distance: match.distance)
      previous = match.distance
      let end = i &+ match.length
      let stop = min(end, last), tail = max(i &+ 1, end &- 3)
      let step = match.length < keepAllBelow ? 1 : 4
      var p = step == 1 ? i &+ 1 : (i &+ 4) & ~3
      while p < tail {
        if p != lookedAt { finder.insert(p) }
        p &+= step
      }
      p = tail
      while p < stop {
        if p != lookedAt { finder.insert(p) }
        p &+= 1
      }
      i = end
      literalStart = i
      if i < last { match = finder.best(at: i, previous: previous) }
    }
    sink.sequence(literals: literalStart..<count, length: 0, distance: 0)
  }

  /// How many positions a bucket keeps, as a type so each width's search is compiled with it.
  protocol BucketWays {
    static var ways: Int { get }
    /// The bits (slot k: 2^k) of the slots of `bucket` (`ways` words, then `ways` positions)
    /// that `filter` lets through.
    static func candidates(_ bucket: UnsafePointer<UInt32>, _ filter: Filter) -> UInt32
  }
  enum FourWays: BucketWays {
    static var ways: Int { 4 }
    @inline(__always) static func candidates(_ bucket: UnsafePointer<UInt32>, _ filter: Filter) -> UInt32 {
      filter.quad(bucket, bucket + 4)
    }
  }
  enum EightWays: BucketWays {
    static var ways: Int { 8 }
    @inline(__always) static func candidates(_ bucket: UnsafePointer<UInt32>, _ filter: Filter) -> UInt32 {
      filter.quad(bucket, bucket + 8) | filter.quad(bucket + 4, bucket + 12) &<< 4
    }
  }
  enum SixteenWays: BucketWays {
    static var ways: Int { 16 }
    @inline(__always) static func candidates(_ bucket: UnsafePointer<UInt32>, _ filter: Filter) -> UInt32 {
      filter.quad(bucket, bucket + 16) | filter.quad(bucket + 4, bucket + 20) &<< 4
        | filter.quad(bucket + 8, bucket + 24) &<< 8 | filter.quad(bucket + 12, bucket + 28) &<< 12
    }
  }

  /// The slots worth extending: the same 4 bytes, 1 to `maxDistance` back (an empty slot's
  /// position is farther), and not at the previous distance (tried first).
  struct Filter {
    let word: SIMD4<UInt32>
    /// The position searched, biased as the slots' are.
    let biased: SIMD4<UInt32>
    let maxDistance: SIMD4<UInt32>
    let previous: SIMD4<UInt32>

    /// The bits of 4 slots, compared at once.
    @inline(__always) func quad(_ words: UnsafePointer<UInt32>, _ positions: UnsafePointer<UInt32>) -> UInt32 {
      let distance = biased &- UnsafeRawPointer(positions).loadUnaligned(as: SIMD4<UInt32>.self)
      let same = UnsafeRawPointer(words).loadUnaligned(as: SIMD4<UInt32>.self) .== word
      let usable = same .& (distance &- 1 .< maxDistance) .& (distance .!= previous)
      return SIMD4<UInt32>(repeating: 0).replacing(with: SIMD4(1, 2, 4, 8), where: usable).wrappedSum()
    }
  }

  /// The hash table over one input: each bucket a ring of `W.ways` slots, the 4 bytes at a
  /// recent position then those positions (so a candidate whose bytes differ costs no load from
  /// the input, and the candidates are found without a branch each), and the slot the next
  /// position takes (the oldest).
  struct Search<W: BucketWays> {
    /// Added to each position kept, so a zeroed slot (no position yet) lies farther back than
    /// any distance allowed.
    static var bias: Int { 1 << 20 }
    /// 32-bit words a bucket takes.
    static var slots: Int { 2 &* W.ways }

    let base: UnsafePointer<UInt8>
    let count: Int
    let table: UnsafeMutablePointer<UInt32>
    /// Each bucket's slot for the next position.
    let heads: UnsafeMutablePointer<UInt8>
    /// 32 less the hash's bits.
    let shift: UInt32
    let maxDistance: Int
    /// Matches this long are taken at once: the other candidates are not tried.
    let goodEnough: Int
    let minMatch: Int
    /// The bytes of a 4-byte load that are hashed and compared (the first `minMatch`).
    let mask: UInt32

    /// The longest match at `i` (the previous distance first, then the `newest` positions of
    /// the bucket, newest first, so a tie goes to the nearest), and records `i`.
    @inline(__always) mutating func best(at i: Int, previous: Int, newest: Int = W.ways) -> (
      length: Int, distance: Int
    ) {
      let word = LZMatchFinder.load32(base + i) & mask
      let h = hash(word)
      let bucket = table + (h &* Self.slots)
      var best = (length: 0, distance: 0)
      let limit = count &- i
      if previous > 0 && previous <= i && LZMatchFinder.load32(base + (i &- previous)) & mask == word {
        best = (LZMatchFinder.matchLength(base + i, base + (i &- previous), from: minMatch, limit: limit), previous)
      }
      let biased = UInt32(truncatingIfNeeded: i &+ Self.bias)
      if best.length < goodEnough {
        let filter = Filter(
          word: SIMD4(repeating: word), biased: SIMD4(repeating: biased),
          maxDistance: SIMD4(repeating: UInt32(truncatingIfNeeded: maxDistance)),
          previous: SIMD4(repeating: UInt32(truncatingIfNeeded: previous)))
        // Rotated so that the newest slot (head − 1) is the top bit, then tried from the top.
        let head = UInt32(heads[h]), ways = UInt32(W.ways), all: UInt32 = (1 &<< ways) &- 1
        let usable = W.candidates(bucket, filter)
        var candidates = (usable &<< (ways &- head) | usable &>> head) & all
        candidates &= ~((1 &<< (ways &- UInt32(truncatingIfNeeded: newest))) &- 1)
        while candidates != 0 {
          let top = UInt32(31 &- candidates.leadingZeroBitCount)
          candidates &= ~(1 &<< top)
          let distance = Int(biased &- bucket[W.ways &+ Int((top &+ head) & (ways &- 1))])
          // Only a candidate that also matches the 4 bytes the best match ends with (and the
          // byte after) can beat it.
          if best.length > 0
            && (best.length >= limit
              || LZMatchFinder.load32(base + (i &+ best.length &- 3))
                != LZMatchFinder.load32(base + (i &+ best.length &- 3 &- distance)))
          {
            continue
          }
          let n = LZMatchFinder.matchLength(base + i, base + (i &- distance), from: minMatch, limit: limit)
          if n > best.length { best = (n, distance) }
        }
      }
      push(word, biased, at: h)
      return best
    }

    /// Whether the match at `i` from the previous distance or the bucket's 2 newest positions
    /// could be longer than `floor` (6 or more): whether any of them matches the first bytes and
    /// the 4 bytes ending one past `floor`, each compared without a branch. Records nothing.
    @inline(__always) func mayBeat(_ floor: Int, at i: Int, previous: Int) -> Bool {
      guard floor < count &- i else { return false }
      @inline(__always) func bit(_ b: Bool) -> UInt32 { b ? 1 : 0 }
      let word = LZMatchFinder.load32(base + i) & mask
      let at = i &+ floor &- 3
      let want = LZMatchFinder.load32(base + at)
      var any: UInt32 = 0
      if previous > 0 && previous <= i {
        any =
          bit(LZMatchFinder.load32(base + (i &- previous)) & mask == word)
          & bit(LZMatchFinder.load32(base + (at &- previous)) == want)
      }
      let h = hash(word)
      let bucket = table + (h &* Self.slots)
      let head = Int(heads[h]), biased = UInt32(truncatingIfNeeded: i &+ Self.bias)
      for back in 1...2 {
        let k = (head &- back) & (W.ways &- 1)
        let distance = biased &- bucket[W.ways &+ k]
        let usable = bit(bucket[k] == word) & bit(distance &- 1 < UInt32(truncatingIfNeeded: maxDistance))
        // A slot not usable compares the input with itself, in bounds whatever it holds.
        let d = Int(distance & (0 &- usable))
        any |= usable & bit(LZMatchFinder.load32(base + (at &- d)) == want)
      }
      return any != 0
    }

    @inline(__always) mutating func insert(_ i: Int) {
      let word = LZMatchFinder.load32(base + i) & mask
      push(word, UInt32(truncatingIfNeeded: i &+ Self.bias), at: hash(word))
    }

    /// Puts `word` and `position` in bucket `h` in place of its oldest.
    @inline(__always) private func push(_ word: UInt32, _ position: UInt32, at h: Int) {
      let bucket = table + (h &* Self.slots)
      let k = Int(heads[h])
      bucket[k] = word
      bucket[W.ways &+ k] = position
      heads[h] = UInt8(truncatingIfNeeded: (k &+ 1) & (W.ways &- 1))
    }

    @inline(__always) func hash(_ word: UInt32) -> Int { Int(truncatingIfNeeded: (word &* 2_654_435_761) >> shift) }
  }

  @inline(__always) static func load32(_ p: UnsafePointer<UInt8>) -> UInt32 {
    UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
  }

  /// How many bytes from `a` equal those from `b` (which precedes it), up to `limit`, the first
  /// `from` known equal.
  @inline(__always) static func matchLength(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from: Int, limit: Int
  ) -> Int {
    var n = from
    while n &+ 8 <= limit {
      let x =
        UnsafeRawPointer(a + n).loadUnaligned(as: UInt64.self) ^ UnsafeRawPointer(b + n).loadUnaligned(as: UInt64.self)
      if x != 0 { return n &+ x.littleEndian.trailingZeroBitCount &>> 3 }
      n &+= 8
    }
    while n < limit && a[n] == b[n] { n &+= 1 }
    return n
  }
}
