import AssetCatImageHeaders
import CAssetCatColor
import Foundation

/// A wide-gamut image's colours as extended-range sRGB, through lcms2: what Apple's actool keeps
/// beside the sRGB copy of a Display P3 image as its wide-colour twin (pixel format `RGBW`, half
/// floats, colour space 4), so that P3 screens draw the colours sRGB cannot hold.
public enum ExtendedSRGB {
  /// The iCCP profile of a PNG whose gamut is wider than sRGB (Display P3, BT.2020, Adobe RGB,
  /// ProPhoto), or `nil` (no profile, sRGB, gray, another format).
  public static func wideGamutProfile(of data: Data) -> [UInt8]? {
    let profile = data.withUnsafeBytes { bytes -> PNGColorProfile? in
      guard ContentSniffer.format(of: bytes) == .png, let png = try? PNGStructure(bytes, checkingImageData: false)
      else { return nil }
      return png.colorProfile(in: bytes)
    }
    guard let icc = profile?.profile else { return nil }
    let wide = icc.withUnsafeBufferPointer { accolor_is_wide_gamut($0.baseAddress, $0.count) }
    return wide != 0 ? icc : nil
  }

  /// `image` (RGBA8 in `profile`'s colour space, not premultiplied) as extended-range sRGB
  /// floats, R, G, B, A a pixel; `nil` when lcms2 cannot use the profile.
  public static func convert(_ image: DecodedImage, profile: [UInt8]) -> [Float]? {
    let pixels = image.width * image.height
    guard pixels > 0, image.rgba.count >= pixels * 4 else { return nil }
    var out = [Float](repeating: 0, count: pixels * 4)
    var message = [CChar](repeating: 0, count: 256)
    let status = image.rgba.withUnsafeBufferPointer { px in
      out.withUnsafeMutableBufferPointer { o in
        profile.withUnsafeBufferPointer { icc in
          accolor_rgba_to_extended_srgb(
            px.baseAddress, o.baseAddress, pixels, icc.baseAddress, icc.count, &message, message.count)
        }
      }
    }
    return status == ACCOLOR_CONVERTED ? out : nil
  }
}
