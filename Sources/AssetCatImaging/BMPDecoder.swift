import AssetCatBytes
import AssetCatImageHeaders

/// A BMP's pixels to RGBA8, in Swift on the bounds-checked byte layer (Xcode's ImageIO reads BMPs
/// in image sets; no library is needed for rows this plain): 1, 4 and 8-bit palettes, 16-bit
/// (5-5-5 or its masks), 24-bit BGR and 32-bit (BGRx or its masks, alpha when a mask names it),
/// rows bottom first or, with a negative height, top first. What it cannot decode
/// (``BMPStructure/undecodable``: run-length or embedded data), the probe already refused.
enum BMPDecoder {
  static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(ImagingError) -> DecodedImage {
    let bmp: BMPStructure
    do { bmp = try BMPStructure(bytes) } catch { throw error.imagingError }
    if let why = bmp.undecodable { throw .corrupt(why) }
    guard !bmp.info.exceeds(limits) else { throw .overLimits(width: bmp.width, height: bmp.height, limits: limits) }
    var reader = ByteReader(bytes, endianness: .little)
    var out = [UInt8](repeating: 255, count: bmp.width * bmp.height * 4)
    do {
      let palette = Array(bytes[bmp.palette])
      let entries = palette.count / bmp.paletteEntry
      try reader.skip(bmp.pixelOffset)
      for stored in 0..<bmp.height {
        let row = try reader.array(bmp.rowBytes)
        let y = bmp.topDown ? stored : bmp.height - 1 - stored
        for x in 0..<bmp.width {
          let at = (y * bmp.width + x) * 4
          switch bmp.bitsPerPixel {
          case 1, 4, 8:
            let bits = bmp.bitsPerPixel
            let bit = x * bits
            let index = Int(row[bit >> 3] >> UInt8(8 - bits - (bit & 7))) & ((1 << bits) - 1)
            guard index < entries else {  // out of the palette: black
              (out[at], out[at + 1], out[at + 2]) = (0, 0, 0)
              continue
            }
            let e = index * bmp.paletteEntry
            (out[at], out[at + 1], out[at + 2]) = (palette[e + 2], palette[e + 1], palette[e])
          case 24:
            (out[at], out[at + 1], out[at + 2]) = (row[3 * x + 2], row[3 * x + 1], row[3 * x])
          default:
            let value =
              bmp.bitsPerPixel == 16
              ? UInt32(row[2 * x]) | UInt32(row[2 * x + 1]) << 8
              : UInt32(row[4 * x]) | UInt32(row[4 * x + 1]) << 8 | UInt32(row[4 * x + 2]) << 16
                | UInt32(row[4 * x + 3]) << 24
            for c in 0..<3 { out[at + c] = channel(value, bmp.masks[c]) }
            if bmp.hasAlpha { out[at + 3] = channel(value, bmp.masks[3]) }
          }
        }
      }
    } catch {
      throw .truncated("the BMP's rows: \(error.message)")
    }
    return DecodedImage(width: bmp.width, height: bmp.height, rgba: out)
  }

  /// The bits of `value` under `mask`, scaled to 0…255.
  static func channel(_ value: UInt32, _ mask: UInt32) -> UInt8 {
    guard mask != 0 else { return 0 }
    let shift = UInt32(mask.trailingZeroBitCount)
    let bits = UInt32((mask >> shift).nonzeroBitCount)
    let v = UInt64((value & mask) >> shift)
    let maximum = (UInt64(1) << UInt64(bits)) - 1
    return UInt8(v * 255 / maximum)
  }
}
