import AssetCatBytes
import AssetCatCAR

/// How the decoded bytes of a pixel format become RGBA8.
enum CARPixelFormat {
  /// Bytes per pixel of a bitmap pixel format, or `nil` when it is not a bitmap format.
  static func bytesPerPixel(_ f: FourCC) -> Int? {
    switch f {
    case CSIPixelFormat.argb: 4
    case CSIPixelFormat.ga8: 2
    case CSIPixelFormat.ga16: 4
    case CSIPixelFormat.rgbw: 8
    case CSIPixelFormat.rgb5: 2
    default: nil
    }
  }

  /// The pixel format decoded rows of `bytesPerPixel` bytes are in (`nil`: one byte of gray).
  static func format(bytesPerPixel: Int) -> FourCC? {
    switch bytesPerPixel {
    case 2: CSIPixelFormat.ga8
    case 8: CSIPixelFormat.rgbw
    case 1: nil
    default: CSIPixelFormat.argb
    }
  }

  /// Converts rows of `bytesPerRow` bytes to non-premultiplied RGBA8; `nil` format is one byte
  /// of opaque gray a pixel.
  static func rgba(_ src: [UInt8], format f: FourCC?, width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    guard let f else {
      for y in 0..<height {
        for x in 0..<width {
          let g = src[y * bytesPerRow + x], d = (y * width + x) * 4
          (out[d], out[d + 1], out[d + 2], out[d + 3]) = (g, g, g, 255)
        }
      }
      return out
    }
    let bpp = bytesPerPixel(f) ?? 4
    for y in 0..<height {
      for x in 0..<width {
        let s = y * bytesPerRow + x * bpp, d = (y * width + x) * 4
        let (r, g, b, a) = sample(src, at: s, format: f)
        out[d] = unpremultiply(r, a)
        out[d + 1] = unpremultiply(g, a)
        out[d + 2] = unpremultiply(b, a)
        out[d + 3] = a
      }
    }
    return out
  }

  /// Premultiplied (r, g, b, a) of the pixel at `s`.
  static func sample(_ p: [UInt8], at s: Int, format f: FourCC) -> (UInt8, UInt8, UInt8, UInt8) {
    switch f {
    case CSIPixelFormat.ga8: return (p[s], p[s], p[s], p[s + 1])
    case CSIPixelFormat.ga16: return (p[s + 1], p[s + 1], p[s + 1], p[s + 3])  // high bytes of LE u16
    case CSIPixelFormat.rgbw: return (half(p, s), half(p, s + 2), half(p, s + 4), half(p, s + 6))
    case CSIPixelFormat.rgb5: return rgb555(Int(p[s]) | Int(p[s + 1]) << 8)
    default: return (p[s + 2], p[s + 1], p[s], p[s + 3])  // B, G, R, A
    }
  }

  /// A little-endian 16-bit pixel `xRRRRRGGGGGBBBBB` (CoreGraphics' 16-bit RGB: 5 bits a
  /// component, the top bit unused), opaque; each component widened to 8 bits by repeating its
  /// high bits.
  static func rgb555(_ v: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    func widen(_ c: Int) -> UInt8 { UInt8(c << 3 | c >> 2) }
    return (widen(v >> 10 & 31), widen(v >> 5 & 31), widen(v & 31), 255)
  }

  /// The little-endian half float at `s` as an 8-bit sample: extended-range values (below 0,
  /// above 1) are clamped.
  static func half(_ p: [UInt8], _ s: Int) -> UInt8 {
    let bits = Int(p[s]) | Int(p[s + 1]) << 8
    guard bits & 0x8000 == 0 else { return 0 }
    let exponent = bits >> 10, mantissa = bits & 0x3FF
    let value =
      Double(exponent == 0 ? mantissa : 1024 + mantissa)
      * Double(sign: .plus, exponent: max(exponent, 1) - 25, significand: 1)
    return UInt8(min(255, (value * 255).rounded()))
  }

  static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
    guard a != 0 else { return 0 }
    guard a != 255 else { return c }
    return UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
  }
}
