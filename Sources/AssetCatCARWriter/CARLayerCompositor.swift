import AssetCatImaging
import Foundation

/// A tvOS image stack's layers drawn one over another, back first, on a canvas the size of the
/// back layer (a smaller layer centred, as Xcode shows it), through cairo (`BitmapCompositor`):
/// the stack's flattened image, from which its blurred (radiosity) image is made.
enum CARLayerCompositor {
  /// The flattened image of the layer files (back first), premultiplied RGBA.
  static func flatten(_ files: [String]) throws -> RasterImage {
    guard !files.isEmpty else { throw CARRenditionEncoder.Failure(description: "an image stack without layers") }
    return try BitmapCompositor.flatten(files.map { try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: $0))) })
  }
}
