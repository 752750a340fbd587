import AssetCatImageHeaders

/// Resizes decoded bitmaps through cairo (its best filter, edges padded): how the actool driver
/// derives the loose home-screen icons (120×120, 152×152) from a single 1024×1024 app icon.
/// Scaling runs on premultiplied pixels, so transparent edges do not bleed dark color.
public enum BitmapScaler {
  /// `image` resized to `width`×`height` pixels (straight alpha in and out).
  public static func scale(_ image: DecodedImage, width: Int, height: Int) throws(ImagingError) -> DecodedImage {
    guard width > 0, height > 0, width <= 0x7FFF, height <= 0x7FFF, image.width > 0, image.height > 0 else {
      throw .corrupt("bad scale request \(image.width)×\(image.height) → \(width)×\(height)")
    }
    let scaled = try VectorShim.scale(
      premultipliedARGB(image), sourceWidth: image.width, sourceHeight: image.height, width: width, height: height)
    return RasterImage(width: width, height: height, cairoARGB: scaled).straight
  }

  /// Straight RGBA8 to cairo's ARGB32: one native-endian UInt32 per pixel, colors premultiplied.
  public static func premultipliedARGB(_ image: DecodedImage) -> [UInt32] {
    var argb = [UInt32](repeating: 0, count: image.width * image.height)
    let rgba = image.rgba
    for i in 0..<argb.count {
      let a = UInt32(rgba[i * 4 + 3])
      func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
      argb[i] =
        a << 24 | premultiply(rgba[i * 4]) << 16 | premultiply(rgba[i * 4 + 1]) << 8 | premultiply(rgba[i * 4 + 2])
    }
    return argb
  }
}
