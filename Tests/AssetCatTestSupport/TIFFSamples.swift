import Foundation

/// Baseline TIFFs built byte by byte (TIFF 6.0): one uncompressed strip after the header, the
/// first image directory and its out-of-line values. For the probe and libtiff's decode.
public enum TIFFSamples {
  /// How a sample file stores its pixels.
  public enum Layout: Sendable {
    /// 8-bit RGB.
    case rgb
    /// 8-bit RGBA, the alpha unassociated (straight), extra sample 2.
    case rgbaStraight
    /// 8-bit RGBA, the alpha associated (premultiplied), extra sample 1.
    case rgbaPremultiplied
    /// 8-bit gray, black is zero.
    case gray

    var samples: Int {
      switch self {
      case .rgb: 3
      case .rgbaStraight, .rgbaPremultiplied: 4
      case .gray: 1
      }
    }
  }

  /// A `width` × `height` TIFF of `layout` whose pixel (x, y) has the samples `pixel(x, y)`
  /// (as many as the layout has), little- or big-endian.
  public static func tiff(
    width: Int, height: Int, layout: Layout, bigEndian: Bool = false, pixel: (Int, Int) -> [UInt8]
  ) -> [UInt8] {
    let n = layout.samples
    var strip: [UInt8] = []
    for y in 0..<height { for x in 0..<width { strip += pixel(x, y).prefix(n) } }
    var entries: [(tag: UInt16, type: UInt16, count: UInt32, value: UInt32)] = [
      (256, 4, 1, UInt32(width)), (257, 4, 1, UInt32(height)), (259, 3, 1, 1),
      (262, 3, 1, layout == .gray ? 1 : 2), (277, 3, 1, UInt32(n)), (278, 4, 1, UInt32(height)),
      (279, 4, 1, UInt32(strip.count)), (284, 3, 1, 1),
    ]
    if layout == .rgbaStraight { entries.append((338, 3, 1, 2)) }
    if layout == .rgbaPremultiplied { entries.append((338, 3, 1, 1)) }
    let directory = 8
    let directoryBytes = 2 + (entries.count + 2) * 12 + 4  // + BitsPerSample and StripOffsets
    let bitsAt = directory + directoryBytes
    let stripAt = bitsAt + (n > 1 ? 2 * n : 0)
    entries.append((258, 3, UInt32(n), n > 1 ? UInt32(bitsAt) : 8))
    entries.append((273, 4, 1, UInt32(stripAt)))
    entries.sort { $0.tag < $1.tag }
    var out: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
    func u16(_ v: UInt16) { out += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
    func u32(_ v: UInt32) {
      let bytes = (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) }
      out += bigEndian ? bytes.reversed() : bytes
    }
    u16(42)
    u32(UInt32(directory))
    u16(UInt16(entries.count))
    for e in entries {
      u16(e.tag)
      u16(e.type)
      u32(e.count)
      if e.type == 3 && e.count == 1 {
        u16(UInt16(e.value))  // a SHORT sits in the field's first two bytes
        u16(0)
      } else {
        u32(e.value)
      }
    }
    u32(0)
    if n > 1 { for _ in 0..<n { u16(8) } }
    while out.count < stripAt { out.append(0) }
    return out + strip
  }
}
