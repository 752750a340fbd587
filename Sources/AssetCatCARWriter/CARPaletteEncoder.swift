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
    return indices.withUnsafeBytes { payload(colors: colors, indices: $0, width: width, height: height) }
  }

  /// The payload of an image of `colors` (as `CARPaletteIndexer` found them) and its pixels'
  /// indices, a byte each.
  static func payload(colors: [UInt32], indices: UnsafeRawBufferPointer, width: Int, height: Int) -> [UInt8] {
    var bytes = header(colors)
    if bits(forColors: colors.count) == 8 {
      bytes.append(contentsOf: indices)
    } else {
      bytes.append(contentsOf: pack(indices, colors: colors.count, width: width, height: height))
    }
    return LZFSEEncoder.compress(bytes)
  }

  /// Bytes kept free before the indices of `payload(colors:afterRoom:width:height:)`: the header
  /// of a palette of any size.
  static let headerRoom = 10 + 4 * maxColors

  /// The payload of `buffer`: `headerRoom` bytes, then each pixel's index. The header is
  /// written into that room, so indices stored a byte each (a 5,156-pixel-square drawing's 27 MB)
  /// are compressed where they are, not copied.
  static func payload(colors: [UInt32], afterRoom buffer: inout [UInt8], width: Int, height: Int) -> [UInt8] {
    buffer.withUnsafeMutableBytes { raw in
      guard bits(forColors: colors.count) == 8 else {
        let indices = UnsafeRawBufferPointer(rebasing: raw[headerRoom...])
        return payload(colors: colors, indices: indices, width: width, height: height)
      }
      let head = header(colors)
      let start = headerRoom - head.count
      UnsafeMutableRawBufferPointer(rebasing: raw[start..<headerRoom]).copyBytes(from: head)
      return LZFSEEncoder.compress(UnsafeRawBufferPointer(rebasing: raw[start...]))
    }
  }

  /// The payload's header: the magic, version 1, the colour count and the colours.
  static func header(_ colors: [UInt32]) -> [UInt8] {
    var w = ByteWriter(endianness: .little, capacity: 10 + 4 * colors.count)
    w.write(magic)
    w.write(UInt32(1))
    w.write(UInt16(colors.count))
    for c in colors { w.write(c.byteSwapped) }  // BGRA in memory, read as a word: A, R, G, B written
    return w.take()
  }

  /// The colours in order of first appearance and each pixel's index, or `nil` past 256 colours.
  static func index(_ bgra: [UInt8]) -> (colors: [UInt32], indices: [UInt8])? {
    var indexer = CARPaletteIndexer()
    var indices = [UInt8](repeating: 0, count: bgra.count / 4)
    let ok = bgra.withUnsafeBytes { px in indices.withUnsafeMutableBufferPointer { indexer.add(px, to: $0) } }
    return ok ? (indexer.colors, indices) : nil
  }

  /// Bits an index for `colors` colours: 1, 2, 4 or 8.
  static func bits(forColors colors: Int) -> Int { colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8 }

  /// The indices as stored: bytes, or 1/2/4-bit fields in little-endian 16-bit words, first pixel
  /// highest, each row starting on a word. A row's `8 / bits` indices at a time make one byte
  /// (`packedByte`); byte `k` of a row goes to `k ^ 1`, the byte order of its word.
  static func pack(_ indices: UnsafeRawBufferPointer, colors: Int, width: Int, height: Int) -> [UInt8] {
    let bits = bits(forColors: colors)
    guard bits < 8 else { return Array(indices) }
    let perByte = 8 / bits
    let rowBytes = (width * bits + 15) / 16 * 2
    var out = [UInt8](repeating: 0, count: rowBytes * height)
    out.withUnsafeMutableBufferPointer { dst in
      for y in 0..<height {
        let row = y * width, base = y * rowBytes
        var x = 0, k = 0
        while x + perByte <= width {
          dst[base + (k ^ 1)] = packedByte(indices, at: row + x, bits: bits)
          (x, k) = (x + perByte, k + 1)
        }
        var last: UInt8 = 0
        for j in 0..<(width - x) { last |= indices[row + x + j] << UInt8(8 - bits * (j + 1)) }
        if x < width { dst[base + (k ^ 1)] = last }
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
