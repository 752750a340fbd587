import AssetCatImageHeaders
import CAssetCatShims
import Foundation

/// Writes pixels as a PNG through libpng: RGBA, 8 bits per sample, straight alpha, not
/// interlaced (what `assetcat extract --rasterize` writes for vector renditions).
public enum PNGEncoder {
  public static func encode(_ image: DecodedImage) throws(ImagingError) -> Data {
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4 else {
      throw .corrupt("an image of \(image.width)×\(image.height) pixels with \(image.rgba.count) bytes")
    }
    var options = acshim_png_encode_options()
    options.color_type = Int32(ACSHIM_PNG_RGBA.rawValue)
    options.bit_depth = 8
    let samples = image.rgba.map(UInt16.init)
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(ACSHIM_MESSAGE_CAPACITY))
    let capacity = message.count
    let status = samples.withUnsafeBufferPointer { buffer in
      message.withUnsafeMutableBufferPointer { text in
        acshim_png_encode(
          buffer.baseAddress, UInt32(image.width), UInt32(image.height), &options, &out, &size, text.baseAddress, capacity)
      }
    }
    guard status == ACSHIM_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .corrupt("libpng cannot write the image: \(text)")
    }
    defer { acshim_free(out) }
    return Data(bytes: out, count: size)
  }
}
