import AssetCatBytes
import AssetCatCompression

/// Compressions 10 (`dmap`) and 11 (`dmp2`): a header, a method, then LZFSE or bare LZVN
/// segments. Methods: 1 raw pixels, 2 predictive (alpha plane, a predictor per row, 16-bit
/// residuals of Y/Co/Cg or gray as high and low byte planes), 3 lossless (rows as they are),
/// 4 palette. Output: `components` bytes a pixel (B, G, R, A or gray, alpha), unpadded rows.
enum CARDeepMap {
  struct Blob {
    var method: UInt8
    var components: Int
    var width: Int
    var rows: Int
    /// Rows per segment (the blob's stored height); `nil` for `dmap`, which stores none.
    var segmentRows: Int?
    var body: ByteReader
  }

  /// Decodes the blobs that follow one another in `data` (a large image is several blobs of
  /// rows) until they cover `rows` rows.
  static func decode(_ data: [UInt8], width: Int, rows: Int, components: Int) throws(CARPixelError) -> [UInt8] {
    let result: Result<[UInt8], CARPixelError> = data.withUnsafeBytes { buf in
      Result { () throws(CARPixelError) in
        var out: [UInt8] = []
        var done = 0, offset = 0
        while done < rows {
          let blob: Blob
          do {
            var r = try ByteReader(buf, endianness: .little).window(at: offset, length: buf.count - offset)
            blob = try header(&r, width: width, rows: rows - done)
          } catch { throw CARPixelError("deepmap header: \(error)") }
          guard blob.components == components, blob.width == width, blob.rows > 0, blob.rows <= rows - done else {
            throw CARPixelError("deepmap of \(blob.width)×\(blob.rows)×\(blob.components) in a \(width)×\(rows)×\(components) image")
          }
          out += try pixels(blob)
          done += blob.rows
          offset = blob.body.end
        }
        return out
      }
    }
    do { return try result.get() } catch {
      // The deepmap variants are reverse-engineered: a blob this decoder cannot follow is
      // reported as not decoded rather than as a corrupt car.
      throw CARPixelError(error.message, unsupported: true)
    }
  }

  static func header(_ r: inout ByteReader, width: Int, rows: Int) throws(ByteReadError) -> Blob {
    let base = r.start
    _ = try r.u32()
    let components = Int(try r.u32())
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
    let code = try r.u8()
    var (w, h) = (width, rows)
    var segmentRows: Int?
    if isV2 {
      guard code == 2 || code == 4 else { throw r.invalid("deepmap2 pixel format \(code) is not decoded") }
      // The stored height is the rows of one segment (a large image has several); the blob
      // covers the chunk's rows.
      (w, h) = (Int(try r.u16()), rows)
      segmentRows = max(1, min(rows, Int(try r.u16())))
    }
    guard end >= r.position else { throw r.invalid("deepmap length \(length) ends before its header") }
    return Blob(
      method: method, components: components, width: w, rows: h, segmentRows: segmentRows,
      body: try r.window(at: r.position, length: end - r.position))
  }

  static func pixels(_ b: Blob) throws(CARPixelError) -> [UInt8] {
    var body = b.body
    let c = b.components, w = b.width, total = b.width * b.rows * b.components
    do {
      switch b.method {
      case 1: return try body.array(total)
      case 3:
        var out: [UInt8] = []
        for (seg, r) in try rowSegments(&body, rowLength: w * c, blob: b) { out += seg.prefix(r * w * c) }
        guard out.count == total else { throw CARPixelError("deepmap lossless rows hold \(out.count) bytes, \(total) expected") }
        return out
      case 2:
        let rowLength = w * (1 + 2 * (c - 1)) + 1
        var out: [UInt8] = []
        out.reserveCapacity(total)
        for (seg, r) in try rowSegments(&body, rowLength: rowLength, blob: b) {
          out += try predictive(seg, width: w, rows: r, components: c)
        }
        guard out.count == total else { throw CARPixelError("deepmap predictive rows hold \(out.count) bytes, \(total) expected") }
        return out
      case 4: return try palette(&body, pixels: w * b.rows, components: c)
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

  /// The segments with the rows each covers (`segmentRows`, the last one the rest), each
  /// zero-filled to its rows: a writer may leave trailing zero bytes out of a segment.
  static func rowSegments(_ r: inout ByteReader, rowLength: Int, blob: Blob) throws -> [([UInt8], Int)] {
    var out: [([UInt8], Int)] = []
    var done = 0
    let all = try segments(&r, rowLength: rowLength, rows: blob.rows)
    for (i, var seg) in all.enumerated() {
      let rest = blob.rows - done
      let rows = i == all.count - 1 ? rest : min(rest, blob.segmentRows ?? max(1, seg.count / rowLength))
      guard rows > 0 else { break }
      if seg.count < rows * rowLength { seg += [UInt8](repeating: 0, count: rows * rowLength - seg.count) }
      out.append((seg, rows))
      done += rows
    }
    return out
  }

  /// The first segment's length, the segment, then (u32 length, segment) to the end; each an
  /// LZFSE frame or a bare LZVN stream.
  static func segments(_ r: inout ByteReader, rowLength: Int, rows: Int) throws -> [[UInt8]] {
    var out: [[UInt8]] = []
    var produced = 0
    while r.remaining >= 4 {
      let n = Int(try r.u32())
      let seg = try r.bytes(n)
      // Each segment's output is padded; what a segment may produce is bounded by the whole
      // image's rows (and a page of slack), never by the file's claims alone.
      let limit = rowLength * rows + 16 * (out.count + 1) + 4096
      let plain = try AppleCompressedPayload.decompress(seg, maxOutput: max(0, limit - produced))
      produced += plain.count
      out.append(plain)
    }
    return out
  }

  static func palette(_ r: inout ByteReader, pixels: Int, components: Int) throws -> [UInt8] {
    let desc = try r.u32()
    // Some writers leave the entry size out (0): entries are then one pixel each.
    let count = Int(desc & 0xFFFF), size = desc >> 16 == 0 ? components : Int(desc >> 16)
    guard size == components else { throw CARPixelError("deepmap palette entries of \(size) bytes for \(components) components") }
    let table = try r.array(count * size)
    let stream = try r.bytes(Int(try r.u32()))
    let indices = try AppleCompressedPayload.decompress(stream, expectedSize: pixels, maxOutput: pixels)
    var out = [UInt8](repeating: 0, count: pixels * size)
    for (p, i) in indices.enumerated() {
      guard Int(i) < count else { throw CARPixelError("deepmap palette index \(i) past \(count) entries") }
      for k in 0..<size { out[p * size + k] = table[Int(i) * size + k] }
    }
    return out
  }
}
