import CAssetCatShims
import Foundation

// API CONTRACT (pinned for the other modules):
//   ImageProbe.sniff(_:) -> ImageFormat                 format by signature, never by name
//   ImageProbe.probe(_ data:) throws(ImagingError) -> ImageInfo          header only
//   ImageProbe.probe(fileAt:) throws(ImagingError) -> ImageInfo          reads only the header
//   ImageDecoder.decode(_ data:, limits:) throws(ImagingError) -> DecodedImage   full RGBA8
//   VectorSize.pdf(_:) / VectorSize.svg(_:) throws(ImagingError) -> PointSize
//   ImageInfo.exceeds(_ limits:) -> Bool
// Additions: ImageFormat(pathExtension:), ImageFormat.displayName/isBitmapDecodable/isVector,
//   VectorSize.size(of:), VectorSize.size(fileAt:), DecodedImage.pixel(x:y:)/hasTransparentPixels.

/// Reads what an image file is and its header, without decoding pixels.
///
/// **Misnamed files.** The format always comes from the bytes. `probe` returns an ``ImageInfo``
/// for PNG and JPEG (pixel size from libpng/libjpeg) and for PDF and SVG (format only, size 0:
/// use ``VectorSize``). Every other recognised signature (GIF, WebP, HEIC, PSD, TIFF, BMP) and an
/// unknown one throws ``ImagingError/unsupportedFormat(_:)`` carrying what the bytes are, so a
/// validator can say "'x.png' is a Photoshop document, not a PNG image" with
/// `ImageFormat.displayName`. A readable file of another supported format (a JPEG named `.png`)
/// returns its real `format`; compare it with ``ImageFormat/init(pathExtension:)``.
public enum ImageProbe {
  /// The format by signature (magic bytes), never by file name.
  public static func sniff(_ data: Data) -> ImageFormat {
    let b = [UInt8](data.prefix(32))
    func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
      b.count >= offset + sig.count && Array(b[offset..<offset + sig.count]) == sig
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("ftyp".utf8), at: 4) && b.count >= 12 {
      let brand = String(decoding: b[8..<12], as: UTF8.self)
      if ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(brand) {
        return .heic
      }
    }
    if starts(Array("8BPS".utf8)) { return .psd }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
    // "BM" alone is too weak (a text file may start with it): also ask for a known DIB header size.
    if starts(Array("BM".utf8)) && b.count >= 18 && [12, 40, 52, 56, 64, 108, 124].contains(Int(b[14]) | Int(b[15]) << 8)
      && b[16] == 0 && b[17] == 0
    {
      return .bmp
    }
    // Markup first, so that an SVG mentioning "%PDF-" in a comment stays an SVG.
    if looksLikeSVG(data.prefix(svgSniffLength)) { return .svg }
    // PDF readers accept the header anywhere in the first 1024 bytes.
    if data.prefix(1024).firstRange(of: Data("%PDF-".utf8)) != nil { return .pdf }
    return .unknown
  }

  /// Reads only the header of `data` (PNG through `png_read_info`, JPEG through
  /// `jpeg_read_header`); see the type's notes for misnamed and unsupported files.
  public static func probe(_ data: Data) throws(ImagingError) -> ImageInfo {
    let format = sniff(data)
    switch format {
    case .png: return try probePNG(data)
    case .jpeg: return try probeJPEG(data)
    case .pdf, .svg: return ImageInfo(format: format)
    case .unknown where data.starts(with: [0x89, 0x50, 0x4E, 0x47]):
      // "\x89PNG" with a damaged rest of the signature (a text-mode transfer rewrote its CR LF):
      // a corrupt PNG rather than an unknown file; libpng says which.
      _ = try Shim.pngProbe(data)
      throw .corrupt("PNG signature damaged")
    default: throw .unsupportedFormat(format)
    }
  }

  /// Reads only as much of the file as the header needs: a 4 KiB prefix, grown only when the PNG
  /// chunk walk to the first IDAT (or the JPEG marker walk to the first SOS) needs more.
  public static func probe(fileAt path: String) throws(ImagingError) -> ImageInfo {
    let file = try HeaderFile(path: path)
    defer { file.close() }
    return try probe(file)
  }

  /// ``probe(fileAt:)`` for a file the caller has open and has already read `prefix` from
  /// (sequentially from offset 0; the descriptor is just past it), so the file is not opened
  /// twice. `prefix` shorter than the 4 KiB first read means the read met the end of the file.
  /// The caller keeps and closes the descriptor.
  public static func probe(descriptor: Int32, path: String, prefix: Data) throws(ImagingError) -> ImageInfo {
    let file = HeaderFile(descriptor: descriptor, path: path, prefix: prefix, atEnd: prefix.count < initialPrefix)
    defer { file.close() }
    return try probe(file)
  }

  /// The prefix length ``probe(descriptor:path:prefix:)`` expects to have been read.
  public static var firstReadLength: Int { initialPrefix }

  private static func probe(_ file: HeaderFile) throws(ImagingError) -> ImageInfo {
    var data = try file.read(upTo: initialPrefix)
    switch sniff(data) {
    case .png, .jpeg:
      while !file.atEnd {
        let walk = data.starts(with: [0x89, 0x50]) ? PNGChunkWalk(data).extent : JPEGMarkerWalk(data).extent
        let needed: Int
        switch walk {
        // A little slack past the header: libjpeg may look one byte ahead.
        case .complete(let end): needed = end + 16
        case .needsMore(let count): needed = max(count, data.count * 2)
        }
        if needed <= data.count { break }
        guard needed <= maxHeaderBytes else {
          throw .corrupt("more than \(maxHeaderBytes / 1_048_576) MiB of metadata before the image data")
        }
        data = try file.read(upTo: needed)
      }
    case .unknown where data.count == initialPrefix && startsLikeMarkup(data):
      // An SVG may carry a long comment or DOCTYPE before its <svg> tag.
      data = try file.read(upTo: svgSniffLength)
    default:
      break
    }
    return try probe(data)
  }

  // MARK: - Private

  static let initialPrefix = 4096
  static let maxHeaderBytes = 64 * 1_048_576
  static let svgSniffLength = 65536

  private static func probePNG(_ data: Data) throws(ImagingError) -> ImageInfo {
    let walk = PNGChunkWalk(data)
    if walk.isAppleCgBI {
      throw .corrupt("an Apple CgBI PNG (already optimized for an app bundle), which libpng cannot read")
    }
    let info = try Shim.pngProbe(data)
    let colorType: String =
      switch info.color_type {
      case Int32(ACSHIM_PNG_GRAY.rawValue): "gray"
      case Int32(ACSHIM_PNG_RGB.rawValue): "rgb"
      case Int32(ACSHIM_PNG_PALETTE.rawValue): "palette"
      case Int32(ACSHIM_PNG_GRAY_ALPHA.rawValue): "gray-alpha"
      case Int32(ACSHIM_PNG_RGBA.rawValue): "rgba"
      default: "unknown"
      }
    return ImageInfo(
      format: .png, width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth),
      colorType: colorType, hasAlpha: info.color_type & 4 != 0 || info.has_trns != 0,
      interlaced: info.interlaced != 0, hasICCProfile: info.has_iccp != 0 || walk.sawICCP)
  }

  private static func probeJPEG(_ data: Data) throws(ImagingError) -> ImageInfo {
    let info = try Shim.jpegProbe(data)
    let colorType: String =
      switch info.color_space {
      case Int32(ACSHIM_JPEG_GRAY.rawValue): "gray"
      case Int32(ACSHIM_JPEG_YCBCR.rawValue): "ycbcr"
      case Int32(ACSHIM_JPEG_RGB.rawValue): "rgb"
      case Int32(ACSHIM_JPEG_CMYK.rawValue): "cmyk"
      case Int32(ACSHIM_JPEG_YCCK.rawValue): "ycck"
      default: "unknown"
      }
    return ImageInfo(
      format: .jpeg, width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth),
      colorType: colorType, hasAlpha: false, interlaced: false, hasICCProfile: info.has_icc != 0,
      progressive: info.progressive != 0, isCMYK: colorType == "cmyk" || colorType == "ycck")
  }

  /// Text that starts (after a BOM and white space) with `<`.
  private static func startsLikeMarkup(_ data: Data) -> Bool {
    var bytes = data.prefix(64)[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    return bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.first == UInt8(ascii: "<")
  }

  private static func looksLikeSVG(_ data: Data) -> Bool {
    guard startsLikeMarkup(data) else { return false }
    return data.firstRange(of: Data("<svg".utf8)) != nil || data.firstRange(of: Data(":svg".utf8)) != nil
  }
}
