import AssetCatBytes
import AssetCatCAR
import CZlib

/// Encodes premultiplied BGRA pixels for an `MLEC` payload: the smallest of uncompressed (0),
/// RLE (1) and zlib (2). No LZFSE/LZVN encoder exists in the project (Docs/AssetsCarWriting.md).
enum CARPixelEncoder {
  /// RGBA (not premultiplied, as the imaging decoder gives) → BGRA premultiplied, CoreUI's 'ARGB'.
  static func premultipliedBGRA(_ rgba: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rgba.count)
    rgba.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i + 3 < src.count {
          let a = UInt32(src[i + 3])
          dst[i] = UInt8((UInt32(src[i + 2]) * a + 127) / 255)
          dst[i + 1] = UInt8((UInt32(src[i + 1]) * a + 127) / 255)
          dst[i + 2] = UInt8((UInt32(src[i]) * a + 127) / 255)
          dst[i + 3] = UInt8(a)
          i += 4
        }
      }
    }
    return out
  }

  /// The smallest encoding of `bgra` (`width` × `height` pixels), ties to the simpler one.
  static func encode(_ bgra: [UInt8], width: Int, height: Int) -> CSIBitmapPayload {
    var best = (CARCompression.uncompressed, bgra)
    let rle = runLength(bgra, width: width, height: height)
    if rle.count < best.1.count { best = (.rle, rle) }
    if let z = zlib(bgra), z.count < best.1.count { best = (.zip, z) }
    return CSIBitmapPayload(compression: best.0, chunks: [.init(rows: UInt32(height), data: best.1)])
  }

  /// Compression 1: u32 4, width, height, one row offset per row, then per row u32 tokens — top byte
  /// 0x80: a run (count in the low 24 bits, one pixel follows); 0: that many literal pixels follow.
  /// Identical consecutive rows share one offset.
  static func runLength(_ px: [UInt8], width: Int, height: Int) -> [UInt8] {
    var w = ByteWriter(endianness: .little, capacity: 12 + 4 * height + px.count / 8)
    w.write(UInt32(4))
    w.write(UInt32(width))
    w.write(UInt32(height))
    let table = w.count
    w.zeros(4 * height)
    var previous: (start: Int, offset: UInt32)? = nil
    for row in 0..<height {
      let start = row * width * 4
      if let p = previous, px[p.start..<p.start + width * 4] == px[start..<start + width * 4] {
        w.patch(p.offset, at: table + 4 * row)
        continue
      }
      let offset = UInt32(w.count)
      w.patch(offset, at: table + 4 * row)
      encodeRow(px, start: start, width: width, into: &w)
      previous = (start, offset)
    }
    return w.take()
  }

  static func encodeRow(_ px: [UInt8], start: Int, width: Int, into w: inout ByteWriter) {
    func same(_ a: Int, _ b: Int) -> Bool {
      px[start + a * 4] == px[start + b * 4] && px[start + a * 4 + 1] == px[start + b * 4 + 1]
        && px[start + a * 4 + 2] == px[start + b * 4 + 2] && px[start + a * 4 + 3] == px[start + b * 4 + 3]
    }
    var x = 0
    var literalStart = 0
    func flushLiterals(upTo end: Int) {
      guard end > literalStart else { return }
      w.write(UInt32(end - literalStart))
      w.write(bytes: px[start + literalStart * 4..<start + end * 4])
    }
    while x < width {
      var run = 1
      while x + run < width && same(x, x + run) { run += 1 }
      if run >= 3 {
        flushLiterals(upTo: x)
        w.write(0x8000_0000 | UInt32(run))
        w.write(bytes: px[start + x * 4..<start + x * 4 + 4])
        x += run
        literalStart = x
      } else {
        x += run
      }
    }
    flushLiterals(upTo: width)
  }

  /// Compression 2: deflate in a gzip wrapper (level 9, tuned), or `nil` when zlib fails. The gzip wrapper
  /// is what xcbuild's reader inflates (zlib's own header it refuses); CoreUI's decoder is not known
  /// to care (Docs/AssetsCarWriting.md).
  static func zlib(_ data: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard deflateInit2_(&stream, 9, Z_DEFLATED, 16 + 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return nil }
    defer { deflateEnd(&stream) }
    // Level 9's long matches (nice length 258, lazy 258) with a short chain: pixels repeat at
    // distance 4 or a row, so long matches are found early; the full chain made 3,000 sets take 4×.
    deflateTune(&stream, 32, 258, 258, 512)
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 32)
    let status: Int32 = data.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        stream.next_in = UnsafeMutablePointer(mutating: src.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(src.count)
        stream.next_out = dst.bindMemory(to: Bytef.self).baseAddress
        stream.avail_out = uInt(dst.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    return Array(out.prefix(Int(stream.total_out)))
  }
}
