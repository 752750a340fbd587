import AssetCatBytes

/// Compression 8, after LZFSE: u32 0xCAFEF00D, u32 version 1, u16 palette size P, P colours of
/// the pixel format's size (4 bytes A, R, G, B, premultiplied — read off the real cars, where
/// their alpha bounds the other three; 8 bytes for 'RGBW': B, G, R, A as u16 with 1.0 = 10000),
/// then one index a pixel, packed as tightly as P needs: 1, 2 or 4 bits (P ≤ 2, 4, 16) in
/// little-endian 16-bit words, first pixel in the high bits, each row starting on a word; a
/// byte (P ≤ 256); else a little-endian u16.
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
        let indices = try r.array(packing.rowBytes * rows)
        var out = [UInt8](repeating: 0, count: width * rows * 4)
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
    do { return try result.get() } catch { throw CARPixelError("palette image: \(error)") }
  }

  /// The entries as 8-bit BGRA: 4-byte entries are A, R, G, B; 'RGBW' entries are u16 B, G,
  /// R, A where 10000 is 1.0.
  static func bgra(_ entries: [UInt8], entrySize: Int) -> [UInt8] {
    guard entrySize == 8 else {
      var out = entries
      for i in stride(from: 0, to: entries.count, by: 4) { out[i..<(i + 4)].reverse() }
      return out
    }
    return stride(from: 0, to: entries.count, by: 2).map { i in
      let v = Int(entries[i]) | Int(entries[i + 1]) << 8
      return UInt8(min(255, (v * 255 + 5000) / 10000))
    }
  }

  /// How the indices are packed: bits an index and bytes a row.
  struct Packing {
    var bits: Int
    var rowBytes: Int

    /// The tightest packing for `count` colours, or a wider one when that is what fills
    /// `available` bytes exactly.
    init(count: Int, width: Int, rows: Int, available: Int, at r: ByteReader) throws(ByteReadError) {
      let tight = count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : count <= 256 ? 8 : 16
      let options = [tight, 8, 16].filter { $0 >= tight }
      func rowBytes(_ bits: Int) -> Int { bits < 8 ? (width * bits + 15) / 16 * 2 : width * bits / 8 }
      guard
        let bits = options.first(where: { rowBytes($0) * rows == available })
          ?? options.first(where: { rowBytes($0) * rows <= available })
      else { throw r.invalid("palette indices need \(rowBytes(tight) * rows) bytes but \(available) remain") }
      (self.bits, self.rowBytes) = (bits, rowBytes(bits))
    }

    func index(_ data: [UInt8], x: Int, y: Int) -> Int {
      let row = y * rowBytes
      switch bits {
      case 16: return Int(data[row + 2 * x]) | Int(data[row + 2 * x + 1]) << 8
      case 8: return Int(data[row + x])
      default:
        let perWord = 16 / bits, word = row + x / perWord * 2
        let value = Int(data[word]) | Int(data[word + 1]) << 8
        return value >> (16 - bits * (x % perWord + 1)) & ((1 << bits) - 1)
      }
    }
  }
}
