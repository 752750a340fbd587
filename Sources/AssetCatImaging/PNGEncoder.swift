import AssetCatImageHeaders
/// Writes decoded pixels as a PNG through libpng: 8 bits per sample, no interlacing, no time or
/// text chunks, so the same pixels always give the same bytes.
public enum PNGEncoder {
  /// RGBA, or RGB with the alpha channel left out when `opaque` (an App Store icon must have no
  /// alpha channel at all, even a fully opaque one).
  public static func encode(_ image: DecodedImage, opaque: Bool = false) throws(ImagingError) -> [UInt8] {
    let channels = opaque ? 3 : 4
    var samples = [UInt16]()
    samples.reserveCapacity(image.width * image.height * channels)
    var i = 0
    while i + 3 < image.rgba.count {
      samples.append(UInt16(image.rgba[i]))
      samples.append(UInt16(image.rgba[i + 1]))
      samples.append(UInt16(image.rgba[i + 2]))
      if !opaque { samples.append(UInt16(image.rgba[i + 3])) }
      i += 4
    }
    return try Shim.encodePNG(samples, width: image.width, height: image.height, channels: channels)
  }
}
