import Foundation

/// Reads what an image file is, checks its structure and reads its header, without decoding
/// pixels and without C: a PNG's chunks (lengths, CRCs, IHDR first, IEND present) and a JPEG's
/// markers through EOI are walked in Swift (``PNGStructure``, ``JPEGStructure``); a damaged file
/// throws `.truncated` or `.corrupt` with the chunk or marker and its byte offset. How a PNG's
/// CRCs are computed and whether its image data is inflated is the caller's ``PNGChecks``
/// (AssetCatImageHeaders adds these probes with the full checks, `checkingImageData:`).
///
/// **Misnamed files.** The format always comes from the bytes. `probe` returns an ``ImageInfo``
/// for PNG and JPEG, for HEIF/HEIC (its boxes: ``HEIFStructure``; its pixels are not decoded
/// here), for WebP (its RIFF container and image header: ``WebPStructure``), for TIFF (its header
/// and first image directory: ``TIFFStructure``), for GIF (its blocks through the first image:
/// ``GIFStructure``) and for PDF and SVG (format only, size 0: their structure and size come from
/// poppler and librsvg in AssetCatImaging), and for a Photoshop document whose merged image
/// assetcat decodes (its sections walked by ``PSDStructure``: a cut or damaged one throws
/// `.truncated` or `.corrupt`, as does one whose merged image it cannot decode), and for a BMP
/// (``BMPStructure``, likewise). An unknown signature throws ``ImagingError/unsupportedFormat(_:)``,
/// so a validator can say "'x.png' is not a known image format".
public enum ImageProbe {
  /// Checks the structure of `data` and reads its header; see the type's notes.
  public static func probe(_ data: Data, checks: PNGChecks) throws(ImagingError) -> ImageInfo {
    try withBytes(data) { (raw) throws(ImagingError) in try probe(raw, checks: checks) }
  }

  /// Checks the structure of a whole file's `bytes` and reads its header, a PNG's with `checks`.
  public static func probe(_ bytes: UnsafeRawBufferPointer, checks: PNGChecks) throws(ImagingError) -> ImageInfo {
    let format = ContentSniffer.format(of: bytes)
    do {
      switch format {
      case .png:
        let png = try PNGStructure(bytes, checks: checks)
        var info = png.info
        info.bytesAfterEnd = png.trailingBytes
        return info
      case .jpeg: return try JPEGStructure(bytes).info
      case .heic: return try HEIFStructure(bytes).info
      case .webp: return try WebPStructure(bytes).info
      case .tiff: return try TIFFStructure(bytes).info
      case .gif: return try GIFStructure(bytes).info
      case .pdf, .svg: return ImageInfo(format: format)
      case .psd:
        // Its merged image is decoded (AssetCatImaging's PSDDecoder), as Xcode's ImageIO reads it;
        // one assetcat cannot decode is damage to a build, so it is said before the build.
        let psd = try PSDStructure(bytes)
        if let why = psd.undecodable { throw ImagingError.corrupt(why) }
        return psd.info
      case .bmp:
        // Decoded too (AssetCatImaging's BMPDecoder), as ImageIO reads it.
        let bmp = try BMPStructure(bytes)
        if let why = bmp.undecodable { throw ImagingError.corrupt(why) }
        return bmp.info
      case .unknown where bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]):
        // "\x89PNG" with a damaged rest of the signature: a corrupt PNG rather than an unknown file.
        _ = try PNGStructure(bytes, checks: checks.withoutImageData)
        throw ImagingError.corrupt("PNG signature damaged")
      default: throw ImagingError.unsupportedFormat(format)
      }
    } catch let damage as StructureDamage {
      throw damage.imagingError
    } catch let error as ImagingError {
      throw error
    } catch {
      throw .corrupt("\(error)")
    }
  }

  /// Reads the whole file at `path` and probes it (``probe(_:checks:)-(UnsafeRawBufferPointer,_)``).
  public static func probe(fileAt path: String, checks: PNGChecks) throws(ImagingError) -> ImageInfo {
    let bytes = try FileBytes.read(path: path)
    return try withBytes(bytes) { (raw) throws(ImagingError) in try probe(raw, checks: checks) }
  }

  /// `withUnsafeBytes` for a body that throws `ImagingError` (the standard one does not carry
  /// typed throws through).
  public static func withBytes<C: ContiguousBytes, T>(
    _ bytes: C, _ body: (UnsafeRawBufferPointer) throws(ImagingError) -> T
  ) throws(ImagingError) -> T {
    let result = bytes.withUnsafeBytes { raw in Result { () throws(ImagingError) in try body(raw) } }
    return try result.get()
  }
}
