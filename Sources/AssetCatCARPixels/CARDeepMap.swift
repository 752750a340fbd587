import AssetCatBytes
import AssetCatCompression

/// Compressions 10 (`dmap`) and 11 (`dmp2`): a header, a method, then the image in tiles, each
/// an LZFSE frame or a bare LZVN stream behind its u32 length. `dmap` cuts a blob into tiles of
/// 256 × 256 pixels, row-major; `dmp2` into bands of its stored width and height (full-width
/// bands in every car seen). Methods: 1 raw pixels (untiled), 2 predictive (alpha plane, a
/// predictor per row, 16-bit residuals of Y/Co/Cg or gray as high and low byte planes), 3
/// lossless (rows as they are), 4 palette (a colour table, then per tile one index a pixel, or
/// an alpha plane and then the indices). Pixel formats: 2 gray + alpha, 4 BGRA, and the same
/// with 16 added for 16-bit samples: 20 wide colour ('RGBW': half-float RGBA as rows;
/// predictive, 16-bit samples and an 8-bit alpha plane, of which the high bytes are kept) and 18
/// 16-bit gray + alpha ('GA16': little-endian u16 pairs as rows, kept as their high bytes;
/// predictive as 20). Output: premultiplied, `bytesPerPixel` bytes a pixel, unpadded rows.
enum CARDeepMap {
  struct Blob {
    var method: UInt8
    var format: Int
    var width: Int
    var rows: Int
    var tile: (width: Int, height: Int)
    var body: ByteReader

    /// Components a pixel: gray + alpha, or three and alpha.
    var components: Int { format & 0xF }
    /// 16-bit samples (formats 18 and 20).
    var isWide: Bool { format & 0x10 != 0 }
    /// Rows stored as they are (methods 1 and 3).
    var isRows: Bool { method == 1 || method == 3 }
    /// Bytes a pixel as stored by methods 1 and 3: two a sample when wide.
    var storedBytesPerPixel: Int { isWide ? 2 * components : components }
    /// Bytes a pixel of the decoded rows: 8 for half-float rows kept as they are (format 20,
    /// methods 1 and 3), else the samples as 8-bit (gray + alpha or BGRA; a wide palette's
    /// entries as BGRA; 16-bit gray rows as their high bytes).
    var bytesPerPixel: Int { format == 20 && isRows ? 8 : components }
  }

  static let dmapTile = 256

  /// Decodes the blobs that follow one another in `data` (a large image is several blobs of
  /// rows) until they cover `rows` rows.
  static func decode(_ data: [UInt8], width: Int, rows: Int) throws(CARPixelError) -> CARDecodedRows {
    let result: Result<CARDecodedRows, CARPixelError> = data.withUnsafeBytes { buf in
      Result { () throws(CARPixelError) in
        var out = CARDecodedRows(bytes: [], bytesPerPixel: 0)
        var done = 0, offset = 0
        while done < rows {
          let blob: Blob
          do {
            var r = try ByteReader(buf, endianness: .little).window(at: offset, length: buf.count - offset)
            blob = try header(&r, width: width, rows: rows - done)
          } catch { throw CARPixelError("deepmap header: \(error)", unsupported: true) }
          guard [2, 4, 18, 20].contains(blob.format), blob.width == width, blob.rows > 0 else {
            throw CARPixelError(
              "deepmap of \(blob.width)×\(blob.rows), format \(blob.format), in a \(width)×\(rows) image",
              unsupported: true)
          }
          guard out.bytesPerPixel == 0 || out.bytesPerPixel == blob.bytesPerPixel else {
            throw CARPixelError(
              "deepmap blobs of \(out.bytesPerPixel) and \(blob.bytesPerPixel) bytes a pixel in one image",
              unsupported: true)
          }
          out.bytesPerPixel = blob.bytesPerPixel
          out.bytes += try pixels(blob)
          done += blob.rows
          offset = blob.body.end
        }
        return out
      }
    }
    // A header, format or method this decoder does not know is reported as not decoded; a
    // segment whose LZFSE/LZVN stream breaks, or that runs past its blob, is damage (every
    // blob in the real cars seen decodes).
    return try result.get()
  }

