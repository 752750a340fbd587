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

  /// How many pixels a strip of `convertInStrips` holds at most (1 MB of floats).
  public static let stripPixels = 1 << 16

  /// `image` (RGBA8 in `profile`'s colour space, not premultiplied) as extended-range sRGB, a
  /// strip of pixels at a time, so that a large one never has all its floats at once (16 bytes a
  /// pixel): `body(first, values)` gets each strip's first pixel and its R, G, B, A floats, in
  /// order, until it returns false. False when lcms2 cannot use the profile (or the image is
  /// empty). An image of few colours is better converted as a `palette`.
  public static func convertInStrips(
    _ image: DecodedImage, profile: [UInt8], _ body: (Int, UnsafeBufferPointer<Float>) throws -> Bool
  ) rethrows -> Bool {
    let pixels = image.width * image.height
    guard pixels > 0, image.rgba.count >= pixels * 4 else { return false }
    var strip = [Float](repeating: 0, count: min(pixels, stripPixels) * 4)
    var message = [CChar](repeating: 0, count: 256)
    for first in stride(from: 0, to: pixels, by: stripPixels) {
      let count = min(stripPixels, pixels - first)
      let status = image.rgba.withUnsafeBufferPointer { px in
        strip.withUnsafeMutableBufferPointer { o in
          profile.withUnsafeBufferPointer { icc in
            accolor_rgba_to_extended_srgb(
              px.baseAddress! + first * 4, o.baseAddress, count, icc.baseAddress, icc.count, &message, message.count)
          }
        }
      }
      guard status == ACCOLOR_CONVERTED else { return false }
      let more = try strip.withUnsafeBufferPointer {
        try body(first, UnsafeBufferPointer(rebasing: $0[..<(count * 4)]))
      }
      if !more { break }
    }
    return true
  }

  /// The image's distinct values converted, each once, and an index a pixel; `nil` when it has
  /// more than `ACCOLOR_DISTINCT_MAX` (or the profile fails).
  public static func palette(_ image: DecodedImage, profile: [UInt8]) -> ExtendedSRGBImage? {
    let pixels = image.width * image.height
    guard pixels > 0, image.rgba.count >= pixels * 4 else { return nil }
    var values = [Float](repeating: 0, count: Int(ACCOLOR_DISTINCT_MAX) * 4)
    var index = [UInt16](repeating: 0, count: pixels)
    var distinct = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = image.rgba.withUnsafeBufferPointer { px in
      values.withUnsafeMutableBufferPointer { v in
        index.withUnsafeMutableBufferPointer { ix in
          profile.withUnsafeBufferPointer { icc in
            accolor_rgba_to_extended_srgb_palette(
              px.baseAddress, pixels, icc.baseAddress, icc.count, v.baseAddress, ix.baseAddress, &distinct, &message,
              message.count)
          }
        }
      }
    }
    guard status == ACCOLOR_CONVERTED else { return nil }
    values.removeSubrange((distinct * 4)...)
    return ExtendedSRGBImage(values: values, index: index)
  }
}

/// An image of few colours in extended-range sRGB: R, G, B, A floats for each distinct value,
/// and for each pixel the number of its value.
public struct ExtendedSRGBImage: Sendable, Equatable {
  /// R, G, B, A a value; values outside 0…1 for colours outside sRGB.
  public var values: [Float]
  /// Each pixel's value number (4 floats a value in `values`).
  public var index: [UInt16]
}
