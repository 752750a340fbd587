import AssetCatCAR
import AssetCatCompressionWriter

/// Compression 4 as Apple's actool writes it (Xcode 9.4 to 26): the rows padded to a multiple of
/// 16 bytes, cut into three `KCBC` chunks of ⌊height / 3⌋ rows and a fourth of the rows left over
/// (1024 rows: 341, 341, 341, 1; 132 rows: 44, 44, 44), each chunk one LZFSE stream, `MLEC` flags 1.
/// Read off 103 LZFSE renditions of Apple cars of Xcode 9.4.1, 10.1, 12.5, 13, 14, 16 and 26.
///
/// Before Xcode 15.3 (`sized`), a smaller image has fewer chunks: one per 8 KiB of padded rows,
/// up to three (and the rows left over), and an image of at most 8 KiB is one LZFSE stream with
/// no chunks, `MLEC` flags 0. The same CocoaPods sheets in Apple's cars of Xcode 12.5 and 14.0 to
/// 15.2 show it (60 × 32 gray, 3,840 bytes: one stream; 26 × 44 BGRA, 4,928: one; 114 × 60 gray,
/// 14,400: 30 and 30 rows; 64 × 64 BGRA, 16,384: 32 and 32; 50,592 bytes: thirds), and Xcode
/// 15.3's and 26's cars of them cut every one in thirds.
enum CARLZFSEChunks {
  static let sizedChunkBytes = 8192

  /// Row counts of the chunks of an image `height` rows high (one chunk under 3 rows); `sized`:
  /// by its `rowBytes` too, as Xcode before 15.3 cut.
  static func rows(height: Int, rowBytes: Int = 0, sized: Bool = false) -> [Int] {
    let count = sized ? min(3, max(1, (height * rowBytes + sizedChunkBytes - 1) / sizedChunkBytes)) : 3
    guard height >= count, count > 1 else { return [height] }
    let part = height / count
    return [Int](repeating: part, count: count) + (height % count == 0 ? [] : [height % count])
  }

  /// Bytes a row takes: `width × bytesPerPixel` rounded up to 16.
  /// Rows padded to 16 bytes; 8-byte `RGBW` rows to 4 pixels (Apple's 166-pixel RGBW sheet has
  /// 1,344-byte rows, its 102-pixel one 832).
  static func paddedRowBytes(width: Int, bytesPerPixel: Int) -> Int {
    bytesPerPixel == 8 ? ((width + 3) & ~3) * 8 : (width * bytesPerPixel + 15) & ~15
  }

  /// `pixels` (`height` rows of `width × bytesPerPixel` bytes, no padding) as Apple's chunks.
  /// With `smallest` (`--optimization space`), the encoder's deeper search.
  static func encode(
    _ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int, smallest: Bool = false, sized: Bool = false
  ) -> CAREncodedPixels {
    let rowBytes = width * bytesPerPixel
    let padded = paddedRowBytes(width: width, bytesPerPixel: bytesPerPixel)
    let cuts = rows(height: height, rowBytes: padded, sized: sized)
    var chunks: [CSIBitmapPayload.Chunk] = []
    var top = 0
    pixels.withUnsafeBytes { raw in
      var buffer = [UInt8]()
      for rows in cuts {
        let range = top * rowBytes..<(top + rows) * rowBytes
        let stream: [UInt8]
        if padded == rowBytes {
          stream = LZFSEEncoder.compress(UnsafeRawBufferPointer(rebasing: raw[range]), smallest: smallest)
        } else {
          buffer.removeAll(keepingCapacity: true)
          buffer.reserveCapacity(rows * padded)
          for r in 0..<rows {
            let start = range.lowerBound + r * rowBytes
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[start..<start + rowBytes]))
            buffer.append(contentsOf: repeatElement(0, count: padded - rowBytes))
          }
          stream = LZFSEEncoder.compress(buffer, smallest: smallest)
        }
        chunks.append(CSIBitmapPayload.Chunk(rows: UInt32(rows), data: stream))
        top += rows
      }
    }
    // One stream, unchunked, where Xcode before 15.3 wrote one.
    let flags: UInt32 = sized && cuts.count == 1 ? 0 : 1
    return CAREncodedPixels(
      payload: CSIBitmapPayload(flags: flags, compression: .lzfse, chunks: chunks), rowBytes: padded)
  }
}

/// The buffers the car writer hands the LZFSE encoder for an image it stores as LZFSE BGRA: the
/// pixels premultiplied, rows padded, cut into Apple's chunks. For the encoder's benchmark
/// (`assetcat-bench lzfse-inputs`), so it times the encoder on the car writer's own bytes.
public enum CARLZFSEInputs {
  /// `rgba` (`width × height` pixels, not premultiplied, as the imaging decoder gives them).
  public static func chunks(rgba: [UInt8], width: Int, height: Int) -> [[UInt8]] {
    let bgra = CARPixelEncoder.premultipliedBGRA(rgba)
    let rowBytes = width * 4, padded = CARLZFSEChunks.paddedRowBytes(width: width, bytesPerPixel: 4)
    var top = 0
    return CARLZFSEChunks.rows(height: height).map { rows in
      defer { top += rows }
      var chunk: [UInt8] = []
      chunk.reserveCapacity(rows * padded)
      for r in top..<top + rows {
        chunk += bgra[r * rowBytes..<(r + 1) * rowBytes]
        chunk += repeatElement(0, count: padded - rowBytes)
      }
      return chunk
    }
  }
}
