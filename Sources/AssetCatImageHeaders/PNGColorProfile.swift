import AssetCatBytes
import CLibDeflate

/// A PNG's iCCP chunk: the profile's name (1–79 Latin-1 bytes), a NUL, compression method 0,
/// then the ICC profile as a zlib stream, inflated here (at most ``maxProfileBytes``). Found by
/// ``PNGStructure``'s chunk walk (``PNGStructure/colorProfile(in:)``).
public struct PNGColorProfile: Sendable, Hashable {
  /// Profiles of real images are a few hundred bytes to a few hundred kilobytes.
  public static let maxProfileBytes = 4 << 20

  public var name: String
  /// The ICC profile's bytes.
  public var profile: [UInt8]

  /// Reads the iCCP chunk's data.
  init(_ data: ByteReader) throws(ByteReadError) {
    var r = data
    var nameBytes: [UInt8] = []
    while true {
      let b = try r.u8()
      if b == 0 { break }
      nameBytes.append(b)
      guard nameBytes.count < 80 else { throw r.invalid("iCCP profile name over 79 bytes") }
    }
    name = String(decoding: nameBytes, as: Unicode.ASCII.self)
    guard try r.u8() == 0 else { throw r.invalid("iCCP compression method is not 0 (deflate)") }
    let stream = try r.bytes(r.remaining)
    guard let inflated = Self.inflate(stream) else {
      throw r.invalid("iCCP profile does not inflate to at most \(Self.maxProfileBytes) bytes")
    }
    profile = inflated
  }

  /// The zlib stream inflated into buffers of 64 KiB, then 4 times larger up to the limit.
  static func inflate(_ stream: UnsafeRawBufferPointer) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var capacity = 64 << 10
    while capacity <= maxProfileBytes {
      var out = [UInt8](repeating: 0, count: capacity)
      var written = 0
      let result = out.withUnsafeMutableBytes { o in
        libdeflate_zlib_decompress(decompressor, stream.baseAddress, stream.count, o.baseAddress, o.count, &written)
      }
      if result == LIBDEFLATE_SUCCESS {
        out.removeLast(capacity - written)
        return out
      }
      guard result == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
      capacity *= 4
    }
    return nil
  }
}
