import AssetCatBytes
import AssetCatCAR
import AssetCatCompression
import AssetCatImageHeaders
import AssetCatImaging

/// Decodes the pixels of a car bitmap rendition (an `MLEC` payload) to RGBA8: uncompressed,
/// RLE, zlib, LZVN, LZFSE, palette images, DeepMap and DeepMap2 (8-bit formats), chunked or
/// not, and tvOS blurred (radiosity) images; pixel formats ARGB, GA8, GA16, RGBW and RGB5. ASTC,
/// HEVC and DXTC are reported as unsupported.
public enum CARBitmapDecoder {
  public static func decode(_ rendition: CSIRendition, limits: ImageLimits = .standard) throws(CARPixelError)
    -> DecodedImage
  {
    let h = rendition.header
    guard var bpp = CARPixelFormat.bytesPerPixel(h.pixelFormat) else {
      throw CARPixelError("pixel format '\(h.pixelFormatName)' is not a bitmap format", unsupported: true)
    }
    let width = Int(h.width), height = Int(h.height)
    guard width > 0, height > 0, width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels
    else {
      throw CARPixelError("\(width)×\(height) pixels is empty or over the limits")
    }
    let payload: CSIBitmapPayload
    do { payload = try rendition.parsePayload(CSIBitmapPayload.self) } catch {
      throw CARPixelError("bitmap payload: \(error.message)")
    }
    if [.deepmapLZFSE, .deepmap2, .palette].contains(payload.compression) {
      return try selfDescribing(payload, width: width, height: height, bytesPerPixel: bpp)
    }
    // Opaque gray images store one byte a pixel under 'GA8 ' (their rows say so).
    let grayOnly = h.pixelFormat == CSIPixelFormat.ga8 && (rendition.bytesPerRow ?? 2 * width) < 2 * width
    if grayOnly { bpp = 1 }
    let rowBytes = rendition.bytesPerRow ?? width * bpp
    guard rowBytes >= width * bpp, rowBytes <= width * bpp + 4096 else {
      throw CARPixelError("\(rowBytes) bytes per row does not fit \(width) pixels of \(bpp) bytes")
    }
    var raw: [UInt8] = []
    raw.reserveCapacity(rowBytes * height)
    var rowsDone = 0
    for chunk in payload.chunks {
      let rows = try chunkRows(chunk, of: payload, height: height, done: rowsDone)
      // RLE images decode to unpadded rows; the others keep the rendition's row stride.
      let unpadded = payload.compression == .rle
      let stride = unpadded ? width * bpp : rowBytes
      let bytes = try decompress(
        chunk.data, payload.compression, width: width, rows: rows, bytesPerPixel: bpp, expected: stride * rows)
      guard bytes.count >= stride * rows else {
        throw CARPixelError("\(payload.compression) data decodes to \(bytes.count) bytes, \(stride * rows) expected")
      }
      if unpadded {
        raw += pad(bytes, rows: rows, from: width * bpp, to: rowBytes)
      } else {
        raw += bytes.prefix(stride * rows)
      }
      rowsDone += rows
    }
    guard rowsDone == height else { throw CARPixelError("chunks hold \(rowsDone) rows, the image has \(height)") }
    let rgba = CARPixelFormat.rgba(
      raw, format: grayOnly ? nil : h.pixelFormat, width: width, height: height, bytesPerRow: rowBytes)
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// DeepMap and palette images: their data says how many bytes a pixel it holds (gray + alpha,
  /// BGRA or half-float RGBA), whatever the pixel format and row stride in the header say (a
  /// 'GA8 ' image may give the stride of four bytes a pixel, or of one).
  static func selfDescribing(_ payload: CSIBitmapPayload, width: Int, height: Int, bytesPerPixel: Int)
    throws(CARPixelError) -> DecodedImage
  {
    var raw: [UInt8] = []
    var bpp = 0, rowsDone = 0
    for chunk in payload.chunks {
      let rows = try chunkRows(chunk, of: payload, height: height, done: rowsDone)
      let part =
        payload.compression == .palette
        ? try palette(chunk.data, width: width, rows: rows, entrySize: bytesPerPixel)
        : try CARDeepMap.decode(chunk.data, width: width, rows: rows)
      guard bpp == 0 || bpp == part.bytesPerPixel else {
        throw CARPixelError("chunks of different pixel formats", unsupported: true)
      }
      bpp = part.bytesPerPixel
      raw += part.bytes
      rowsDone += rows
    }
    guard rowsDone == height else { throw CARPixelError("chunks hold \(rowsDone) rows, the image has \(height)") }
    let format = CARPixelFormat.format(bytesPerPixel: bpp)
    let rgba = CARPixelFormat.rgba(raw, format: format, width: width, height: height, bytesPerRow: width * bpp)
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// A palette image's rows (entries of 4 bytes, or of 8 for 'RGBW'), as BGRA.
  static func palette(_ data: [UInt8], width: Int, rows: Int, entrySize: Int) throws(CARPixelError) -> CARDecodedRows {
    guard entrySize == 4 || entrySize == 8 else {
      throw CARPixelError("palette image with \(entrySize)-byte pixels", unsupported: true)
    }
    let limit = 16 + entrySize * 65536 + width * rows * 2 + 16
    let plain: [UInt8]
    do { plain = try AppleCompressedPayload.decompress(data, maxOutput: limit) } catch {
      throw CARPixelError("palette data: \(error)")
    }
    return CARDecodedRows(
      bytes: try CARPaletteImage.expand(plain, width: width, rows: rows, entrySize: entrySize), bytesPerPixel: 4)
  }

  /// The rows a chunk covers: its own count when the payload is chunked, else the image's.
  static func chunkRows(_ chunk: CSIBitmapPayload.Chunk, of payload: CSIBitmapPayload, height: Int, done: Int)
    throws(CARPixelError) -> Int
  {
    let rows = payload.isChunked ? Int(chunk.rows) : height
    guard rows >= 0, rows <= height - done else {
      throw CARPixelError("chunks hold more rows than the image's \(height)")
    }
    return rows
  }

  static func decompress(
    _ data: [UInt8], _ c: CARCompression, width: Int, rows: Int, bytesPerPixel bpp: Int, expected: Int
  ) throws(CARPixelError) -> [UInt8] {
    switch c {
    case .uncompressed: return data
    case .rle: return try CARRunLength.decode(data, width: width, rows: rows, bytesPerPixel: bpp)
    case .zip: return try CARZlib.inflate(data, expected: expected)
    case .blurred:
      guard bpp == 4 else { throw CARPixelError("a blurred image of \(bpp) bytes a pixel", unsupported: true) }
      return try CARRadiosity.decode(data, width: width, rows: rows, rowBytes: expected / max(rows, 1))
    case .lzvn, .lzfse:
      do { return try AppleCompressedPayload.decompress(data, expectedSize: expected, maxOutput: expected) } catch {
        throw CARPixelError("\(c) data: \(error)")
      }
    default:
      throw CARPixelError("compression '\(c)' is not decoded by assetcat", unsupported: true)
    }
  }

  /// Rows of `from` bytes re-laid at `to` bytes each (zero padding).
  static func pad(_ bytes: [UInt8], rows: Int, from: Int, to: Int) -> [UInt8] {
    guard from != to else { return Array(bytes.prefix(from * rows)) }
    var out = [UInt8](repeating: 0, count: to * rows)
    for r in 0..<rows { out.replaceSubrange(r * to..<(r * to + from), with: bytes[r * from..<(r * from + from)]) }
    return out
  }
}
