import AssetCatBytes
import CLibDeflate
import CZlib

/// The zlib stream a PNG's IDAT chunks hold, inflated without keeping the pixels: the stream must
/// be valid deflate data, end (with its Adler-32 checksum right) with the last IDAT, and inflate to
/// exactly the bytes the header's size and sample format call for (a filter byte per row, per
/// Adam7 pass when interlaced). Catches bad or cut image data that the chunk CRCs do not (a file
/// whose data was damaged before its CRCs were computed). O(image bytes) time; memory: the rows
/// once (libdeflate, whole buffer) up to `wholeBufferLimit`, a fixed 64 KiB (zlib, streaming)
/// above it and to say what is wrong with a stream libdeflate did not accept. The same whole-buffer
/// inflate (`inflateWhole`) also gives the decoder its rows (`PNGStructure.withInflatedImageData`).
enum PNGImageData {
  /// The largest image (bytes of its rows) inflated whole by libdeflate (a 1,000 × 1,000 RGBA
  /// image is 4 MB); larger ones stream through zlib. Each checking thread holds one such buffer:
  /// at 16 MiB `validate` of the 3,000-set bench catalog peaked at 64.7 MB (45 MB with zlib
  /// alone), at 4 MiB 51.6 MB; at 1 MiB the realistic catalog's header-only compile took 1.5×.
  static let wholeBufferLimit: UInt64 = 1 << 22

  /// `chunks`: the file ranges of the IDAT chunks' data, in order; `at`: the first IDAT's offset.
  static func check(_ bytes: UnsafeRawBufferPointer, chunks: [Range<Int>], header: PNGHeader, at offset: Int)
    throws(StructureDamage)
  {
    let expected = rawSize(header)
    if let expected, inflatesWhole(bytes, chunks: chunks, expected: expected) { return }
    try checkStreaming(bytes, chunks: chunks, header: header, expected: expected, at: offset)
  }

  /// The fast path: `true` when libdeflate inflates the chunks' data, joined, to exactly
  /// `expected` bytes, its Adler-32 right and no byte left over. Anything else (damage, trailing
  /// bytes, an image over `wholeBufferLimit`) goes to the streaming check, whose verdict and
  /// message stand, so the two paths cannot disagree on a file.
  static func inflatesWhole(_ bytes: UnsafeRawBufferPointer, chunks: [Range<Int>], expected: UInt64) -> Bool {
    guard expected <= wholeBufferLimit else { return false }
    return inflateWhole(bytes, chunks: chunks, expected: expected) { _ in true } ?? false
  }

