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
    var out: [UInt8] = []
    out.reserveCapacity(input.count / 4 + 64)
    var block = LZFSEBlockEncoder(inputBytes: input.count)
    let maxL = LZFSEValueSymbols.literalLength.maxValue, maxM = LZFSEValueSymbols.matchLength.maxValue
    var finder = LZMatchFinder(maxDistance: maxDistance)
    if smallest { (finder.ways, finder.goodEnough, finder.lazyBelow, finder.deepLazyBelow) = (16, 256, 256, 256) }
    finder.parse(input) { literals, length, distance in
      var run = literals
      while run.count > maxL || (length == 0 && !run.isEmpty) {
        let n = min(run.count, maxL)
        block.add(
          literals: UnsafeRawBufferPointer(rebasing: input[run.prefix(n)]), match: 0, distance: 0, overflow: &out)
        run = run.dropFirst(n)
      }
      var remaining = length
      while remaining > 0 {
        let m = min(remaining, maxM)
        block.add(literals: UnsafeRawBufferPointer(rebasing: input[run]), match: m, distance: distance, overflow: &out)
        run = run.upperBound..<run.upperBound
        remaining -= m
      }
    }
    block.flush(into: &out)
    return out
  }
}
