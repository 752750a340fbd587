import CZlib

/// Compression 2: zlib or gzip data (inflate detects the wrapper), through the system zlib.
enum CARZlib {
  static func inflate(_ input: [UInt8], expected: Int) throws(CARPixelError) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: expected)
    var stream = z_stream()
    guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw CARPixelError("zlib could not start")
    }
    defer { inflateEnd(&stream) }
    let status: Int32 = input.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        stream.next_in = UnsafeMutablePointer(mutating: src.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(src.count)
        stream.next_out = dst.bindMemory(to: Bytef.self).baseAddress
        stream.avail_out = uInt(dst.count)
        return CZlib.inflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END, Int(stream.total_out) == expected else {
      throw CARPixelError(
        "zlib data does not inflate to \(expected) bytes (status \(status), \(stream.total_out) bytes)")
    }
    return out
  }
}
