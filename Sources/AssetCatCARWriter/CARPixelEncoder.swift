import AssetCatBytes
import AssetCatCAR
import CLibDeflate

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Encodes premultiplied BGRA (and gray + alpha) pixels for an `MLEC` payload: from iOS 9 on,
/// Apple's palette images (8, `CARPaletteEncoder`) or LZFSE chunks (4, `CARLZFSEChunks`); before,
/// the smallest of uncompressed (0), RLE (1) and deflate (2) (Docs/AssetsCarWriting.md).
enum CARPixelEncoder {
  /// RGBA (not premultiplied, as the imaging decoder gives) → BGRA premultiplied, CoreUI's 'ARGB'.
  static func premultipliedBGRA(_ rgba: [UInt8]) -> [UInt8] {
    var out = rgba
    premultiplyToBGRA(&out)
    return out
  }

  /// `premultipliedBGRA` in place, a pixel (a little-endian word) at a time: opaque pixels only
  /// swap red and blue, clear ones become zero. Four pixels at once where all four are opaque or
  /// all clear (most of flat art: a third of the time of the pixel loop on the realistic bench).
  static func premultiplyToBGRA(_ px: inout [UInt8]) {
    px.withUnsafeMutableBytes { raw in
      let count = raw.count / 4
      var i = 0
      #if _endian(little)
        while i + 4 <= count {
          let v = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
          let a = v &>> 24
          if a == SIMD4(repeating: 255) {
            let swapped = (v & 0xFF00_FF00) | ((v & 0xFF) &<< 16) | ((v &>> 16) & 0xFF)
            raw.storeBytes(of: swapped, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
          } else if a == .zero {
            raw.storeBytes(of: .zero, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
          } else {
            for j in i..<(i + 4) { premultiplyPixel(raw, at: j) }
          }
          i += 4
        }
      #endif
      while i < count {
        premultiplyPixel(raw, at: i)
        i += 1
      }
    }
  }

  /// One pixel of `premultiplyToBGRA`.
  @inline(__always)
  static func premultiplyPixel(_ raw: UnsafeMutableRawBufferPointer, at i: Int) {
    let v = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self).littleEndian
    let a = v >> 24
    let out: UInt32
    if a == 255 {
      out = (v & 0xFF00_FF00) | ((v & 0xFF) << 16) | ((v >> 16) & 0xFF)
    } else if a == 0 {
      out = 0
    } else {
      let r = ((v & 0xFF) * a + 127) / 255, g = (((v >> 8) & 0xFF) * a + 127) / 255
      let b = (((v >> 16) & 0xFF) * a + 127) / 255
      out = (a << 24) | (r << 16) | (g << 8) | b
    }
    raw.storeBytes(of: out.littleEndian, toByteOffset: i * 4, as: UInt32.self)
  }

  /// Whether every pixel with some alpha has R = G = B (RGBA, not premultiplied).
  static func isGray(_ rgba: [UInt8]) -> Bool {
    rgba.withUnsafeBytes { raw in
      for i in 0..<(raw.count / 4) {
        let v = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self).littleEndian
        let (r, g, b) = (v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF)
        if v >> 24 != 0 && (r != g || g != b) { return false }
      }
      return true
    }
  }