  /// libdeflate's inflate of the chunks' data, joined, when it gives exactly `expected` bytes
  /// with its Adler-32 right and no byte left over: `body` of the output; else `nil`.
  static func inflateWhole<T>(
    _ bytes: UnsafeRawBufferPointer, chunks: [Range<Int>], expected: UInt64, _ body: (UnsafeRawBufferPointer) -> T
  ) -> T? {
    guard expected > 0, expected <= UInt64(Int.max), let decompressor = libdeflate_alloc_decompressor() else {
      return nil
    }
    defer { libdeflate_free_decompressor(decompressor) }
    let output = UnsafeMutableRawPointer.allocate(byteCount: Int(expected), alignment: 16)
    defer { output.deallocate() }
    func inflate(_ input: UnsafeRawBufferPointer) -> Bool {
      var read = 0
      var written = 0
      let result = libdeflate_zlib_decompress_ex(
        decompressor, input.baseAddress, input.count, output, Int(expected), &read, &written)
      return result == LIBDEFLATE_SUCCESS && read == input.count && written == Int(expected)
    }
    let parts = chunks.filter { !$0.isEmpty }
    let inflated: Bool
    if parts.count == 1 {
      inflated = inflate(UnsafeRawBufferPointer(rebasing: bytes[parts[0]]))
    } else {
      var joined: [UInt8] = []
      joined.reserveCapacity(parts.reduce(0) { $0 + $1.count })
      for part in parts { joined.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[part])) }
      inflated = joined.withUnsafeBytes(inflate)
    }
    return inflated ? body(UnsafeRawBufferPointer(start: output, count: Int(expected))) : nil
  }

  /// zlib, chunk by chunk, output discarded: the verdict and the message for every stream.
  private static func checkStreaming(
    _ bytes: UnsafeRawBufferPointer, chunks: [Range<Int>], header: PNGHeader, expected: UInt64?, at offset: Int
  ) throws(StructureDamage) {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return }
    defer { inflateEnd(&stream) }
    // Output is discarded: at most 64 KiB of scratch, less for a small image.
    var scratch = [UInt8](repeating: 0, count: Int(min(1 << 16, max(expected ?? 1 << 16, 1))))
    var status = Z_OK
    for (i, range) in chunks.enumerated() where status == Z_OK {
      status = inflateChunk(&stream, UnsafeRawBufferPointer(rebasing: bytes[range]), into: &scratch)
      if let expected, stream.total_out > expected { break }
      if status == Z_STREAM_END && i < chunks.count - 1 && chunks[(i + 1)...].contains(where: { !$0.isEmpty }) {
        throw StructureDamage(at: offset, "the image data (IDAT) ends before its last chunk")
      }
    }
    let produced = UInt64(stream.total_out)
    if let expected, produced > expected {
      throw StructureDamage(
        at: offset,
        "the image data (IDAT) inflates to more than the \(expected) bytes a \(header.width)×\(header.height) "
          + "image holds"
      )
    }
    switch status {
    case Z_STREAM_END: break
    case Z_OK, Z_BUF_ERROR:
      throw StructureDamage(at: offset, "the image data (IDAT) is cut: its zlib stream does not end", truncation: true)
    default:
      let reason = stream.msg.map { String(cString: $0) } ?? "status \(status)"
      throw StructureDamage(at: offset, "the image data (IDAT) is not valid zlib data (\(reason))")
    }
    if let expected, produced != expected {
      throw StructureDamage(
        at: offset,
        "the image data (IDAT) inflates to \(produced) bytes, "
          + "not the \(expected) a \(header.width)×\(header.height) image holds",
        truncation: produced < expected)
    }
  }

  /// Feeds one chunk's data to `stream`, discarding the output; the last inflate status.
  private static func inflateChunk(
    _ stream: inout z_stream, _ input: UnsafeRawBufferPointer, into scratch: inout [UInt8]
  ) -> Int32 {
    guard let base = input.baseAddress, !input.isEmpty else { return Z_OK }
    stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
    stream.avail_in = uInt(input.count)
    var status = Z_OK
    scratch.withUnsafeMutableBytes { out in
      while status == Z_OK && stream.avail_in > 0 {
        stream.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(out.count)
        status = inflate(&stream, Z_NO_FLUSH)
        if status == Z_BUF_ERROR && stream.avail_out == 0 { status = Z_OK }
      }
    }
    return status
  }

  /// The bytes the image's rows take before compression (a filter byte per row), `nil` when
  /// the count does not fit in 64 bits.
  static func rawSize(_ h: PNGHeader) -> UInt64? {
    let channels: [Int: UInt64] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
    let bitsPerPixel = (channels[h.colorType] ?? 1) * UInt64(h.bitDepth)
    func rows(_ width: UInt64, _ height: UInt64) -> UInt64? {
      guard width > 0, height > 0 else { return 0 }
      let (bits, o1) = width.multipliedReportingOverflow(by: bitsPerPixel)
      let (all, o2) = ((bits + 7) / 8 + 1).multipliedReportingOverflow(by: height)
      return o1 || o2 ? nil : all
    }
    let w = UInt64(h.width), ht = UInt64(h.height)
    guard h.interlaced else { return rows(w, ht) }
    // Adam7: (x start, y start, x step, y step) of the seven passes.
    let passes: [(UInt64, UInt64, UInt64, UInt64)] = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]
    var total: UInt64 = 0
    for (x0, y0, dx, dy) in passes {
      let pw = w > x0 ? (w - x0 + dx - 1) / dx : 0
      let ph = ht > y0 ? (ht - y0 + dy - 1) / dy : 0
      guard let r = rows(pw, ph) else { return nil }
      total += r
    }
    return total
  }
}
