import AssetCatBytes

/// Compression 1: u32 bytes per pixel, u32 width, u32 height, a u32 offset per row (from the
/// start of the data) to the row's tokens; a token's top byte 0x80 repeats the one pixel after
/// it (low 24 bits = count), 0 copies that many pixels.
enum CARRunLength {
  static func decode(_ data: [UInt8], width: Int, rows: Int, bytesPerPixel bpp: Int) throws(CARPixelError) -> [UInt8] {
    let rowBytes = width * bpp
    var out = [UInt8](repeating: 0, count: rowBytes * rows)
    let result: Result<Void, ByteReadError> = data.withUnsafeBytes { buf in
      Result { () throws(ByteReadError) in
        var r = ByteReader(buf, endianness: .little)
        try r.skip(12)
        for row in 0..<rows {
          var t = r
          try t.seek(to: Int(try r.u32()))
          var filled = 0
          while filled < rowBytes {
            let token = try t.u32()
            let count = Int(token & 0xFF_FFFF), n = min(count * bpp, rowBytes - filled)
            if token >> 24 == 0x80 {
              let px = try t.bytes(bpp)
              var i = 0
              while i < n {
                out[row * rowBytes + filled + i] = px[i % bpp]
                i += 1
              }
            } else if token >> 24 == 0 {
              let src = try t.bytes(count * bpp)
              for i in 0..<n { out[row * rowBytes + filled + i] = src[i] }
            } else {
              throw t.invalid("RLE token 0x\(String(token, radix: 16)) is neither a run nor literals")
            }
            guard count > 0 else { throw t.invalid("RLE token with a count of 0") }
            filled += n
          }
        }
      }
    }
    do { try result.get() } catch { throw CARPixelError("RLE data: \(error)") }
    return out
  }
}