  static func header(_ r: inout ByteReader, width: Int, rows: Int) throws(ByteReadError) -> Blob {
    let base = r.start
    _ = try r.u32()
    let format = Int(try r.u32())
    let magicAt = base + 16
    let isV2 = try r.read(UInt32.self, at: magicAt) == 0x3270_6D64  // "dmp2"
    let length = isV2 ? Int(truncatingIfNeeded: try r.u64()) : Int(try r.u32())
    guard length >= 0, length <= r.end - magicAt else { throw r.invalid("deepmap length \(length) runs past its data") }
    let end = magicAt + length
    try r.seek(to: magicAt)
    let magic = try r.fourCC()
    guard magic == FourCC("dmp2") || magic == FourCC("dmap") else { throw r.invalid("no dmp2/dmap magic", at: magicAt) }
    let method = try r.u8()
    try r.skip(2)
    let code = Int(try r.u8())
    var tile = (width: dmapTile, height: dmapTile)
    if isV2 {
      guard code == format else { throw r.invalid("deepmap2 pixel format \(code) under format \(format)") }
      // Stored: the band's width (the image's) and its rows; the blob covers the chunk's rows.
      let (w, h) = (Int(try r.u16()), Int(try r.u16()))
      tile = (w == 0 ? width : min(w, width), max(1, min(rows, h)))
    }
    guard end >= r.position else { throw r.invalid("deepmap length \(length) ends before its header") }
    return Blob(
      method: method, format: format, width: width, rows: rows, tile: tile,
      body: try r.window(at: r.position, length: end - r.position))
  }

  static func pixels(_ b: Blob) throws(CARPixelError) -> [UInt8] {
    var body = b.body
    do {
      switch b.method {
      case 1: return narrowed(b, try body.array(b.width * b.rows * b.storedBytesPerPixel))
      case 2, 3, 4: return try tiled(b, &body)
      default: throw CARPixelError("deepmap method \(b.method) is not known", unsupported: true)
      }
    } catch let e as ByteReadError {
      throw CARPixelError("deepmap data: \(e)")
    } catch let e as CARPixelError {
      throw e
    } catch {
      throw CARPixelError("deepmap data: \(error)")
    }
  }

  /// Methods 2–4: each tile's segment decoded and its rows put in place.
  static func tiled(_ b: Blob, _ body: inout ByteReader) throws -> [UInt8] {
    let bpp = b.bytesPerPixel, rowBytes = b.width * bpp
    var out = [UInt8](repeating: 0, count: rowBytes * b.rows)
    let palette = b.method == 4 ? try CARDeepMapPalette(&body, components: b.components) : nil
    for y in stride(from: 0, to: b.rows, by: b.tile.height) {
      for x in stride(from: 0, to: b.width, by: b.tile.width) {
        let (w, h) = (min(b.tile.width, b.width - x), min(b.tile.height, b.rows - y))
        let tile = try tilePixels(b, palette: palette, &body, width: w, rows: h)
        for row in 0..<h {
          let dst = (y + row) * rowBytes + x * bpp
          out.replaceSubrange(dst..<dst + w * bpp, with: tile[row * w * bpp..<(row + 1) * w * bpp])
        }
      }
    }
    return out
  }

  /// One tile of `width` × `rows` pixels: `bytesPerPixel` bytes a pixel, unpadded rows.
  static func tilePixels(_ b: Blob, palette: CARDeepMapPalette?, _ body: inout ByteReader, width w: Int, rows: Int)
    throws -> [UInt8]
  {
    let n = w * rows
    switch b.method {
    case 2:
      let seg = try segment(&body, size: rows * (w * (1 + 2 * (b.components - 1)) + 1))
      return try predictive(seg, width: w, rows: rows, components: b.components, wide: b.isWide)
    case 3:
      return narrowed(b, try segment(&body, size: n * b.storedBytesPerPixel))
    default:
      let seg = try segment(&body, size: n, orTwice: true)
      return try palette!.pixels(seg, count: n)
    }
  }

  /// Stored rows as decoded rows: 16-bit gray + alpha (format 18) as the high bytes of its
  /// little-endian samples; every other format as it is.
  static func narrowed(_ b: Blob, _ rows: [UInt8]) -> [UInt8] {
    guard b.format == 18 else { return rows }
    return stride(from: 1, to: rows.count, by: 2).map { rows[$0] }
  }

  /// The next segment (u32 length, then an LZFSE frame or a bare LZVN stream) decoded to `size`
  /// bytes: a writer may leave trailing zeros out (zero-filled) or pad a segment (cut). With
  /// `orTwice`, a segment of twice `size` (a palette tile's alpha plane and indices) is kept whole.
  static func segment(_ r: inout ByteReader, size: Int, orTwice: Bool = false) throws -> [UInt8] {
    let n = Int(try r.u32())
    let seg = try r.bytes(n)
    let full = orTwice ? 2 * size : size
    var plain = try AppleCompressedPayload.decompress(seg, maxOutput: full + 4096)
    if orTwice, plain.count == full { return plain }
    if plain.count < size { plain += [UInt8](repeating: 0, count: size - plain.count) }
    return Array(plain.prefix(size))
  }
}
