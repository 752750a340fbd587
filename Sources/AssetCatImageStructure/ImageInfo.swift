/// What a header says about an image, without decoding pixels.
public struct ImageInfo: Sendable, Hashable {
  public var format: ImageFormat
  /// Pixel size (0 for vectors and unknown formats).
  public var width: Int
  public var height: Int
  /// Bits per sample (PNG 1…16, JPEG 8 or 12).
  public var bitDepth: Int
  /// PNG: `gray`, `rgb`, `palette`, `gray-alpha`, `rgba`; JPEG: `gray`, `ycbcr`, `rgb`, `cmyk`, `ycck`.
  public var colorType: String
  /// An alpha channel or a tRNS chunk.
  public var hasAlpha: Bool
  /// PNG: Adam7 interlacing. (A progressive JPEG reports ``progressive`` instead.)
  public var interlaced: Bool
  /// PNG: an iCCP chunk before the image data; JPEG: an APP2 `ICC_PROFILE` marker.
  public var hasICCProfile: Bool
  /// JPEG only.
  public var progressive: Bool
  public var isCMYK: Bool
  /// PNG: bytes after the IEND chunk (not part of the image; a warning, not damage).
  public var bytesAfterEnd: Int = 0
  /// PNG: damage in the image data (the IDAT zlib stream) behind an intact header and chunk
  /// layout. Kept here rather than thrown so that a file over the pixel limits is reported as
  /// such first (AC024); otherwise it is AC020.
  public var imageDataDamage: ImagingError? = nil

  public init(
    format: ImageFormat, width: Int = 0, height: Int = 0, bitDepth: Int = 0, colorType: String = "",
    hasAlpha: Bool = false, interlaced: Bool = false, hasICCProfile: Bool = false,
    progressive: Bool = false, isCMYK: Bool = false, imageDataDamage: ImagingError? = nil
  ) {
    self.format = format
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.hasAlpha = hasAlpha
    self.interlaced = interlaced
    self.hasICCProfile = hasICCProfile
    self.progressive = progressive
    self.isCMYK = isCMYK
    self.imageDataDamage = imageDataDamage
  }

  /// Whether decoding would be refused under `limits` (SPEC §7).
  public func exceeds(_ limits: ImageLimits) -> Bool { limits.refuse(width: width, height: height) }
}
