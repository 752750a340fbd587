// libFuzzer target for the image header walks and structure checks (`make fuzz`,
// Docs/Fuzzing.md); a replay tool in ordinary builds (`assetcat-fuzz-images FILE...`).
import AssetCatFuzzSupport
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// Sniffs the input's format, walks it as a PNG (chunks, CRCs) and as a JPEG (markers, frame),
/// probes it as `validate` does (a WebP: its RIFF chunks and image header; a TIFF: its first
/// image directory; a GIF: its blocks through the first image), and decodes small images as
/// `validate --decode` does (WebP, TIFF and GIF through libwebp, libtiff and giflib). Traps when
/// the answers disagree: a probe of another format than the sniffer's, a probe of no size,
/// decoded pixels of another size than the header's, or a PNG's full decode and verifying decode
/// that disagree (both read its image data inflated by libdeflate when they can, through
/// libpng's own inflate when not). A PNG's iCCP profile is then applied as the car writer does
/// (lcms2), which must keep the pixel count and alpha.
@main enum ImagesFuzzTarget: FuzzTarget {
  static let limits = ImageLimits(maxSide: 1024, maxPixels: 1 << 16)

  static func run(_ input: UnsafeRawBufferPointer) {
    let format = ContentSniffer.format(of: input)
    let png = try? PNGStructure(input)
    let jpeg = try? JPEGStructure(input)
    guard let info = try? ImageProbe.probe(input) else { return }
    precondition(info.format == format, "probed as \(info.format) but sniffed as \(format)")
    precondition(
      format != .heic || (info.width > 0 && info.height > 0), "a HEIF probe of \(info.width)×\(info.height) passed")
    guard format.isBitmapDecodable else { return }
    precondition(format != .png || png != nil, "a PNG probe passed where the chunk walk failed")
    precondition(format != .jpeg || jpeg != nil, "a JPEG probe passed where the marker walk failed")
    precondition(info.width > 0 && info.height > 0, "a \(format) header of \(info.width)×\(info.height) passed")
    guard !info.exceeds(limits) else { return }
    let verified = format == .png ? try? ImageDecoder.verify(input, info: info, limits: limits) : nil
    guard let image = try? ImageDecoder.decode(Data(input), limits: limits) else {
      precondition(verified == nil, "verified a PNG that does not decode")
      return
    }
    precondition(
      format != .png || verified?.hasTransparentPixels == image.hasTransparentPixels,
      "decoded a PNG that does not verify alike")
    precondition(
      image.width == info.width && image.height == info.height && image.rgba.count == image.width * image.height * 4,
      "decoded \(image.width)×\(image.height) (\(image.rgba.count) bytes) from a \(info.width)×\(info.height) header")
    if let profile = png?.colorProfile(in: input) { convertToSRGB(image, profile) }
  }

  /// The car's decode: an iCCP profile (read here, parsed by lcms2) applied to the pixels, which
  /// keep their size and their alpha.
  static func convertToSRGB(_ image: DecodedImage, _ profile: PNGColorProfile) {
    var converted = image
    SRGBConversion.convert(&converted, profile: profile.profile)
    precondition(converted.rgba.count == image.rgba.count, "the colour conversion changed the pixel count")
    precondition(
      stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { converted.rgba[$0] == image.rgba[$0] },
      "the colour conversion changed alpha")
  }
}
