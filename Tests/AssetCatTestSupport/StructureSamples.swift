import AssetCatImageHeaders
import Foundation

/// Hand-built PNG and JPEG byte streams for the structure walks: the walks read chunks and
/// markers, not pixels, so the compressed data need not decode.
public enum StructureSamples {
  /// A HEIC of 24 × 16 opaque pixels, and one of 20 × 12 with an alpha plane (Fixtures/): written
  /// by libheif's heif-enc 1.15.1 (x265) from flat images made for these tests.
  public static let heic = fixture("flat-24x16.heic")
  public static let heicWithAlpha = fixture("alpha-20x12.heic")
  /// The images fuzz target's first finding (26 November 2026): an `ispe` of 0 × 1804 passed.
  public static let heicZeroWidth = fixture("fuzz-heif-zero-width.heic")

  /// WebPs written by Debian's cwebp/img2webp 1.2.4 from PNGs made for these tests: lossless
  /// (`-lossless -exact`) with alpha from `webpSource` (24 × 16), lossy opaque (VP8, 24 × 16),
  /// lossy with an alpha plane (VP8X + ALPH, 20 × 12, the left 5 columns clear), and animated
  /// (two 8 × 8 frames, red then blue).
  public static let webpLossless = fixture("alpha-24x16-lossless.webp")
  public static let webpSource = fixture("alpha-24x16.png")
  public static let webpLossy = fixture("flat-24x16-lossy.webp")
  public static let webpLossyAlpha = fixture("alpha-20x12-lossy.webp")
  public static let webpAnimated = fixture("animated-8x8.webp")

  static func fixture(_ name: String) -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name)
    return (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    let length = UInt32(data.count)
    let crc = CRC32.checksum(typeBytes + data)
    return bigEndian(length) + typeBytes + data + bigEndian(crc)
  }

  public static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  /// The zlib stream of a 3×2 RGBA image's rows (a filter byte and 12 sample bytes per row).
  public static let pngImageData: [UInt8] = [
    120, 218, 99, 96, 100, 98, 102, 97, 101, 99, 231, 224, 228, 226, 230, 97, 224, 229, 227, 23, 16, 20, 18, 22, 17, 21,
    19, 151, 0, 0,
    10, 144, 1, 45,
  ]

  /// A 3×2 RGBA PNG with a tEXt chunk, its image data split over two IDAT chunks, and IEND.
  public static let png: [UInt8] = {
    let ihdr = bigEndian(3) + bigEndian(2) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
      + chunk("tEXt", Array("Comment\0hello".utf8)) + chunk("IDAT", Array(pngImageData.prefix(17)))
      + chunk("IDAT", Array(pngImageData.dropFirst(17))) + chunk("IEND", [])
  }()

  /// A RGBA PNG (8 bits a sample) with these IDAT chunks' data and IEND; CRCs computed.
  public static func png(width: Int = 3, height: Int = 2, interlaced: Bool = false, idat: [[UInt8]]) -> [UInt8] {
    let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, interlaced ? 1 : 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + idat.flatMap { chunk("IDAT", $0) }
      + chunk("IEND", [])
  }

  /// `raw` as a zlib stream of stored (uncompressed) deflate blocks, with its Adler-32.
  public static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let n = min(65_535, raw.count - start)
      let last: UInt8 = start + n == raw.count ? 1 : 0
      out +=
        [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + raw[start..<(start + n)]
      start += n
    } while start < raw.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// An RGBA PNG whose chunks, CRCs and zlib stream are all intact but whose first row has filter
  /// type 7 (there are five): damage that only a pixel decode sees.
  public static func pngWithBadFilter(width: Int, height: Int) -> [UInt8] {
    var raw: [UInt8] = []
    for row in 0..<height { raw += [row == 0 ? 7 : 0] + [UInt8](repeating: 0x80, count: width * 4) }
    return png(width: width, height: height, idat: [storedZlib(raw)])
  }

  /// Where each chunk of ``png`` starts (its length field), after the signature.
  public static let pngChunkOffsets: [Int] = {
    var offsets: [Int] = []
    var i = 8
    while i < png.count {
      offsets.append(i)
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      i += 12 + length
    }
    return offsets
  }()

  public static func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
    let length = data.count + 2
    return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + data
  }

  /// A baseline 16×8 YCbCr JPEG's marker layout: SOI, APP0 JFIF, DQT, SOF0, DHT, SOS, scan data
  /// with a stuffed byte and a restart marker, EOI.
  public static let jpeg: [UInt8] = {
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
    bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
    bytes += segment(0xC0, [8, 0, 8, 0, 16, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0])
    bytes += segment(0xC4, [0] + [UInt8](repeating: 0, count: 15) + [1] + [0])
    bytes += segment(0xDA, [3, 1, 0, 2, 0, 3, 0, 0, 63, 0])
    bytes += [0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD0, 0x78, 0x9A]
    bytes += [0xFF, 0xD9]
    return bytes
  }()
}
