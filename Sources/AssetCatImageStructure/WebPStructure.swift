import AssetCatBytes

/// What a WebP file's RIFF container and image header say, without decoding it (Google's WebP
/// container and bitstream specifications, RFC 9649): `RIFF`, the size of what follows, `WEBP`,
/// then chunks. A simple file's first chunk is its image: `VP8 ` (lossy: a key frame's start
/// code and 14-bit sides) or `VP8L` (lossless: signature 0x2F, 14-bit sides less one, an alpha
/// bit, version 0). An extended file starts with `VP8X` (flags: ICC profile, alpha, animation;
/// the canvas's 24-bit sides less one); a still one must then hold an image chunk of the
/// canvas's size; an animated one is described by its canvas. The RIFF size must fit in the file
/// (a cut file is truncated); bytes after it are not part of the image. Every read is
/// bounds-checked.
public struct WebPStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  public var hasAlpha = false
  public var lossless = false
  public var hasICCProfile = false

  public var info: ImageInfo {
    ImageInfo(
      format: .webp, width: width, height: height, bitDepth: 8, colorType: lossless ? "webp lossless" : "webp lossy",
      hasAlpha: hasAlpha, hasICCProfile: hasICCProfile)
  }

  /// Walks `bytes`, a whole WebP file.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("the WebP header", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    var file = ByteReader(bytes, endianness: .little)
    try file.expect(Array("RIFF".utf8), "the RIFF signature")
    let riffSize = Int(try file.u32())
    try file.expect(Array("WEBP".utf8), "the WEBP form type")
    guard riffSize >= 4, riffSize - 4 <= file.remaining else {
      throw StructureDamage(
        at: 4, "the RIFF size (\(riffSize) bytes from byte 8) runs past the end of the file at byte \(bytes.count)",
        truncation: riffSize >= 4)
    }
    var chunks = try file.take(riffSize - 4)
    let first = try WebPChunk(from: &chunks)
    if first.type == FourCC("VP8X") {
      var flags = first.payload
      let extended = try Self.extendedHeader(&flags, at: first.offset)
      (width, height, hasAlpha, hasICCProfile) = (extended.width, extended.height, extended.alpha, extended.icc)
      if !extended.animated {
        let image = try Self.stillImage(after: &chunks, canvas: (width, height))
        lossless = image.lossless
        hasAlpha = hasAlpha || image.alpha
      }
    } else {
      let image = try Self.imageHeader(first)
      (width, height, hasAlpha, lossless) = (image.width, image.height, image.alpha, image.lossless)
    }
  }

  /// The sides and flags of a `VP8X` chunk.
  static func extendedHeader(_ p: inout ByteReader, at offset: Int) throws -> (
    width: Int, height: Int, alpha: Bool, animated: Bool, icc: Bool
  ) {
    guard p.remaining >= 10 else {
      throw StructureDamage(at: offset, "'VP8X' chunk at byte \(offset): \(p.remaining) bytes, not 10")
    }
    let flags = try p.u8()
    try p.skip(3)
    let w = try Self.u24(&p) + 1, h = try Self.u24(&p) + 1
    return (w, h, flags & 0x10 != 0, flags & 0x02 != 0, flags & 0x20 != 0)
  }

  /// The image chunk of a still extended file (after any `ICCP` and `ALPH`), which must be as
  /// large as the canvas.
  static func stillImage(after chunks: inout ByteReader, canvas: (Int, Int)) throws -> (lossless: Bool, alpha: Bool) {
    var sawAlpha = false
    while chunks.remaining > 0 {
      let chunk = try WebPChunk(from: &chunks)
      if chunk.type == FourCC("ALPH") { sawAlpha = true }
      guard chunk.type == FourCC("VP8 ") || chunk.type == FourCC("VP8L") else { continue }
      let image = try imageHeader(chunk)
      guard image.width == canvas.0, image.height == canvas.1 else {
        throw StructureDamage(
          at: chunk.offset, "\(chunk.name): \(image.width)×\(image.height) pixels in a \(canvas.0)×\(canvas.1) canvas")
      }
      return (image.lossless, image.alpha || sawAlpha)
    }
    throw StructureDamage(at: 12, "an extended WebP with no image chunk ('VP8 ' or 'VP8L')", truncation: true)
  }

  /// The sides of a `VP8 ` or `VP8L` chunk's bitstream, and whether it says it has alpha.
  static func imageHeader(_ chunk: WebPChunk) throws -> (width: Int, height: Int, alpha: Bool, lossless: Bool) {
    var p = chunk.payload
    let (w, h, alpha, lossless): (Int, Int, Bool, Bool)
    switch chunk.type {
    case FourCC("VP8 "):
      guard p.remaining >= 10 else {
        throw StructureDamage(
          at: chunk.offset, "\(chunk.name): \(p.remaining) bytes, too few for a frame header", truncation: true)
      }
      let tag = try p.u8()
      try p.skip(2)
      guard tag & 1 == 0 else { throw StructureDamage(at: chunk.offset, "\(chunk.name): not a key frame") }
      guard try p.array(3) == [0x9D, 0x01, 0x2A] else {
        throw StructureDamage(at: chunk.offset, "\(chunk.name): no VP8 start code")
      }
      (w, h, alpha, lossless) = (Int(try p.u16() & 0x3FFF), Int(try p.u16() & 0x3FFF), false, false)
    case FourCC("VP8L"):
      guard p.remaining >= 5 else {
        throw StructureDamage(
          at: chunk.offset, "\(chunk.name): \(p.remaining) bytes, too few for a header", truncation: true)
      }
      guard try p.u8() == 0x2F else {
        throw StructureDamage(at: chunk.offset, "\(chunk.name): no lossless signature (0x2F)")
      }
      let bits = try p.u32()
      guard bits >> 29 == 0 else {
        throw StructureDamage(at: chunk.offset, "\(chunk.name): lossless version \(bits >> 29), not 0")
      }
      (w, h, alpha, lossless) = (Int(bits & 0x3FFF) + 1, Int(bits >> 14 & 0x3FFF) + 1, bits >> 28 & 1 == 1, true)
    default:
      throw StructureDamage(at: chunk.offset, "\(chunk.name): a WebP starts with 'VP8 ', 'VP8L' or 'VP8X'")
    }
    guard w > 0, h > 0 else { throw StructureDamage(at: chunk.offset, "\(chunk.name): \(w)×\(h) pixels") }
    return (w, h, alpha, lossless)
  }

  static func u24(_ p: inout ByteReader) throws -> Int {
    let b = try p.array(3)
    return Int(b[0]) | Int(b[1]) << 8 | Int(b[2]) << 16
  }
}
