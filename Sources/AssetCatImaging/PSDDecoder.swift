import AssetCatBytes
import AssetCatImageHeaders
import Foundation

/// A Photoshop document's merged image (the flattened composite Photoshop saves beside the
/// layers, which Xcode's ImageIO reads) decoded to RGBA8, in Swift on the bounds-checked byte
/// layer: no Debian package decodes PSD short of ImageMagick (Adobe's "Photoshop File Formats
/// Specification", the "Image Data" section). Planar rows, raw or PackBits-compressed; 1-bit
/// bitmap, grayscale and duotone (as gray), indexed, RGB, CMYK (naively, as the JPEG path does),
/// multichannel (its first channel, as gray) and Lab (D50, to sRGB); 8 and 16 bits a channel
/// (32-bit float for gray and RGB). The first channel past the colour channels is alpha when the
/// layer count is negative (``PSDStructure/mergedTransparency``, the specification's rule), and
/// the colours are then un-matted from the white Photoshop blends a transparent merged image with
/// (as ImageMagick's PSD reader does). What it cannot decode (``PSDStructure/undecodable``), the
/// probe already refused.
enum PSDDecoder {
  static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(ImagingError) -> DecodedImage {
    let psd: PSDStructure
    do { psd = try PSDStructure(bytes) } catch { throw error.imagingError }
    if let why = psd.undecodable { throw .corrupt(why) }
    guard !psd.info.exceeds(limits) else {
      throw .overLimits(width: psd.width, height: psd.height, limits: limits)
    }
    let planes: [[UInt8]]
    do { planes = try Self.planes(bytes, psd) } catch { throw .corrupt("the merged image data: \(error.message)") }
    return DecodedImage(width: psd.width, height: psd.height, rgba: rgba(planes, psd, bytes))
  }

  /// The channels the merged image is made of (colour, then alpha), each as one 8-bit sample a pixel.
  static func planes(_ bytes: UnsafeRawBufferPointer, _ psd: PSDStructure) throws(ByteReadError) -> [[UInt8]] {
    let (width, height) = (psd.width, psd.height)
    let used = psd.colorChannels + (psd.hasAlpha ? 1 : 0)
    let rowBytes = (width * psd.depth + 7) / 8
    var reader = ByteReader(bytes, endianness: .big)
    try reader.skip(psd.imageDataOffset)
    var counts: [Int] = []
    if psd.compression == 1 {
      for _ in 0..<(psd.channels * height) {
        counts.append(psd.isLarge ? Int(try reader.u32()) : Int(try reader.u16()))
      }
    }
    var planes: [[UInt8]] = []
    var row = [UInt8](repeating: 0, count: rowBytes)
    for channel in 0..<used {
      var plane = [UInt8](repeating: 0, count: width * height)
      for y in 0..<height {
        if psd.compression == 1 {
          var packed = try reader.take(counts[channel * height + y])
          try unpackBits(&packed, into: &row)
        } else {
          row = try reader.array(rowBytes)
        }
        samples(row, depth: psd.depth, width: width, into: &plane, at: y * width)
      }
      planes.append(plane)
    }
    return planes
  }

  /// PackBits: a header byte n, then n+1 literal bytes (n < 128) or one byte repeated 257−n times
  /// (n > 128); 128 is a no-op. The row must come out exactly `row.count` bytes.
  static func unpackBits(_ packed: inout ByteReader, into row: inout [UInt8]) throws(ByteReadError) {
    var out = 0
    while packed.remaining > 0 && out < row.count {
      let n = Int(try packed.u8())
      if n < 128 {
        guard out + n + 1 <= row.count else { break }
        for _ in 0...n {
          row[out] = try packed.u8()
          out += 1
        }
      } else if n > 128 {
        let value = try packed.u8()
        let count = 257 - n
        guard out + count <= row.count else { break }
        for _ in 0..<count {
          row[out] = value
          out += 1
        }
      }
    }
    guard out == row.count else {
      throw ByteReadError(.invalid, at: packed.position, "a PackBits row gives \(out) bytes, not \(row.count)")
    }
  }

