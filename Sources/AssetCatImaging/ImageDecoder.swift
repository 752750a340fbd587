import AssetCatImageHeaders
import Foundation

/// Decodes PNG, JPEG, WebP, TIFF and GIF files to RGBA8 through libpng, libjpeg, libwebp, libtiff
/// and giflib.
public enum ImageDecoder {
  /// Decodes every pixel to RGBA8; refuses images over `limits` before allocating (SPEC §7).
  ///
  /// PNG: every color type and bit depth (16-bit scaled to 8, palette and tRNS expanded to
  /// alpha), interlaced or not. JPEG: baseline, progressive, grayscale, RGB, CMYK and YCCK (CMYK
  /// converted naively, Adobe inverted CMYK understood). WebP: lossy, lossless and extended
  /// (alpha); an animated one as its first frame on its canvas. TIFF: the first image, in any
  /// layout libtiff's RGBA interface reads (alpha divided back from its associated form). GIF: the
  /// first frame on its canvas, its transparent colour clear. No color management here: ICC
  /// profiles and gamma are ignored unless `convertingToSRGB` (below). Throws
  /// ``ImagingError/unsupportedFormat(_:)`` for anything else (PDF and SVG included), `.truncated`
  /// when the data ends early, `.corrupt` with the library's message.
  ///
  /// With `convertingToSRGB`, a PNG whose iCCP profile is not sRGB has its pixels converted to sRGB
  /// (``SRGBConversion``), as actool stores them; the profile comes from the chunk walk the fast
  /// path makes anyway.
  public static func decode(_ data: Data, limits: ImageLimits = .standard, convertingToSRGB: Bool = false)
    throws(ImagingError) -> DecodedImage
  {
    let (fast, profile) = data.withUnsafeBytes { bytes -> (DecodedImage?, PNGColorProfile?) in
      guard ContentSniffer.format(of: bytes) == .png, let png = try? PNGStructure(bytes, checkingImageData: false)
      else { return (nil, nil) }
      return (decodeInflatedPNG(bytes, png, limits: limits), convertingToSRGB ? png.colorProfile(in: bytes) : nil)
    }
    var image: DecodedImage
    if let fast { image = fast } else { image = try decodeThroughProbe(data, limits: limits) }
    if let profile { SRGBConversion.convert(&image, profile: profile.profile) }
    return image
  }

  /// Any decodable image through its header probe and its library.
  static func decodeThroughProbe(_ data: Data, limits: ImageLimits) throws(ImagingError) -> DecodedImage {
    // libpng inflates (and checks) the image data below; the probe need not inflate it first.
    let info = try ImageProbe.probe(data, checkingImageData: false)
    guard info.format.isBitmapDecodable else { throw .unsupportedFormat(info.format) }
    guard !info.exceeds(limits) else {
      throw .overLimits(width: info.width, height: info.height, limits: limits)
    }
    return try Shim.decodeRGBA(data, format: info.format, width: info.width, height: info.height, limits: limits)
  }

  /// The fast way to a PNG's pixels (`png`: its chunk walk): its image data inflated by libdeflate
  /// (2–3× zlib's speed, size and Adler-32 checked), then libpng's decode of the file with that
  /// data as stored deflate blocks (``PNGStructure/withInflatedImageData(_:upTo:_:)``,
  /// `Shim.decodeInflatedPNG`). `nil` for any PNG that fails on the way: the decode through the
  /// probe then says what is wrong, in the words it always has.
  static func decodeInflatedPNG(_ bytes: UnsafeRawBufferPointer, _ png: PNGStructure, limits: ImageLimits)
    -> DecodedImage?
  {
    guard !png.info.exceeds(limits) else { return nil }
    let (w, h) = (png.header.width, png.header.height)
    let decoded = png.withInflatedImageData(bytes) { rows, span in
      try? Shim.decodeInflatedPNG(bytes, imageData: span, rows: rows, width: w, height: h, limits: limits)
    }
    return decoded ?? nil
  }

  /// What ``verify(_:info:limits:)`` proves about an image.
  public struct Verification: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// As ``DecodedImage/hasTransparentPixels`` of the full decode.
    public var hasTransparentPixels: Bool
    public init(width: Int, height: Int, hasTransparentPixels: Bool) {
      self.width = width
      self.height = height
      self.hasTransparentPixels = hasTransparentPixels
    }
  }

  /// Decodes every pixel of a PNG, JPEG, WebP, TIFF or GIF whose header probe gave `info`, without keeping the
  /// image (rows stream through one buffer in C), and fails exactly where ``decode(_:limits:)``
  /// fails. Memory: one row (a progressive JPEG: its coefficients, as for a full decode; a WebP:
  /// TIFF or GIF: the whole image, as their libraries decode it).
  public static func verify(
    _ bytes: UnsafeRawBufferPointer, info: ImageInfo, limits: ImageLimits = .standard
  ) throws(ImagingError) -> Verification {
    guard info.format.isBitmapDecodable else { throw .unsupportedFormat(info.format) }
    guard !info.exceeds(limits) else {
      throw .overLimits(width: info.width, height: info.height, limits: limits)
    }
    if let fast = verifyInflatedPNG(bytes, info: info, limits: limits) { return fast }
    let transparent = try Shim.verify(
      bytes, format: info.format, width: info.width, height: info.height, limits: limits)
    return Verification(width: info.width, height: info.height, hasTransparentPixels: transparent)
  }

  /// `verify` the fast way, as `decodeInflatedPNG` decodes: for images whose rows fit the
  /// structural check's buffer (`PNGStructure.verifyingInflateLimit`), so the memory of
  /// `compile --decode` stays that of `validate`. `nil` when not taken or when anything fails.
  static func verifyInflatedPNG(_ bytes: UnsafeRawBufferPointer, info: ImageInfo, limits: ImageLimits) -> Verification?
  {
    guard info.format == .png, let png = try? PNGStructure(bytes, checkingImageData: false) else { return nil }
    let (w, h) = (png.header.width, png.header.height)
    let transparent = png.withInflatedImageData(bytes, upTo: PNGStructure.verifyingInflateLimit) { rows, span in
      try? Shim.verifyInflatedPNG(bytes, imageData: span, rows: rows, width: w, height: h, limits: limits)
    }
    guard let transparent = transparent ?? nil else { return nil }
    return Verification(width: w, height: h, hasTransparentPixels: transparent)
  }
}
