import AssetCatImageHeaders
import CAssetCatShims
import Foundation

/// Writes pixels as a PNG through libpng: 8 bits per sample, straight alpha, not interlaced, no
/// time or text chunks, so the same pixels always give the same bytes (what `assetcat extract
/// --rasterize` writes for vector renditions, and the actool driver's loose icons).
public enum PNGEncoder {
  /// RGBA, or RGB with the alpha channel left out when `opaque` (an App Store icon must have no
  /// alpha channel at all, even a fully opaque one).
  public static func encode(_ image: DecodedImage, opaque: Bool = false) throws(ImagingError) -> Data {
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4 else {
      throw .corrupt("an image of \(image.width)×\(image.height) pixels with \(image.rgba.count) bytes")
    }
    var options = acshim_png_encode_options()
    options.color_type = Int32(opaque ? ACSHIM_PNG_RGB.rawValue : ACSHIM_PNG_RGBA.rawValue)
    options.bit_depth = 8
    let samples = opaque ? rgbSamples(image.rgba) : image.rgba.map(UInt16.init)
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(ACSHIM_MESSAGE_CAPACITY))
    let capacity = message.count
    let status = samples.withUnsafeBufferPointer { buffer in
      message.withUnsafeMutableBufferPointer { text in
        acshim_png_encode(
          buffer.baseAddress, UInt32(image.width), UInt32(image.height), &options, &out, &size, text.baseAddress,
          capacity)
      }
    }
    guard status == ACSHIM_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .corrupt("libpng cannot write the image: \(text)")
    }
    defer { acshim_free(out) }
    return Data(bytes: out, count: size)
  }

  /// R, G, B of each RGBA pixel, one sample each.
  static func rgbSamples(_ rgba: [UInt8]) -> [UInt16] {
    var samples = [UInt16]()
    samples.reserveCapacity(rgba.count / 4 * 3)
    var i = 0
    while i + 3 < rgba.count {
      samples.append(UInt16(rgba[i]))
      samples.append(UInt16(rgba[i + 1]))
      samples.append(UInt16(rgba[i + 2]))
      i += 4
    }
    return samples
  }
}
