import AssetCatBytes

/// A walk over every chunk of a PNG, from the signature to IEND: each chunk's length against the
/// file, each CRC against its bytes, IHDR first, PLTE before the image data of a palette image,
/// at least one IDAT, IEND present; and, when the caller's ``PNGChecks`` check it, the IDAT data
/// a complete zlib stream of the image's size (``imageDataDamage``). The first damage met is
/// thrown, naming the chunk and its byte offset; bytes after IEND are not damage
/// (``trailingBytes``, a warning).
public struct PNGStructure: Sendable, Hashable {
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  public var header: PNGHeader
  /// A tRNS chunk before the image data (transparency without an alpha channel).
  public var hasTransparencyChunk = false
  /// An iCCP chunk before the image data.
  public var hasICCProfile: Bool { colorProfileChunk != nil }
  /// The first iCCP chunk's data, when one comes before the image data (``colorProfile(in:)``).
  public var colorProfileChunk: Range<Int>?
  /// How many bytes follow the IEND chunk (0 in a well-formed file).
  public var trailingBytes = 0
  /// Where IEND ends: the bytes after it are not part of the image.
  public var iendEnd = 0
  /// What is wrong with the IDAT zlib stream (``PNGChecks/imageData``), when anything is: reported in
  /// ``info`` rather than thrown, so that the header's size can still be checked against limits.
  public var imageDataDamage: StructureDamage?
  /// The IDAT chunks' data, in file order.
  public var imageDataChunks: [Range<Int>] = []
  /// The IDAT chunks themselves (length field of the first to CRC of the last), when nothing
  /// lies between them, as the format requires.
  public var imageDataSpan: Range<Int>?

  /// Walks `bytes`, a whole PNG file (signature included), computing each chunk's CRC and
  /// checking the image data as `checks` say (``PNGChecks``: its `imageData` `nil` skips the
  /// inflate of the IDAT stream). AssetCatImageHeaders adds `init(_:checkingImageData:)`, the
  /// walk with the full checks.
  public init(_ bytes: UnsafeRawBufferPointer, checks: PNGChecks) throws(StructureDamage) {
    var reader = ByteReader(bytes, endianness: .big)
    guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else {
      throw StructureDamage(at: 0, Self.signatureProblem(bytes), truncation: bytes.count < 8)
    }
    try? reader.seek(to: 8)
    let first = try PNGChunk(from: &reader, checksum: checks.checksum)
    if first.type == FourCC("CgBI") {
      throw StructureDamage(
        at: first.offset, "an Apple CgBI PNG (already optimized for an app bundle), which libpng cannot read")
    }
    guard first.type == FourCC("IHDR") else {
      throw StructureDamage(at: first.offset, "\(first.name): the first chunk must be IHDR")
    }
    header = try PNGHeader(first)
    let imageData = try walkChunks(&reader, fileLength: bytes.count, checksum: checks.checksum)
    imageDataChunks = imageData.map(\.range)
    let consecutive = zip(imageData, imageData.dropFirst()).allSatisfy { $0.range.upperBound + 4 == $1.offset }
    if consecutive, let first = imageData.first, let last = imageData.last {
      imageDataSpan = first.offset..<(last.range.upperBound + 4)
    }
    guard let checkImageData = checks.imageData else { return }
    do {
      try checkImageData(bytes, imageDataChunks, header, imageData.first?.offset ?? 8)
    } catch {
      imageDataDamage = error
    }
  }

  /// Walks the chunks after IHDR; the IDAT chunks' offsets and data ranges.
  private mutating func walkChunks(
    _ reader: inout ByteReader, fileLength: Int, checksum: PNGChecks.Checksum
  ) throws(StructureDamage) -> [(offset: Int, range: Range<Int>)] {
    var sawPalette = false
    var sawImage = false
    var imageData: [(offset: Int, range: Range<Int>)] = []
    while true {
      guard !reader.isAtEnd else {
        throw StructureDamage(
          at: reader.position, "no IEND chunk: the file ends at byte \(fileLength)", truncation: true)
      }
      let chunk = try PNGChunk(from: &reader, checksum: checksum)
      switch chunk.type {
      case FourCC("IHDR"): throw StructureDamage(at: chunk.offset, "\(chunk.name): a second IHDR")
      case FourCC("PLTE"): sawPalette = true
      case FourCC("tRNS") where !sawImage: hasTransparencyChunk = true
      case FourCC("iCCP") where !sawImage && colorProfileChunk == nil:
        colorProfileChunk = chunk.data.start..<(chunk.data.start + chunk.data.count)
      case FourCC("IDAT"):
        if header.colorType == 3 && !sawPalette {
          throw StructureDamage(at: chunk.offset, "\(chunk.name): a palette image with no PLTE chunk before its data")
        }
        sawImage = true
        imageData.append((chunk.offset, chunk.data.start..<(chunk.data.start + chunk.data.count)))
      case FourCC("IEND"):
        guard sawImage else { throw StructureDamage(at: chunk.offset, "\(chunk.name): no IDAT chunk before IEND") }
        iendEnd = reader.position
        trailingBytes = reader.remaining
        return imageData
      default: break
      }
    }
  }

  private static func signatureProblem(_ bytes: UnsafeRawBufferPointer) -> String {
    if bytes.count < 8 { return "the file ends at byte \(bytes.count), inside the PNG signature" }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      // A text-mode transfer rewrote the signature's CR LF / LF / EOF bytes.
      return "PNG signature damaged at byte 4 (corrupted by ASCII conversion)"
    }
    return "not a PNG signature at byte 0"
  }

  /// What a header probe reports for this PNG.
  public var info: ImageInfo {
    ImageInfo(
      format: .png, width: header.width, height: header.height, bitDepth: header.bitDepth,
      colorType: header.colorTypeName, hasAlpha: header.colorType & 4 != 0 || hasTransparencyChunk,
      interlaced: header.interlaced, hasICCProfile: hasICCProfile, imageDataDamage: imageDataDamage?.imagingError)
  }
}
