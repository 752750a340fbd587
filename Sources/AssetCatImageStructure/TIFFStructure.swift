import AssetCatBytes

/// What a TIFF file's header and first image file directory say, without decoding it (TIFF 6.0):
/// the byte order (`II` or `MM`), 42, the first directory's offset; the directory's entry count,
/// its 12-byte entries (``TIFFDirectoryEntry``) and the next directory's offset, all inside the
/// file. The image's sides (tags 256 and 257) must be there and not zero; bits per sample (258,
/// the first sample's), photometric interpretation (262) and extra samples (338, an alpha
/// channel) are read when present. The strips and tiles are libtiff's to read when it
/// decodes. (A BigTIFF, version 43, is not a TIFF to the content sniffer.) Every read is
/// bounds-checked.
public struct TIFFStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  public var bitsPerSample = 1
  public var hasAlpha = false
  /// Photometric interpretation: 0/1 gray, 2 RGB, 3 palette, 5 CMYK, 6 YCbCr, …; `nil` when absent.
  public var photometric: Int?

  public var info: ImageInfo {
    ImageInfo(
      format: .tiff, width: width, height: height, bitDepth: bitsPerSample, colorType: colorType, hasAlpha: hasAlpha)
  }

  /// `ImageInfo.colorType` for the photometric interpretation.
  var colorType: String {
    switch photometric {
    case 0?, 1?: "gray"
    case 2?: hasAlpha ? "rgba" : "rgb"
    case 3?: "palette"
    case 5?: "cmyk"
    case 6?: "ycbcr"
    default: "tiff"
    }
  }

  /// Walks `bytes`, a whole TIFF file.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("the TIFF header", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    var file = ByteReader(bytes, endianness: .little)
    let order = try file.array(2)
    guard order == [0x49, 0x49] || order == [0x4D, 0x4D] else {
      throw StructureDamage(at: 0, "the TIFF byte order is neither II nor MM")
    }
    file.endianness = order == [0x49, 0x49] ? .little : .big
    let version = try file.u16()
    guard version == 42 else { throw StructureDamage(at: 2, "the TIFF version is \(version), not 42") }
    let first = Int(try file.u32())
    guard first >= 8, first < bytes.count else {
      throw StructureDamage(
        at: 4, "the first image directory's offset (\(first)) is not inside the file of \(bytes.count) bytes",
        truncation: first >= bytes.count)
    }
    try read(directory: first, in: file)
  }

  /// The entries of the directory at `offset` that say what the image is.
  private mutating func read(directory offset: Int, in file: ByteReader) throws {
    var reader = file
    try reader.seek(to: offset)
    let count = Int(try reader.u16())
    guard count > 0 else { throw StructureDamage(at: offset, "the image directory at byte \(offset) has no entries") }
    try reader.require(count * 12 + 4, "the image directory at byte \(offset) (\(count) entries)")
    var seen = Set<UInt16>()
    for _ in 0..<count {
      let entry = try TIFFDirectoryEntry(from: &reader)
      // A repeated tag is ignored, as libtiff ignores it: the first one counts.
      guard seen.insert(entry.tag).inserted else { continue }
      switch entry.tag {
      case 256: width = try entry.firstUnsigned(in: file) ?? 0
      case 257: height = try entry.firstUnsigned(in: file) ?? 0
      case 258: bitsPerSample = try entry.firstUnsigned(in: file) ?? bitsPerSample
      case 262: photometric = try entry.firstUnsigned(in: file)
      case 338: hasAlpha = (try entry.firstUnsigned(in: file)).map { $0 == 1 || $0 == 2 } ?? false
      default: break
      }
    }
    guard width > 0, height > 0 else {
      throw StructureDamage(at: offset, "the image directory at byte \(offset) gives no image size (tags 256 and 257)")
    }
  }
}
