import AssetCatImageHeaders
import CAssetCatColor

/// Decoded pixels in the colour space of their file's ICC profile, converted to sRGB through
/// lcms2 (relative colorimetric, alpha kept): what actool's ImageIO does when it draws a
/// Display P3 or Adobe RGB image into an sRGB bitmap. Pixels of an sRGB, gray or unreadable
/// profile are left as they are.
public enum SRGBConversion {
  public enum Outcome: Equatable, Sendable {
    case converted
    case alreadySRGB
    case notRGB
    case badProfile(String)
  }

  /// Converts `image` (RGBA8, not premultiplied) in place from `profile`'s colour space to sRGB.
  @discardableResult
  public static func convert(_ image: inout DecodedImage, profile: [UInt8]) -> Outcome {
    var message = [CChar](repeating: 0, count: 256)
    let pixels = image.width * image.height
    guard pixels > 0, image.rgba.count >= pixels * 4 else { return .notRGB }
    let status = image.rgba.withUnsafeMutableBufferPointer { px in
      profile.withUnsafeBufferPointer { icc in
        accolor_rgba_to_srgb(px.baseAddress, pixels, icc.baseAddress, icc.count, &message, message.count)
      }
    }
    switch status {
    case ACCOLOR_CONVERTED: return .converted
    case ACCOLOR_ALREADY_SRGB: return .alreadySRGB
    case ACCOLOR_NOT_RGB: return .notRGB
    default:
      return .badProfile(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}
