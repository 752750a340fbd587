import AssetCatCore
import AssetCatImaging
import Foundation

/// Hashes of what a rendition holds, shared by every kind of catalog: pixels for a bitmap file
/// (decoded, converted to sRGB as a car's writer stores them), the bytes for anything else.
enum ContentHashing {
  static func file(_ bytes: [UInt8], format: RenditionFormat?) -> (hash: UInt64?, unreadable: String?) {
    guard format?.isBitmap == true else { return (PixelHash.of(bytes: bytes), nil) }
    do {
      let image = try ImageDecoder.decode(Data(bytes), convertingToSRGB: true)
      return (PixelHash.of(image), nil)
    } catch {
      return (nil, "\(error)")
    }
  }
}
