import AssetCatBytes

/// Compression 8, after LZFSE: u32 0xCAFEF00D, u32 version 1, u16 palette size P, P × BGRA
/// colors, then one index per pixel, rows of `width` indices: 4 bits (high nibble first) when
/// the indices take half a byte a pixel (seen with P ≤ 16 in macOS theme cars), 1 byte when
/// P ≤ 256, else 2 bytes.
enum CARPaletteImage {
  static let magic: UInt32 = 0xCAFE_F00D

  /// The image as BGRA bytes (4 per pixel, no row padding).
  static func expand(_ data: [UInt8], width: Int, rows: Int) throws(CARPixelError) -> [UInt8] {
    let result: Result<[UInt8], ByteReadError> = data.withUnsafeBytes { buf in
      Result { () throws(ByteReadError) in
        var r = ByteReader(buf, endianness: .little)
        guard try r.u32() == magic else { throw r.invalid("palette image magic is not 0xCAFEF00D", at: 0) }
        _ = try r.u32()
        let count = Int(try r.u16())
        let palette = try r.bytes(count * 4)
        let pixels = width * rows
        let wide = count > 256
        let nibbles = count <= 16 && r.remaining < pixels
        try r.require(nibbles ? (pixels + 1) / 2 : pixels * (wide ? 2 : 1), "palette indices")
        var out = [UInt8](repeating: 0, count: pixels * 4)
        var byte: UInt8 = 0
        for p in 0..<pixels {
          let index: Int
          if nibbles {
            if p % 2 == 0 { byte = try r.u8() }
            index = Int(p % 2 == 0 ? byte >> 4 : byte & 0xF)
          } else {
            index = Int(wide ? try r.u16() : UInt16(try r.u8()))
          }
          guard index < count else { throw r.invalid("palette index \(index) is past the \(count) colors") }
          for c in 0..<4 { out[p * 4 + c] = palette[index * 4 + c] }
        }
        return out
      }
    }
    do { return try result.get() } catch {
      // Palettes of 1–4 colours pack their indices more tightly in a way not known yet: not
      // decoded, rather than corrupt.
      let count = data.count >= 10 ? Int(data[8]) | Int(data[9]) << 8 : 0
      throw CARPixelError("palette image: \(error)", unsupported: count <= 4)
    }
  }
}
