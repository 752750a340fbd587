import AssetCatBytes
import AssetCatCompressionWriter

/// Compression 8 ("palette-img", as Apple's actool writes images of few colours): premultiplied
/// BGRA pixels of at most 256 colours as u32 0xCAFEF00D, u32 1, u16 colour count, the colours
/// (4 bytes each: A, R, G, B), then one index a pixel packed as tightly as the count allows (1, 2
/// or 4 bits in little-endian 16-bit words, first pixel in the high bits, each row starting on a
/// word; else a byte) — the layout `CARPaletteImage` reads — all in one LZFSE stream.
enum CARPaletteEncoder {
  static let magic: UInt32 = 0xCAFE_F00D
  static let maxColors = 256

  /// The payload, or `nil` when the image has more than 256 colours.
  static func encode(_ bgra: [UInt8], width: Int, height: Int) -> [UInt8]? {
    guard let (colors, indices) = index(bgra) else { return nil }
    var w = ByteWriter(endianness: .little, capacity: 10 + 4 * colors.count + indices.count)
    w.write(magic)
    w.write(UInt32(1))
    w.write(UInt16(colors.count))
    for c in colors { w.write(c.byteSwapped) }  // BGRA in memory, read as a word: A, R, G, B written
    w.write(bytes: pack(indices, colors: colors.count, width: width, height: height))
    return LZFSEEncoder.compress(w.take())
  }

  /// The colours in order of first appearance and each pixel's index, or `nil` past 256 colours.
  static func index(_ bgra: [UInt8]) -> (colors: [UInt32], indices: [UInt8])? {
    let slots = 1024  // a power of two, four times the colours held
    var keys = [UInt32](repeating: 0, count: slots)
    var values = [Int16](repeating: -1, count: slots)
    var colors: [UInt32] = []
    let count = bgra.count / 4
    var indices = [UInt8](repeating: 0, count: count)
    let ok = bgra.withUnsafeBytes { px in
      indices.withUnsafeMutableBufferPointer { out in
        var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
        var i = 0
        while i < count {
          #if _endian(little)
            // Runs of one colour (most of flat art), four pixels at a time.
            if haveLast, i + 4 <= count,
              px.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self) == SIMD4(repeating: last)
            {
              UnsafeMutableRawPointer(out.baseAddress! + i).storeBytes(
                of: UInt32(lastIndex) &* 0x0101_0101, as: UInt32.self)
              i += 4
              continue
            }
          #endif
          let v = UInt32(littleEndian: px.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
          if !haveLast || v != last {
            var s = Int((v &* 2_654_435_761) >> 22)
            while values[s] >= 0 && keys[s] != v { s = (s + 1) & (slots - 1) }
            if values[s] < 0 {
              guard colors.count < maxColors else { return false }
              keys[s] = v
              values[s] = Int16(colors.count)
              colors.append(v)
            }
            (last, lastIndex, haveLast) = (v, UInt8(values[s]), true)
          }
          out[i] = lastIndex
          i += 1
        }
        return true
      }
    }
    return ok ? (colors, indices) : nil
  }

  /// Bits an index for `colors` colours: 1, 2, 4 or 8.
  static func bits(forColors colors: Int) -> Int { colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8 }

  /// The indices as stored: bytes, or 1/2/4-bit fields in little-endian 16-bit words, first pixel
  /// highest, each row starting on a word. A row's `8 / bits` indices at a time make one byte
  /// (`packedByte`); byte `k` of a row goes to `k ^ 1`, the byte order of its word.
  static func pack(_ indices: [UInt8], colors: Int, width: Int, height: Int) -> [UInt8] {
    let bits = bits(forColors: colors)
    guard bits < 8 else { return indices }
    let perByte = 8 / bits
    let rowBytes = (width * bits + 15) / 16 * 2
    var out = [UInt8](repeating: 0, count: rowBytes * height)
    indices.withUnsafeBytes { src in
      out.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          let row = y * width, base = y * rowBytes
          var x = 0, k = 0
          while x + perByte <= width {
            dst[base + (k ^ 1)] = packedByte(src, at: row + x, bits: bits)
            (x, k) = (x + perByte, k + 1)
          }
          var last: UInt8 = 0
          for j in 0..<(width - x) { last |= src[row + x + j] << UInt8(8 - bits * (j + 1)) }
          if x < width { dst[base + (k ^ 1)] = last }
        }
      }
    }
    return out
  }

  /// The `8 / bits` indices at `offset` as one byte, the first in the high bits: one multiply
  /// moves each (under 2^bits) to its place in the top byte of the product, where nothing else
  /// lands and from below nothing carries.
  @inline(__always)
  static func packedByte(_ src: UnsafeRawBufferPointer, at offset: Int, bits: Int) -> UInt8 {
    switch bits {
    case 1:
      let v = UInt64(littleEndian: src.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      return UInt8(truncatingIfNeeded: (v &* 0x8040_2010_0804_0201) >> 56)
    case 2:
      let v = UInt64(UInt32(littleEndian: src.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      return UInt8(truncatingIfNeeded: (v &* 0x4010_0401) >> 24)
    default:
      let v = UInt32(UInt16(littleEndian: src.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
      return UInt8(truncatingIfNeeded: (v &* 0x1001) >> 8)
    }
  }
}