  /// RGBA of a gray image (R = G = B) → 'GA8 ': premultiplied gray, alpha.
  static func premultipliedGrayAlpha(_ rgba: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rgba.count / 2)
    for p in 0..<(rgba.count / 4) {
      let g = Int(rgba[p * 4]), a = Int(rgba[p * 4 + 3])
      out[p * 2] = UInt8((g * a + 127) / 255)
      out[p * 2 + 1] = UInt8(a)
    }
    return out
  }

  /// The smaller of uncompressed and deflate (level 9; `photographLevel` when 9 leaves it larger
  /// than its file) for gray + alpha pixels, in chunks as `encodeInChunks` cuts them. No RLE: its
  /// tokens are four-byte pixels.
  static func encodeGrayAlpha(_ ga: [UInt8], width: Int, height: Int, sourceBytes: Int, encodings: CARPixelEncodings)
    -> CAREncodedPixels
  {
    guard !encodings.lzfse else {
      return CARLZFSEChunks.encode(
        ga, width: width, height: height, bytesPerPixel: 2, smallest: encodings.smallest,
        sized: encodings.sizedChunks)
    }
    let payload = encodeInChunks(
      ga, width: width, height: height, bytesPerPixel: 2, sourceBytes: sourceBytes, smallest: encodings.smallest)
    return CAREncodedPixels(payload: payload, rowBytes: width * 2)
  }

  /// libdeflate's level for photographs: 10, the first of its near-optimal-parsing levels. On the
  /// realistic bench's 273 photographs it made 81.01 MB in 3.06 s where 12 made 80.79 MB in 3.83 s.
  static let photographLevel: Int32 = 10
  /// libdeflate's smallest level, every deflate's with `--optimization space`: on element-ios'
  /// `Images` catalog a car 2.5% smaller (5.96 MB for 6.12 MB) in 6× the time (6.1 s for 1.1 s).
  static let smallestLevel: Int32 = 12

  /// `bgra` (`width` × `height` pixels) in Apple's encodings from iOS 9 on (`encodeLZFSE`), and
  /// for older targets the smallest of raw, RLE and deflate (`encodeInChunks`).
  /// `sourceBytes`: the size of the file the pixels came from. For deflate, a photograph (a file
  /// under a quarter of its pixels' bytes: its PNG's row filters pay) is deflated at
  /// `photographLevel` (near-optimal parsing, ~3× the time of level 9); any other image at level
  /// 9, and once more at `photographLevel` when level 9 leaves it larger than its file.
  static func encode(
    _ bgra: [UInt8], width: Int, height: Int, sourceBytes: Int? = nil, encodings: CARPixelEncodings
  ) -> CAREncodedPixels {
    guard !encodings.lzfse else { return encodeLZFSE(bgra, width: width, height: height, encodings: encodings) }
    let payload = encodeInChunks(
      bgra, width: width, height: height, sourceBytes: sourceBytes, smallest: encodings.smallest)
    return CAREncodedPixels(payload: payload, rowBytes: width * 4)
  }

  /// Apple's encodings (`CARPixelEncodings.lzfse`): a palette image where the deployment target
  /// reads one and the image has at most 256 colours — the same LZFSE over a byte or less a pixel
  /// instead of four: on the 3,000-set bench every one of its 9,801 images came out smaller so
  /// (a car of 8,190,360 bytes against 9,643,496 with LZFSE on the 4,129 small ones); else LZFSE in
  /// Apple's chunks. With `--optimization space`, both are made and the smaller kept, and LZFSE
  /// searches its matches deeper.
  static func encodeLZFSE(_ bgra: [UInt8], width: Int, height: Int, encodings: CARPixelEncodings) -> CAREncodedPixels {
    let lzfse = {
      CARLZFSEChunks.encode(
        bgra, width: width, height: height, bytesPerPixel: 4, smallest: encodings.smallest,
        sized: encodings.sizedChunks)
    }
    guard encodings.palette, let palette = CARPaletteEncoder.encode(bgra, width: width, height: height) else {
      return lzfse()
    }
    let asPalette = CAREncodedPixels(payload: payload((.palette, palette), rows: height), rowBytes: width * 4)
    guard encodings.smallest else { return asPalette }
    let chunked = lzfse()
    return palette.count < chunked.payload.chunks.reduce(0, { $0 + $1.data.count + 20 }) ? asPalette : chunked
  }

  /// Bytes of four-byte pixels up to which an image is one stream. A larger one is cut into `KCBC`
  /// chunks of as many whole rows as 4 MiB of four-byte pixels hold (a gray image's two-byte
  /// pixels are counted as four, as Apple's are), each compressed on its own, as Apple's cars
  /// store them (Intercom's, Xcode 15.3–26: 1,200 pixels wide → 873 rows a chunk; a gray one 654
  /// wide → 1,603 rows and then 15; images up to 4 MiB whole).
  static let chunkBytes = 4 << 20

  /// The smallest of raw, RLE (four-byte pixels only) and deflate (ties to the simpler), each made
  /// chunk by chunk (`chunkBytes`) with one compression for the whole image. Deflate as `encode`
  /// says for BGRA; gray pixels at level 9, then `photographLevel` when that leaves them larger
  /// than their file. With `smallest` (`--optimization space`), deflate once at `smallestLevel`.
  static func encodeInChunks(
    _ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 4, sourceBytes: Int?, smallest: Bool = false
  ) -> CSIBitmapPayload {
    let rowBytes = width * bytesPerPixel
    let rowsPerChunk = width * height * 4 <= chunkBytes ? height : max(1, chunkBytes / (width * 4))
    // Chunks are ranges of `pixels`, compressed in place: a copy of each would double the memory
    // a large image takes (a 5,156-pixel-square drawing of a PDF is 106 MB).
    let pieces = stride(from: 0, to: height, by: rowsPerChunk).map { top in
      let rows = min(rowsPerChunk, height - top)
      return (rows: rows, range: top * rowBytes..<(top + rows) * rowBytes)
    }
    // `nil`: uncompressed, the pixels as they are.
    var best: (compression: CARCompression, streams: [[UInt8]])? = nil
    var bestSize = pixels.count
    let photographic = bytesPerPixel == 4 && (sourceBytes.map { 4 * $0 >= pixels.count } ?? false)
    pixels.withUnsafeBytes { raw in
      func consider(_ compression: CARCompression, _ encode: (_ rows: Int, _ bytes: UnsafeRawBufferPointer) -> [UInt8]?)
      {
        var streams: [[UInt8]] = []
        for piece in pieces {
          guard let stream = encode(piece.rows, UnsafeRawBufferPointer(rebasing: raw[piece.range])) else { return }
          streams.append(stream)
        }
        let total = streams.reduce(0) { $0 + $1.count }
        if total < bestSize { (best, bestSize) = ((compression, streams), total) }
      }
      if bytesPerPixel == 4 { consider(.rle) { runLength($1, width: width, height: $0, limit: $1.count - 1) } }
      if smallest { return consider(.zip) { gzip($1, level: smallestLevel, under: $1.count) } }
      consider(.zip) { gzip($1, level: photographic ? photographLevel : 9, under: $1.count) }
      if !photographic, let sourceBytes, bestSize > sourceBytes {
        consider(.zip) { gzip($1, level: photographLevel, under: $1.count) }
      }
    }
    let chosen = best ?? (.uncompressed, pieces.count == 1 ? [pixels] : pieces.map { Array(pixels[$0.range]) })
    guard pieces.count > 1 else { return payload((chosen.compression, chosen.streams[0]), rows: height) }
    let chunks = zip(pieces, chosen.streams).map { CSIBitmapPayload.Chunk(rows: UInt32($0.rows), data: $1) }
    return CSIBitmapPayload(flags: 1, compression: chosen.compression, chunks: chunks)
  }

  /// One stream of `rows` rows in the chosen compression.
  static func payload(_ chosen: (CARCompression, [UInt8]), rows: Int) -> CSIBitmapPayload {
    CSIBitmapPayload(compression: chosen.0, chunks: [.init(rows: UInt32(rows), data: chosen.1)])
  }

  /// Compression 1: u32 4, width, height, one row offset per row, then per row u32 tokens — top byte
  /// 0x80: a run (count in the low 24 bits, one pixel follows); 0: that many literal pixels follow.
  /// Identical consecutive rows share one offset. `nil` once the stream is longer than `limit`.
  static func runLength(_ px: [UInt8], width: Int, height: Int, limit: Int = .max) -> [UInt8]? {
    px.withUnsafeBytes { runLength($0, width: width, height: height, limit: limit) }
  }

  /// `runLength` of `px`, a buffer of `height` rows.
  static func runLength(_ px: UnsafeRawBufferPointer, width: Int, height: Int, limit: Int = .max) -> [UInt8]? {
    guard 12 + 4 * height <= limit else { return nil }
    var w = ByteWriter(endianness: .little, capacity: 12 + 4 * height + px.count / 8)
    w.write(UInt32(4))
    w.write(UInt32(width))
    w.write(UInt32(height))
    let table = w.count
    w.zeros(4 * height)
    let rowBytes = width * 4
    let fits = { (raw: UnsafeRawBufferPointer) in
      var previous: (start: Int, offset: UInt32)? = nil
      for row in 0..<height {
        guard w.count <= limit else { return false }
        let start = row * rowBytes
        if let p = previous, memcmp(raw.baseAddress! + p.start, raw.baseAddress! + start, rowBytes) == 0 {
          w.patch(p.offset, at: table + 4 * row)
          continue
        }
        let offset = UInt32(w.count)
        w.patch(offset, at: table + 4 * row)
        encodeRow(UnsafeRawBufferPointer(rebasing: raw[start..<start + rowBytes]), into: &w)
        previous = (start, offset)
      }
      return w.count <= limit
    }(px)
    return fits ? w.take() : nil
  }

  /// One row's tokens: runs of three or more equal pixels, literals between them.
  static func encodeRow(_ row: UnsafeRawBufferPointer, into w: inout ByteWriter) {
    let width = row.count / 4
    func pixel(_ x: Int) -> UInt32 { row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
    var x = 0
    var literalStart = 0
    func flushLiterals(upTo end: Int) {
      guard end > literalStart else { return }
      w.write(UInt32(end - literalStart))
      w.write(bytes: UnsafeRawBufferPointer(rebasing: row[literalStart * 4..<end * 4]))
    }
    while x < width {
      let value = pixel(x)
      var run = 1
      while x + run < width && pixel(x + run) == value { run += 1 }
      if run >= 3 {
        flushLiterals(upTo: x)
        w.write(0x8000_0000 | UInt32(run))
        w.write(bytes: UnsafeRawBufferPointer(rebasing: row[x * 4..<x * 4 + 4]))
        x += run
        literalStart = x
      } else {
        x += run
      }
    }
    flushLiterals(upTo: width)
  }

  /// Compression 2: deflate in a gzip wrapper, libdeflate at level 9, or `nil` when the stream
  /// would not be shorter than `limit` bytes. The gzip wrapper is what xcbuild's reader inflates
  /// (zlib's own header it refuses); CoreUI's decoder is not known to care
  /// (Docs/AssetsCarWriting.md). Level 9 (lazy matching, long chains) keeps the car under its input
  /// files on the bench catalog (8.97 MB for 9.25 MB of files); level 8 does not (9.32 MB), and
  /// zlib's level 9 took a third longer for a larger car (9.11 MB).
  static func gzip(_ data: [UInt8], level: Int32 = 9, under limit: Int = .max) -> [UInt8]? {
    data.withUnsafeBytes { gzip($0, level: level, under: limit) }
  }

  /// `gzip` of the bytes of `data`.
  static func gzip(_ data: UnsafeRawBufferPointer, level: Int32 = 9, under limit: Int = .max) -> [UInt8]? {
    guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
    defer { libdeflate_free_compressor(compressor) }
    let capacity = min(libdeflate_gzip_compress_bound(compressor, data.count), limit - 1)
    guard capacity > 0 else { return nil }
    let out = [UInt8](unsafeUninitializedCapacity: capacity) { dst, initialized in
      initialized = libdeflate_gzip_compress(compressor, data.baseAddress, data.count, dst.baseAddress, capacity)
    }
    return out.isEmpty ? nil : out
  }

}
