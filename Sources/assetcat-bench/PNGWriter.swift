/// A minimal PNG encoder (8-bit RGBA, zlib "stored" blocks): enough to generate benchmark catalogs
/// without a codec dependency.
enum PNGWriter {
  static func encode(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((width * 4 + 1) * height)
    for y in 0..<height {
      raw.append(0)  // filter: none
      for x in 0..<width {
        let (r, g, b, a) = pixel(x, y)
        raw += [r, g, b, a]
      }
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var ihdr: [UInt8] = []
    ihdr += be32(UInt32(width)) + be32(UInt32(height))
    ihdr += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, filter 0, no interlace
    chunk("IHDR", ihdr, into: &png)
    chunk("IDAT", zlibStored(raw), into: &png)
    chunk("IEND", [], into: &png)
    return png
  }

  static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
    let t = Array(type.utf8)
    out += be32(UInt32(data.count))
    out += t + data
    out += be32(crc32(t + data))
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65535, data.count - i)
      let final: UInt8 = i + n == data.count ? 1 : 0
      out.append(final)
      out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[i..<(i + n)]
      i += n
    } while i < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    out += be32(b << 16 | a)
    return out
  }

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in data { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
