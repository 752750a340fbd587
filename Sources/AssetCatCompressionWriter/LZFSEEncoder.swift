import AssetCatCompression

/// LZFSE streams as Apple's `COMPRESSION_LZFSE` decodes them (CoreUI's compression 4 and the
/// payload of palette images): `LZMatchFinder`'s parse as (L, M, D) triplets, in `bvx2` blocks
/// of at most 40,000 literals and 10,000 triplets whose literals and triplets are FSE-coded
/// (`LZFSEBlockEncoder`), then `bvx$`. No Debian package encodes LZFSE; the project's decoder and
/// the reference one read these streams back (Tests/AssetCatCompressionTests/LZFSEEncoderTests).
public enum LZFSEEncoder {
  /// Matches reach as far back as the hash table's 16-bit distances.
  static let maxDistance = 0xFFFF

  public static func compress(_ input: [UInt8]) -> [UInt8] {
    input.withUnsafeBytes { compress($0) }
  }

  public static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(input.count / 4 + 64)
    var block = LZFSEBlockEncoder()
    let maxL = LZFSEValueSymbols.literalLength.maxValue, maxM = LZFSEValueSymbols.matchLength.maxValue
    LZMatchFinder(maxDistance: maxDistance).parse(input) { literals, length, distance in
      var run = literals
      while run.count > maxL || (length == 0 && !run.isEmpty) {
        let n = min(run.count, maxL)
        block.add(literals: UnsafeRawBufferPointer(rebasing: input[run.prefix(n)]), match: 0, distance: 0, overflow: &out)
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
    withUnsafeBytes(of: LZFSEBlock.endOfStreamMagic.littleEndian) { out += $0 }
    return out
  }
}
