import AssetCatBytes

/// What a Photoshop document's sections say, without decoding pixels (Adobe's "Photoshop File
/// Formats Specification": PSD, version 1, and the large document format PSB, version 2; all
/// big-endian): the 26-byte header (signature `8BPS`, version, six zero bytes, channels 1…56,
/// height and width 1…30,000 — 300,000 for PSB —, depth 1, 8, 16 or 32, colour mode), then the
/// colour mode data, the image resources and the layer and mask information, each a length and
/// its bytes, then the merged image data: its compression and, raw, every row of every channel;
/// RLE, the table of row byte counts and the bytes it counts; ZIP, at least one byte. The walk
/// tells an intact document (which Xcode reads by its bytes, whatever its name) from a cut or
/// damaged one (which nothing can read), and records where the merged image is, which
/// AssetCatImaging's `PSDDecoder` decodes (Xcode's ImageIO reads that flattened composite too);
/// ``undecodable`` says when it cannot. Every read is bounds-checked.
public struct PSDStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  public var channels = 0
  public var depth = 0
  /// Version 2: the large document format (PSB).
  public var isLarge = false
  /// The colour mode: 0 bitmap, 1 grayscale, 2 indexed, 3 RGB, 4 CMYK, 7 multichannel, 8 duotone, 9 Lab.
  public var mode = 0
  /// The merged image data's compression: 0 raw, 1 RLE (PackBits), 2 ZIP, 3 ZIP with prediction.
  public var compression = 0
  /// Where the merged image data starts (after its compression field).
  public var imageDataOffset = 0
  /// The colour mode data (an indexed document's 768-byte palette).
  public var colorModeData: Range<Int> = 0..<0

  /// The channels the merged image has for its colour mode (without alpha).
  public var colorChannels: Int {
    switch mode {
    case 3, 9: 3
    case 4: 4
    default: 1
    }
  }

  /// Whether the merged image has an alpha channel: one channel past its colour channels.
  public var hasAlpha: Bool { mode != 0 && mode != 2 && channels > colorChannels && mergedTransparency }
  /// The layer info's count is negative: "the first alpha channel contains the transparency data
  /// for the merged result" (the specification's words). Otherwise a channel past the colour
  /// channels is a saved selection or a spot colour, not transparency.
  public var mergedTransparency = false

  /// Why assetcat cannot decode the merged image, or `nil` when it can: ZIP compression (which
  /// Photoshop does not write for the merged image), or a mode and depth that do not go together.
  public var undecodable: String? {
    if compression > 1 { return "its merged image is ZIP-compressed, which assetcat does not decode" }
    if channels < colorChannels { return "it has \(channels) channels, fewer than its colour mode needs" }
    switch (mode, depth) {
    case (0, 1), (1, 8), (1, 16), (1, 32), (3, 8), (3, 16), (3, 32), (4, 8), (4, 16), (7, 8), (7, 16), (8, 8), (8, 16),
      (9, 8), (9, 16):
      return nil
    case (2, 8): return colorModeData.count >= 768 ? nil : "its indexed colours have no 768-byte palette"
    default: return "its colour mode \(mode) at \(depth) bits a channel is not one assetcat decodes"
    }
  }

  /// What the header says, as the other formats' probes give it.
  public var info: ImageInfo {
    let names = [0: "bitmap", 1: "gray", 2: "indexed", 3: "rgb", 4: "cmyk", 7: "multichannel", 8: "duotone", 9: "lab"]
    let name = names[mode] ?? "mode \(mode)"
    return ImageInfo(
      format: .psd, width: width, height: height, bitDepth: depth, colorType: hasAlpha ? name + "-alpha" : name,
      hasAlpha: hasAlpha, isCMYK: mode == 4)
  }

  /// Walks `bytes`, a whole Photoshop document.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("the Photoshop document's sections", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    var file = ByteReader(bytes, endianness: .big)
    try file.expect(Array("8BPS".utf8), "the Photoshop signature")
    let version = try file.u16()
    guard version == 1 || version == 2 else {
      throw StructureDamage(at: 4, "the Photoshop document's version is \(version), not 1 or 2")
    }
    isLarge = version == 2
    guard try file.array(6).allSatisfy({ $0 == 0 }) else {
      throw StructureDamage(at: 6, "the Photoshop header's reserved bytes are not zero")
    }
    channels = Int(try file.u16())
    height = Int(try file.u32())
    width = Int(try file.u32())
    depth = Int(try file.u16())
    mode = Int(try file.u16())
    let maxSide = isLarge ? 300_000 : 30_000
    guard (1...56).contains(channels) else {
      throw StructureDamage(at: 12, "the Photoshop document has \(channels) channels (1 to 56)")
    }
    guard (1...maxSide).contains(width), (1...maxSide).contains(height) else {
      throw StructureDamage(at: 14, "the Photoshop document is \(width)×\(height) pixels (1 to \(maxSide) a side)")
    }
    guard [1, 8, 16, 32].contains(depth) else {
      throw StructureDamage(at: 22, "the Photoshop document's depth is \(depth) bits (1, 8, 16 or 32)")
    }
    guard [0, 1, 2, 3, 4, 7, 8, 9].contains(mode) else {
      throw StructureDamage(at: 24, "the Photoshop document's colour mode is \(mode)")
    }
    colorModeData = (file.position + 4)..<(file.position + 4)
    try skipSection(&file, "colour mode data", wide: false)
    colorModeData = colorModeData.lowerBound..<(file.position)
    try skipSection(&file, "image resources", wide: false)
    mergedTransparency = Self.layerCountIsNegative(file, wide: isLarge)
    try skipSection(&file, "layer and mask information", wide: isLarge)
    try checkImageData(&file)
  }

  /// Whether the layer and mask information at `file` opens with layer info whose layer count
  /// (a signed 16-bit number after the section's and the layer info's lengths) is negative.
  static func layerCountIsNegative(_ file: ByteReader, wide: Bool) -> Bool {
    var peek = file
    guard let section = wide ? try? peek.u64() : (try? peek.u32()).map(UInt64.init), section >= (wide ? 10 : 6),
      let info = wide ? try? peek.u64() : (try? peek.u32()).map(UInt64.init), info >= 2, let count = try? peek.u16()
    else { return false }
    return Int16(bitPattern: count) < 0
  }

  /// Skips a section: its length (4 bytes, 8 when `wide`) and that many bytes.
  private func skipSection(_ file: inout ByteReader, _ what: String, wide: Bool) throws {
    let at = file.position
    let length = wide ? try file.u64() : UInt64(try file.u32())
    guard length <= UInt64(file.remaining) else {
      throw StructureDamage(
        at: at,
        "the Photoshop document's \(what) (byte \(at)) claims \(length) bytes; the file ends \(file.remaining) "
          + "bytes after",
        truncation: true)
    }
    try file.skip(Int(length))
  }

  /// The merged image data: `channels × height` rows of `rowBytes` each, raw or counted by the
  /// RLE table; compressed with ZIP, at least one byte.
  private mutating func checkImageData(_ file: inout ByteReader) throws {
    let at = file.position
    compression = Int(try file.u16())
    imageDataOffset = file.position
    // The header's bounds keep these small: at most 56 × 300,000 rows of 1.2 MB each.
    let rows = channels * height
    let rowBytes = (width * depth + 7) / 8
    switch compression {
    case 0:
      guard rows * rowBytes <= file.remaining else {
        throw StructureDamage(
          at: at,
          "the Photoshop document's raw image data (byte \(at)) needs \(rows) rows of \(rowBytes) bytes; "
            + "the file ends \(file.remaining) bytes after",
          truncation: true)
      }
    case 1:
      let countWidth = isLarge ? 4 : 2
      var counts = try file.take(rows * countWidth)
      var total = 0
      for _ in 0..<rows { total += isLarge ? Int(try counts.u32()) : Int(try counts.u16()) }
      guard total <= file.remaining else {
        throw StructureDamage(
          at: at,
          "the Photoshop document's RLE image data (byte \(at)) counts \(total) bytes; "
            + "the file ends \(file.remaining) bytes after",
          truncation: true)
      }
    case 2, 3:
      guard file.remaining > 0 else {
        throw StructureDamage(at: at, "the Photoshop document's ZIP image data (byte \(at)) is empty", truncation: true)
      }
    default:
      throw StructureDamage(at: at, "the Photoshop document's image data compression is \(compression) (0 to 3)")
    }
  }
}
