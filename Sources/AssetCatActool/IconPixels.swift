import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import Foundation

/// The PNG bytes of an icon at an exact pixel size: the source file byte for byte when it is a
/// PNG of that size already, else decoded, scaled through cairo (``BitmapScaler``) and encoded
/// (RGB when the source has no transparent pixel, RGBA otherwise).
enum IconPixels {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func png(of rendition: Rendition, in asset: SourceAsset, pixels: Int) throws -> [UInt8] {
    guard let path = asset.filePath(of: rendition) else {
      throw Failure(description: "the icon entry of \"\(asset.asset.name)\" has no file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(description: "cannot read \(path)")
    }
    do {
      let info = try ImageProbe.probe(data)
      if info.format == .png && info.width == pixels && info.height == pixels { return [UInt8](data) }
      let decoded = try ImageDecoder.decode(data, convertingToSRGB: true)  // the profile is not written
      let scaled = try BitmapScaler.scale(decoded, width: pixels, height: pixels)
      return [UInt8](try PNGEncoder.encode(scaled, opaque: !decoded.hasTransparentPixels))
    } catch {
      throw Failure(description: "cannot make a \(pixels)x\(pixels) icon from \(path): \(error)")
    }
  }
}
