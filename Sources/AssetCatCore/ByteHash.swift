/// A fast, non-cryptographic 64-bit hash of a byte string (multiply-xorshift over 8-byte words,
/// then the tail; the length seeds it). Used by the compiled catalog's name table and the batch
/// resolver's caches; not seeded, so not for keys an attacker chooses without a size bound.
public enum ByteHash {
  @inlinable
  public static func hash64(_ k: UnsafeRawBufferPointer) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(k.count)
    var i = 0
    let n = k.count
    while i + 8 <= n {
      h = (h ^ k.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 32
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < n {
      tail |= UInt64(k[i]) << shift
      shift += 8
      i += 1
    }
    h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 29)
  }
}
