import Foundation

/// A tiny PNG encoder for tests: 8-bit gray, RGB or RGBA, stored (uncompressed) deflate blocks.
/// `declaredWidth`/`declaredHeight` write another size into IHDR than the pixel data has, for
/// header-lies tests.
public enum PNGWriter {
  public enum ColorType: UInt8, Sendable {
    case gray = 0, rgb = 2, rgba = 6
    public var channels: Int {
      switch self {
      case .gray: 1
      case .rgb: 3
      case .rgba: 4
      }
    }
  }

  /// A `width`×`height` image filled with `pixel` (one value per channel).
  public static func png(
    width: Int, height: Int, colorType: ColorType = .rgba, pixel: [UInt8]? = nil,
    declaredWidth: Int? = nil, declaredHeight: Int? = nil
  ) -> Data {
    let px = pixel ?? [UInt8](repeating: 0x40, count: colorType.channels - 1) + (colorType == .rgba ? [0] : [0x40])
    precondition(px.count == colorType.channels)
    var raw: [UInt8] = []
    raw.reserveCapacity((width * colorType.channels + 1) * height)
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += px }
    }
    var ihdr: [UInt8] = []
    ihdr += be32(declaredWidth ?? width) + be32(declaredHeight ?? height)
    ihdr += [8, colorType.rawValue, 0, 0, 0]
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", ihdr)
    out += chunk("IDAT", zlibStored(raw))
    out += chunk("IEND", [])
    return Data(out)
  }

  /// A `width`×`height` RGBA image of the given pixels (4 bytes each, rows top first).
  public static func png(width: Int, height: Int, rgba: [UInt8]) -> Data {
    precondition(rgba.count == width * height * 4)
    var raw: [UInt8] = []
    for y in 0..<height { raw += [0] + rgba[(y * width * 4)..<((y + 1) * width * 4)] }
    let ihdr = be32(width) + be32(height) + [8, ColorType.rgba.rawValue, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(raw))
        + chunk("IEND", []))
  }

  /// As `png(width:height:rgba:)` with an iCCP chunk naming `name` and holding `profile`
  /// (zlib-compressed, stored blocks) before the image data.
  public static func png(
    width: Int, height: Int, rgba: [UInt8], iccProfile profile: [UInt8], name: String = "ICC Profile"
  ) -> Data {
    let plain = [UInt8](png(width: width, height: height, rgba: rgba))
    let iccp = chunk("iCCP", Array(name.utf8) + [0, 0] + zlibStored(profile))
    let afterHeader = 8 + 25  // signature, IHDR
    return Data(plain[..<afterHeader] + iccp + plain[afterHeader...])
  }

  public static func be32(_ v: Int) -> [UInt8] {
    let u = UInt32(truncatingIfNeeded: v)
    return [UInt8(u >> 24), UInt8(u >> 16 & 0xFF), UInt8(u >> 8 & 0xFF), UInt8(u & 0xFF)]
  }

  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let t = Array(type.utf8)
    return be32(data.count) + t + data + be32(Int(crc32(t + data)))
  }

  public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65535, data.count - offset)
      let final: UInt8 = offset + n == data.count ? 1 : 0
      out.append(final)
      out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[offset..<offset + n]
      offset += n
    } while offset < data.count
    return out + be32(Int(adler32(data)))
  }

  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for x in bytes {
      a = (a + UInt32(x)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}
