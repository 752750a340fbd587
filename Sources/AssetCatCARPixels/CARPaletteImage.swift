import AssetCatBytes

/// Compression 8, after LZFSE: u32 0xCAFEF00D, u32 version 1, u16 palette size P, P colours of
/// the pixel format's size (4 bytes BGRA; 8 bytes for 'RGBW': B, G, R, A as u16 with 1.0 =
/// 10000), then one index a pixel, packed as tightly as P needs: 4 bits (P ≤ 16, high bits
/// first), a byte (P ≤ 256), else 2 bytes. Packed rows start on a byte; older theme cars pack
/// nibbles across rows, so a size that fits only that reading is read that way. Palettes of
/// 1–4 colours pack 1 or 2 bits an index in an order not known yet (nor is their colour
/// order): reported as not decoded.
enum CARPaletteImage {
  static let magic: UInt32 = 0xCAFE_F00D

  /// The image as BGRA, 4 bytes a pixel, no row padding.
  static func expand(_ data: [UInt8], width: Int, rows: Int, entrySize: Int = 4) throws(CARPixelError) -> [UInt8] {
    let result: Result<[UInt8], ByteReadError> = data.withUnsafeBytes { buf in
      Result { () throws(ByteReadError) in
        var r = ByteReader(buf, endianness: .little)
        guard try r.u32() == magic else { throw r.invalid("palette image magic is not 0xCAFEF00D", at: 0) }
        _ = try r.u32()
        let count = Int(try r.u16())
        let palette = bgra(try r.array(count * entrySize), entrySize: entrySize)
        let packing = try Packing(count: count, width: width, rows: rows, available: r.remaining, at: r)
        var out = [UInt8](repeating: 0, count: width * rows * 4)
        let indices = try r.array(packing.length)
        for y in 0..<rows {
          for x in 0..<width {
            let index = packing.index(indices, x: x, y: y)
            guard index < count else { throw r.invalid("palette index \(index) is past the \(count) colors") }
            let p = (y * width + x) * 4
            for c in 0..<4 { out[p + c] = palette[index * 4 + c] }
          }
        }
        return out
      }
    }
    // The layout is reverse-engineered: indices this reader cannot place are reported as not
    // decoded rather than as a corrupt car.
    do { return try result.get() } catch { throw CARPixelError("palette image: \(error)", unsupported: true) }
  }

  /// The entries as 8-bit BGRA: 'RGBW' entries are u16 samples where 10000 is 1.0.
  static func bgra(_ entries: [UInt8], entrySize: Int) -> [UInt8] {
    guard entrySize == 8 else { return entries }
    return stride(from: 0, to: entries.count, by: 2).map { i in
      let v = Int(entries[i]) | Int(entries[i + 1]) << 8
      return UInt8(min(255, (v * 255 + 5000) / 10000))
    }
  }

  /// How the indices are packed: bits an index, and whether each row starts on a byte.
  struct Packing {
    var bits: Int
    var width: Int
    var rowAligned: Bool
    var rowBytes: Int { (width * bits + 7) / 8 }
    var length: Int

    /// The tightest packing for `count` colours whose indices fill `available` bytes exactly
    /// (byte-aligned rows first); failing that, the tightest that fits.
    init(count: Int, width: Int, rows: Int, available: Int, at r: ByteReader) throws(ByteReadError) {
      guard count > 4 else { throw r.invalid("palette of \(count) colours: its index packing is not known") }
      let needed = [4, 8, 16].filter { count <= 1 << $0 || $0 == 16 }
      func size(_ bits: Int, _ aligned: Bool) -> Int { aligned ? (width * bits + 7) / 8 * rows : (width * rows * bits + 7) / 8 }
      let options = needed.flatMap { bits in [(bits, true), (bits, false)] }
      guard let pick = options.first(where: { size($0.0, $0.1) == available }) ?? options.first(where: { size($0.0, $0.1) <= available })
      else { throw r.invalid("palette indices need \(size(needed[0], false)) bytes but \(available) remain") }
      (bits, self.width, rowAligned, length) = (pick.0, width, pick.1, size(pick.0, pick.1))
    }

    func index(_ data: [UInt8], x: Int, y: Int) -> Int {
      if bits == 16 { return Int(data[2 * (y * width + x)]) | Int(data[2 * (y * width + x) + 1]) << 8 }
      let bit = rowAligned ? y * rowBytes * 8 + x * bits : (y * width + x) * bits
      let byte = Int(data[bit / 8])
      return (byte >> (8 - bits - bit % 8)) & ((1 << bits) - 1)
    }
  }
}
