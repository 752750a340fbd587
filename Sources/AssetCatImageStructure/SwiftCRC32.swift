/// CRC-32 (ISO 3309 / ITU-T V.42, the polynomial PNG and zlib use) in Swift, eight bytes a step
/// through eight tables ("slicing by 8"): the chunk check of a PNG walk that links no C
/// (``PNGChecks/portable``). It computes the same function as AssetCatImageHeaders' `CRC32`
/// (libdeflate's, several times faster), so a walk finds the same CRC mismatches either way.
public enum SwiftCRC32 {
  /// The CRC of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 to start).
  public static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return tables.withUnsafeBufferPointer { t in
      var c = ~crc
      var i = 0
      let count = bytes.count
      while count - i >= 8 {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ UInt64(c)
        c =
          t[7 &* 256 &+ Int(word & 0xFF)] ^ t[6 &* 256 &+ Int(word >> 8 & 0xFF)] ^ t[5 &* 256 &+ Int(word >> 16 & 0xFF)]
          ^ t[4 &* 256 &+ Int(word >> 24 & 0xFF)] ^ t[3 &* 256 &+ Int(word >> 32 & 0xFF)]
          ^ t[2 &* 256 &+ Int(word >> 40 & 0xFF)]
          ^ t[1 &* 256 &+ Int(word >> 48 & 0xFF)] ^ t[Int(word >> 56)]
        i &+= 8
      }
      while i < count {
        c = t[Int((c ^ UInt32(base.load(fromByteOffset: i, as: UInt8.self))) & 0xFF)] ^ (c >> 8)
        i &+= 1
      }
      return ~c
    }
  }

  /// The CRC of `bytes`.
  public static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0) }
  }

  /// Table k (entries k·256 ..< (k+1)·256): the CRC of a byte followed by k zero bytes.
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
