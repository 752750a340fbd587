import AssetCatBytes

/// What a BMP file's headers say, without decoding pixels (Microsoft's bitmap format: the 14-byte
/// file header, then a core (12-byte) or info (40-byte and its 52, 56, 64, 108 and 124-byte
/// successors) header, the colour masks and the palette), and where its rows are: every row of
/// `rowBytes` must lie in the file. ``undecodable`` says when AssetCatImaging's `BMPDecoder`
/// cannot read the pixels (run-length or embedded JPEG and PNG data). Every read is
/// bounds-checked; a file that ends inside the headers or the rows is truncated.
public struct BMPStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  /// Rows stored top first (a negative height); bottom first otherwise.
  public var topDown = false
  public var bitsPerPixel = 0
  /// 0 none, 1 and 2 run-length, 3 bit fields, 4 JPEG, 5 PNG, 6 bit fields with alpha.
  public var compression = 0
  /// Where the first stored row starts, and each row's length (padded to four bytes).
  public var pixelOffset = 0
  public var rowBytes = 0
  /// The palette's bytes and the length of one entry (3 in a core header's file, else 4).
  public var palette: Range<Int> = 0..<0
  public var paletteEntry = 4
  /// The masks of 16- and 32-bit pixels: red, green, blue, alpha (0 when there is none).
  public var masks: [UInt32] = [0, 0, 0, 0]

  public var hasAlpha: Bool { masks[3] != 0 && (bitsPerPixel == 16 || bitsPerPixel == 32) }

  /// Why the pixels cannot be decoded, or `nil` when they can.
  public var undecodable: String? {
    switch compression {
    case 0, 3, 6: nil
    case 1, 2: "its pixels are run-length encoded, which assetcat does not decode"
    default: "its pixels are embedded JPEG or PNG data, which assetcat does not decode"
    }
  }

  public var info: ImageInfo {
    ImageInfo(
      format: .bmp, width: width, height: height, bitDepth: bitsPerPixel,
      colorType: bitsPerPixel <= 8 ? "palette" : hasAlpha ? "rgba" : "rgb", hasAlpha: hasAlpha)
  }

  /// Walks `bytes`, a whole BMP file.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("the BMP headers", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    var file = ByteReader(bytes, endianness: .little)
    try file.expect(Array("BM".utf8), "the BMP signature")
    try file.skip(8)  // file size and two reserved fields: not relied on
    pixelOffset = Int(try file.u32())
    let headerSize = Int(try file.u32())
    let planes: UInt16
    if headerSize == 12 {
      width = Int(try file.u16())
      height = Int(try file.u16())
      planes = try file.u16()
      bitsPerPixel = Int(try file.u16())
      paletteEntry = 3
    } else {
      guard [40, 52, 56, 64, 108, 124].contains(headerSize) else {
        throw StructureDamage(at: 14, "the BMP header is \(headerSize) bytes, not a known size")
      }
      width = Int(Int32(bitPattern: try file.u32()))
      let rawHeight = Int(Int32(bitPattern: try file.u32()))
      topDown = rawHeight < 0
      height = abs(rawHeight)
      planes = try file.u16()
      bitsPerPixel = Int(try file.u16())
      compression = Int(try file.u32())
      try file.skip(12)  // image size, resolution
      let used = Int(try file.u32())
      try file.skip(4)  // important colours
      if headerSize >= 52 || compression == 3 || compression == 6 {
        // The masks: inside a 52-byte or larger header, else right after the 40-byte one.
        masks[0] = try file.u32()
        masks[1] = try file.u32()
        masks[2] = try file.u32()
        if headerSize >= 56 || compression == 6 { masks[3] = try file.u32() }
      }
      try file.skip(max(0, 14 + headerSize - file.position))
      if bitsPerPixel <= 8 { palette = file.position..<(file.position + 4 * (used == 0 ? 1 << bitsPerPixel : used)) }
    }
    if headerSize == 12, bitsPerPixel <= 8 { palette = file.position..<(file.position + 3 * (1 << bitsPerPixel)) }
    guard planes == 1 else { throw StructureDamage(at: 26, "the BMP has \(planes) planes, not 1") }
    guard [1, 4, 8, 16, 24, 32].contains(bitsPerPixel) else {
      throw StructureDamage(at: 28, "the BMP has \(bitsPerPixel) bits a pixel (1, 4, 8, 16, 24 or 32)")
    }
    guard (1...300_000).contains(width), (1...300_000).contains(height) else {
      throw StructureDamage(at: 18, "the BMP is \(width)×\(height) pixels")
    }
    if compression == 0 || (masks[0] | masks[1] | masks[2]) == 0 {
      switch bitsPerPixel {
      case 16: masks = [0x7C00, 0x03E0, 0x001F, 0]
      case 32: masks = [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, compression == 0 ? 0 : masks[3]]
      default: break
      }
    }
    guard undecodable == nil else { return }
    if bitsPerPixel <= 8, palette.upperBound > bytes.count {
      throw StructureDamage(at: palette.lowerBound, "the BMP's palette runs past the end of the file", truncation: true)
    }
    rowBytes = (width * bitsPerPixel + 31) / 32 * 4
    let (size, overflow) = rowBytes.multipliedReportingOverflow(by: height)
    guard !overflow, pixelOffset >= 14, pixelOffset <= bytes.count, size <= bytes.count - pixelOffset else {
      throw StructureDamage(
        at: pixelOffset, "the BMP's \(height) rows of \(rowBytes) bytes (from byte \(pixelOffset)) pass the file's end",
        truncation: true)
    }
  }
}
