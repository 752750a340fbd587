import AssetCatCompression

/// LZFSE streams as Apple's `COMPRESSION_LZFSE` decodes them (CoreUI's compression 4 and the
/// payload of palette images): `LZMatchFinder`'s parse as (L, M, D) triplets, in `bvx2` blocks
/// of at most 40,000 literals and 10,000 triplets whose literals and triplets are FSE-coded
/// (`LZFSEBlockEncoder`), then `bvx$`. No Debian package encodes LZFSE; the project's decoder and
/// the reference one read these streams back (Tests/AssetCatCompressionTests/LZFSEEncoderTests).
public enum LZFSEEncoder {
  /// Matches reach as far back as LZFSE distances go.
  static let maxDistance = LZFSEValueSymbols.distance.maxValue

  public static func compress(_ input: [UInt8], smallest: Bool = false) -> [UInt8] {
    input.withUnsafeBytes { compress($0, smallest: smallest) }
  }

  /// Inputs under 4 KiB become one LZVN block (`bvxn`), as Apple's encoder makes them; larger
  /// ones `bvx2` blocks. When that is larger than the input, one raw block (`bvx-`). With
  /// `smallest`, a deeper search (16 positions a bucket, matches up to 256 bytes put off for a
  /// longer one): smaller output for more time (`--optimization space`).
  public static func compress(_ input: UnsafeRawBufferPointer, smallest: Bool = false) -> [UInt8] {
    var out = input.count < lzvnThreshold ? lzvnBlock(input) : entropyCoded(input, smallest: smallest)
    if out.count > input.count + 8 {
      out = []
      word(LZFSEBlock.rawMagic, &out)
      word(UInt32(input.count), &out)
      out += input
    }
    word(LZFSEBlock.endOfStreamMagic, &out)
    return out
  }

  /// Below this many bytes, LZVN (the reference encoder's threshold).
  static let lzvnThreshold = 4096

  static func lzvnBlock(_ input: UnsafeRawBufferPointer) -> [UInt8] {
    let payload = LZVNEncoder.compress(input)
    var out: [UInt8] = []
    word(LZFSEBlock.lzvnMagic, &out)
    word(UInt32(input.count), &out)
    word(UInt32(payload.count), &out)
    return out + payload
  }

  static func word(_ v: UInt32, _ out: inout [UInt8]) {
    withUnsafeBytes(of: v.littleEndian) { out += $0 }
  }

  /// `bvx2` blocks, without the end-of-stream block.
  static func entropyCoded(_ input: UnsafeRawBufferPointer, smallest: Bool) -> [UInt8] {
    var finder = LZMatchFinder(maxDistance: maxDistance)
    if smallest { (finder.ways, finder.goodEnough, finder.lazyBelow, finder.deepLazyBelow) = (16, 256, 256, 256) }
    var blocks = Blocks(input)
    finder.parse(input, into: &blocks)
    return blocks.finish()
  }

  /// The parse's matches as (L, M, D) triplets in `bvx2` blocks: literal runs longer than L
  /// goes and matches longer than M split over several.
  struct Blocks: LZMatchFinder.Sink, ~Copyable {
    static let maxL = LZFSEValueSymbols.literalLength.maxValue
    static let maxM = LZFSEValueSymbols.matchLength.maxValue
    let input: UnsafeRawBufferPointer
    var block: LZFSEBlockEncoder
    var out: [UInt8] = []

    init(_ input: UnsafeRawBufferPointer) {
      self.input = input
      block = LZFSEBlockEncoder(inputBytes: input.count)
      out.reserveCapacity(input.count / 4 + 64)
    }

    @inline(__always) mutating func sequence(literals: Range<Int>, length: Int, distance: Int) {
      if literals.count <= Self.maxL && length > 0 && length <= Self.maxM {
        block.add(from: input, literals, match: length, distance: distance, overflow: &out)
        return
      }
      var run = literals
      while run.count > Self.maxL || (length == 0 && !run.isEmpty) {
        let n = min(run.count, Self.maxL)
        block.add(from: input, run.lowerBound..<run.lowerBound + n, match: 0, distance: 0, overflow: &out)
        run = run.lowerBound + n..<run.upperBound
      }
      var remaining = length
      while remaining > 0 {
        let m = min(remaining, Self.maxM)
        block.add(from: input, run, match: m, distance: distance, overflow: &out)
        run = run.upperBound..<run.upperBound
        remaining -= m
      }
    }

    consuming func finish() -> [UInt8] {
      block.flush(into: &out)
      return out
    }
  }
}
