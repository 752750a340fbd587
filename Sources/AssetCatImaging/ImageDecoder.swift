import AssetCatImageHeaders
import Foundation

/// Decodes PNG and JPEG files to RGBA8 through libpng and libjpeg.
public enum ImageDecoder {
  /// Decodes every pixel to RGBA8; refuses images over `limits` before allocating (SPEC §7).
  ///
  /// PNG: every color type and bit depth (16-bit scaled to 8, palette and tRNS expanded to
  /// alpha), interlaced or not. JPEG: baseline, progressive, grayscale, RGB, CMYK and YCCK (CMYK
  /// converted naively, Adobe inverted CMYK understood). No color management: ICC profiles and
  /// gamma are ignored. Throws ``ImagingError/unsupportedFormat(_:)`` for anything else (PDF and
  /// SVG included), `.truncated` when the data ends early, `.corrupt` with the library's message.
  ///
  /// `imageDataChecked`: a probe of these same bytes found the PNG's image data sound
  /// (``ImageInfo/imageDataChecked``), so its Adler-32 is not computed again (a sixth of the
  /// decode of flat art). Everything else libpng checks still is.
  public static func decode(_ data: Data, limits: ImageLimits = .standard, imageDataChecked: Bool = false) throws(ImagingError) -> DecodedImage {
    // libpng inflates (and checks) the image data below; the probe need not inflate it first.
    let info = try ImageProbe.probe(data, checkingImageData: false)
    guard info.format.isBitmapDecodable else { throw .unsupportedFormat(info.format) }
    guard !info.exceeds(limits) else {
      throw .overLimits(width: info.width, height: info.height, limits: limits)
    }
    return try Shim.decodeRGBA(
      data, format: info.format, width: info.width, height: info.height, limits: limits, streamChecked: imageDataChecked)
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

  /// Decodes every pixel of a PNG or JPEG whose header probe gave `info`, without keeping the
  /// image (rows stream through one buffer in C), and fails exactly where ``decode(_:limits:)``
  /// fails. Memory: one row (a progressive JPEG: its coefficients, as for a full decode).
  public static func verify(
    _ bytes: UnsafeRawBufferPointer, info: ImageInfo, limits: ImageLimits = .standard
  ) throws(ImagingError) -> Verification {
    guard info.format.isBitmapDecodable else { throw .unsupportedFormat(info.format) }
    guard !info.exceeds(limits) else {
      throw .overLimits(width: info.width, height: info.height, limits: limits)
    }
    let transparent = try Shim.verify(bytes, format: info.format, width: info.width, height: info.height, limits: limits)
    return Verification(width: info.width, height: info.height, hasTransparentPixels: transparent)
  }
}
