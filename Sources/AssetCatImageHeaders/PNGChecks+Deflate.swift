import AssetCatImageStructure

extension PNGChecks {
  /// The full checks: every chunk's CRC through libdeflate (``CRC32``), and the image data
  /// inflated to the image's size through libdeflate, with zlib for a stream it refuses
  /// (``PNGImageData``).
  public static let deflate = PNGChecks(
    checksum: { CRC32.checksum($0, continuing: $1) },
    imageData: { (file, chunks, header, offset) throws(StructureDamage) in
      try PNGImageData.check(file, chunks: chunks, header: header, at: offset)
    })

  /// ``deflate``, with the image data's check or without it (for a caller that decodes every
  /// pixel next).
  static func deflate(checkingImageData: Bool) -> PNGChecks {
    checkingImageData ? deflate : deflate.withoutImageData
  }
}
