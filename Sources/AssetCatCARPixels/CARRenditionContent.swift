import AssetCatBytes
import AssetCatCAR
import AssetCatCompression
import AssetCatImageHeaders
import AssetCatImaging

/// What a car rendition holds, decoded: pixels, a file's bytes (PDF, SVG, JPEG, HEIF, data), a
/// color, or structure with no content of its own (multisize index, layer and icon stacks).
public enum CARRenditionContent: Sendable {
  case bitmap(DecodedImage)
  /// Bytes to write as a file, with the extension they call for.
  case file([UInt8], fileExtension: String)
  case color(CSIColor)
  case multisizeSet(CSIMultisizeSet)
  /// A layout with no payload this tool turns into a file (layer stacks, Icon Composer layers,
  /// gradients, theme effects): named so a report can say what was left out.
  case structure(String)

  /// Reads and decodes `entry` of `file`. Corrupt data and unsupported encodings throw.
  /// `atlases` keeps decoded packed images across calls, so links into one atlas decode it once.
  public static func decode(
    _ entry: CARFile.Entry, in file: CARFile, limits: ImageLimits = .standard, atlases: CARAtlasCache? = nil
  ) throws(CARPixelError) -> Self {
    let r: CSIRendition
    do { r = try file.rendition(entry) } catch { throw CARPixelError(error.message) }
    let layout = r.header.layout
    switch layout {
    case .internalLink:
      return .bitmap(try linkedBitmap(r, entry, in: file, limits: limits, atlases: atlases ?? CARAtlasCache()))
    case .color: return .color(try parse(r, CSIColor.self))
    case .multisizeImageSet: return .multisizeSet(try parse(r, CSIMultisizeSet.self))
    case .vector, .rawData, .vectorGlyph: return try rawFile(r)
    default: break
    }
    if r.payloadMagic == CSIBitmapPayload.magic, layout.isBitmap {
      return .bitmap(try CARBitmapDecoder.decode(r, limits: limits))
    }
    if r.payloadMagic == CSIRawData.magic, layout.isBitmap { return try rawFile(r) }
    return .structure(layout.name)
  }

  static func parse<R: ByteRecord>(_ r: CSIRendition, _: R.Type) throws(CARPixelError) -> R {
    do { return try r.parsePayload(R.self) } catch {
      throw CARPixelError("\(r.header.layout) payload: \(error.message)")
    }
  }

  /// A `DWAR` payload's bytes (LZFSE-expanded when flagged), with the extension its pixel format
  /// or its first bytes call for.
  static func rawFile(_ r: CSIRendition) throws(CARPixelError) -> Self {
    let raw = try parse(r, CSIRawData.self)
    var bytes = raw.data
    // xcbuild's actool sets the flag on data it stored as is: a known file magic wins.
    if raw.isCompressed, fileExtension(FourCC(rawValue: 0), bytes) == "data" {
      do { bytes = try AppleCompressedPayload.decompress(raw.data, maxOutput: max(1 << 20, raw.data.count * 64)) } catch
      {
        throw CARPixelError("compressed raw data: \(error)")
      }
    }
    return .file(bytes, fileExtension: fileExtension(r.header.pixelFormat, bytes))
  }

  static func fileExtension(_ f: FourCC, _ bytes: [UInt8]) -> String {
    switch f {
    case CSIPixelFormat.pdf: return "pdf"
    case CSIPixelFormat.svg: return "svg"
    case CSIPixelFormat.jpeg: return "jpg"
    case CSIPixelFormat.heif: return "heic"
    default: break
    }
    if bytes.starts(with: Array("%PDF".utf8)) { return "pdf" }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    return "data"
  }

  static func atlasBitmap(_ atlas: CARFile.Entry, in file: CARFile, limits: ImageLimits) throws(CARPixelError)
    -> DecodedImage
  {
    guard atlas.header.layout != .internalLink else { throw CARPixelError("internal link to another link") }
    let rendition: CSIRendition
    do { rendition = try file.rendition(atlas) } catch { throw CARPixelError(error.message) }
    return try CARBitmapDecoder.decode(rendition, limits: limits)
  }

  /// An internal link's pixels: its frame cut from the packed atlas its key names.
  static func linkedBitmap(
    _ r: CSIRendition, _ entry: CARFile.Entry, in file: CARFile, limits: ImageLimits, atlases: CARAtlasCache
  ) throws(CARPixelError) -> DecodedImage {
    guard r.tlv(CSITLV.reference) != nil else { throw CARPixelError("internal link without a reference") }
    guard let (link, index) = file.packedImage(entry) else {
      throw CARPixelError("internal link to a packed image that is not in the car")
    }
    let pixels = try atlases.bitmap(index) { () throws(CARPixelError) in
      try atlasBitmap(file.renditions[index], in: file, limits: limits)
    }
    let f = link.frame
    guard
      let cut = pixels.cropped(
        x: Int(f.x), y: pixels.height - Int(f.y) - Int(f.height), width: Int(f.width), height: Int(f.height))
    else {
      throw CARPixelError(
        "link frame \(f.x),\(f.y) \(f.width)×\(f.height) is outside the \(pixels.width)×\(pixels.height) atlas")
    }
    return cut
  }
}

/// Decoded packed images by rendition index (one decode per atlas); one thread at a time.
public final class CARAtlasCache {
  var decoded: [Int: Result<DecodedImage, CARPixelError>] = [:]
  public init() {}

  func bitmap(_ index: Int, _ make: () throws(CARPixelError) -> DecodedImage) throws(CARPixelError) -> DecodedImage {
    if let r = decoded[index] { return try r.get() }
    let r = Result { () throws(CARPixelError) in try make() }
    decoded[index] = r
    return try r.get()
  }
}
