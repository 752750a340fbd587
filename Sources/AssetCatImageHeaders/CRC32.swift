import CLibDeflate

/// CRC-32 (ISO 3309 / ITU-T V.42, the polynomial PNG and zlib use) through libdeflate, whose
/// carry-less-multiply version runs over every chunk of every PNG in a catalog at memory speed
/// (the table-driven Swift it replaces was about a tenth as fast).
public enum CRC32 {
  /// The CRC of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 to start).
  public static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return libdeflate_crc32(crc, base, bytes.count)
  }

  /// The CRC of `bytes`.
  public static func checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0) }
  }
}
