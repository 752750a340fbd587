/// CRC-32 (ISO 3309 / ITU-T V.42, the polynomial PNG and zlib use), slicing by eight bytes:
/// fast enough to run over every chunk of every PNG in a catalog on bytes already read.
public enum CRC32 {
  /// The CRC of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 to start).
  public static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    var c = ~crc
    var i = 0
    let n = bytes.count
    tables.withUnsafeBufferPointer { t in
      while n - i >= 8 {
        let lo = c ^ bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
        let hi = bytes.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self).littleEndian
        c =
          t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
          ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
          ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
          ^ t[1 * 256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
        i += 8
      }
      while i < n {
        c = t[Int((c ^ UInt32(bytes[i])) & 0xFF)] ^ (c >> 8)
        i += 1
      }
    }
    return ~c
  }

  /// The CRC of `bytes`.
  public static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0) }
  }

  /// Eight 256-entry tables: table k maps a byte to its CRC after k further zero bytes.
  private static let tables: [UInt32] = {
    var t = [UInt32](repeating: 0, count: 8 * 256)
    for n in 0..<256 {
      var c = UInt32(n)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      t[n] = c
    }
    for k in 1..<8 {
      for n in 0..<256 {
        let previous = t[(k - 1) * 256 + n]
        t[k * 256 + n] = t[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return t
  }()
}
