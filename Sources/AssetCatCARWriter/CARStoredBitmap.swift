import AssetCatBytes
import AssetCatCAR

/// A bitmap's pixels as a car stores them, before they are encoded, rows top first, with the
/// rendition's header: what a layout-12 image encodes, and what a packed atlas (`CARAtlasPacker`)
/// copies.
struct CARStoredBitmap: Sendable {
  enum Kind: Sendable, CaseIterable {
    /// Premultiplied B, G, R, A (`ARGB`, colour space 1).
    case bgra
    /// Premultiplied gray and alpha (`GA8 `, colour space 2).
    case grayAlpha
    /// Premultiplied R, G, B, A half floats in extended-range sRGB (`RGBW`, colour space 4): a
    /// wide-gamut image's twin.
    case rgbw

    var bytesPerPixel: Int {
      switch self {
      case .bgra: 4
      case .grayAlpha: 2
      case .rgbw: 8
      }
    }
    var pixelFormat: FourCC {
      switch self {
      case .bgra: CSIPixelFormat.argb
      case .grayAlpha: CSIPixelFormat.ga8
      case .rgbw: CSIPixelFormat.rgbw
      }
    }
    var colorSpace: UInt32 {
      switch self {
      case .bgra: 1
      case .grayAlpha: 2
      case .rgbw: 4
      }
    }
  }

  var header: CSIHeader
  var pixels: [UInt8]
  var kind: Kind

  var width: Int { Int(header.width) }
  var height: Int { Int(header.height) }

  /// Every pixel's alpha is full (255, or a half float's 1.0).
  var isOpaque: Bool {
    let step = kind.bytesPerPixel
    if kind == .rgbw {
      var i = 6
      while i + 1 < pixels.count {
        if pixels[i] != 0x00 || pixels[i + 1] != 0x3C { return false }
        i += step
      }
      return true
    }
    var i = step - 1
    while i < pixels.count {
      if pixels[i] != 0xFF { return false }
      i += step
    }
    return true
  }

  /// The pixels in the encodings the deployment target reads (`CARPixelEncoder`; a wide-colour
  /// twin as LZFSE chunks of 8-byte pixels, as Apple's cars store `RGBW`).
  func encoded(sourceBytes: Int?, encodings: CARPixelEncodings) -> CAREncodedPixels {
    switch kind {
    case .grayAlpha:
      return CARPixelEncoder.encodeGrayAlpha(
        pixels, width: width, height: height, sourceBytes: sourceBytes ?? pixels.count, encodings: encodings)
    case .rgbw:
      return CARLZFSEChunks.encode(
        pixels, width: width, height: height, bytesPerPixel: 8, smallest: encodings.smallest,
        sized: encodings.sizedChunks)
    case .bgra:
      return CARPixelEncoder.encode(
        pixels, width: width, height: height, sourceBytes: sourceBytes, encodings: encodings)
    }
  }
}