  /// One row's samples as 8 bits each: 1-bit (set is black, as Photoshop's bitmap mode), 8-bit,
  /// 16-bit (the high byte) and 32-bit float (0…1, clamped).
  static func samples(_ row: [UInt8], depth: Int, width: Int, into plane: inout [UInt8], at start: Int) {
    for x in 0..<width {
      let value: UInt8
      switch depth {
      case 1: value = (row[x >> 3] >> (7 - UInt8(x & 7))) & 1 == 1 ? 0 : 255
      case 16: value = row[2 * x]
      case 32:
        let bits =
          UInt32(row[4 * x]) << 24 | UInt32(row[4 * x + 1]) << 16 | UInt32(row[4 * x + 2]) << 8 | UInt32(row[4 * x + 3])
        let f = Float(bitPattern: bits)
        value = f.isNaN ? 0 : UInt8(max(0, min(1, f)) * 255 + 0.5)
      default: value = row[x]
      }
      plane[start + x] = value
    }
  }

  /// The planes as RGBA for the document's colour mode, un-matted from white where there is alpha.
  static func rgba(_ planes: [[UInt8]], _ psd: PSDStructure, _ bytes: UnsafeRawBufferPointer) -> [UInt8] {
    let count = psd.width * psd.height
    var out = [UInt8](repeating: 255, count: count * 4)
    let palette = Array(bytes[psd.colorModeData])
    for i in 0..<count {
      var (r, g, b): (UInt8, UInt8, UInt8)
      switch psd.mode {
      case 3: (r, g, b) = (planes[0][i], planes[1][i], planes[2][i])
      case 2:
        let index = Int(planes[0][i])
        (r, g, b) = (palette[index], palette[256 + index], palette[512 + index])
      case 4:
        // Photoshop stores CMYK inverted (255 is no ink): each colour times the black, naively.
        let k = Int(planes[3][i])
        (r, g, b) = (
          UInt8(Int(planes[0][i]) * k / 255), UInt8(Int(planes[1][i]) * k / 255), UInt8(Int(planes[2][i]) * k / 255)
        )
      case 9: (r, g, b) = lab(planes[0][i], planes[1][i], planes[2][i])
      default: (r, g, b) = (planes[0][i], planes[0][i], planes[0][i])
      }
      var a: UInt8 = 255
      if psd.hasAlpha {
        a = planes[psd.colorChannels][i]
        if a > 0 && a < 255 {
          func unmatte(_ c: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Int(c) - (255 - Int(a))) * 255 / Int(a))))
          }
          (r, g, b) = (unmatte(r), unmatte(g), unmatte(b))
        }
      }
      out[4 * i] = r
      out[4 * i + 1] = g
      out[4 * i + 2] = b
      out[4 * i + 3] = a
    }
    return out
  }

  /// CIE L*a*b* (D50, Photoshop's: L 0…255 for 0…100, a and b offset by 128) to sRGB.
  static func lab(_ l8: UInt8, _ a8: UInt8, _ b8: UInt8) -> (UInt8, UInt8, UInt8) {
    let l = Double(l8) * 100 / 255, a = Double(a8) - 128, b = Double(b8) - 128
    let fy = (l + 16) / 116, fx = fy + a / 500, fz = fy - b / 200
    func finv(_ t: Double) -> Double { t * t * t > 0.008856 ? t * t * t : (t - 16.0 / 116) / 7.787 }
    let (x, y, z) = (0.9642 * finv(fx), finv(fy), 0.8249 * finv(fz))
    // XYZ (D50) to linear sRGB, Bradford-adapted to D65.
    let lr = 3.1338561 * x - 1.6168667 * y - 0.4906146 * z
    let lg = -0.9787684 * x + 1.9161415 * y + 0.0334540 * z
    let lb = 0.0719453 * x - 0.2289914 * y + 1.4052427 * z
    func encode(_ v: Double) -> UInt8 {
      let c = max(0, min(1, v))
      let s = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
      return UInt8(s * 255 + 0.5)
    }
    return (encode(lr), encode(lg), encode(lb))
  }
}
