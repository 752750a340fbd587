import AssetCatImaging
import Foundation

/// A tvOS image stack's layers drawn one over another, back first (source-over on premultiplied
/// pixels), on a canvas the size of the back layer; a smaller layer is centred, as Xcode shows it.
/// The result is the stack's flattened image, from which its blurred (radiosity) image is made.
enum CARLayerCompositor {
  /// The flattened image of the layer files (back first), premultiplied RGBA.
  static func flatten(_ files: [String]) throws -> RasterImage {
    guard let back = files.first else { throw CARRenditionEncoder.Failure(description: "an image stack without layers") }
    var canvas = try premultiplied(back)
    for file in files.dropFirst() { draw(try premultiplied(file), over: &canvas) }
    return canvas
  }

  static func premultiplied(_ path: String) throws -> RasterImage {
    let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    var px = image.rgba
    for i in stride(from: 0, to: px.count, by: 4) {
      let a = UInt32(px[i + 3])
      for c in 0..<3 { px[i + c] = UInt8((UInt32(px[i + c]) * a + 127) / 255) }
    }
    return RasterImage(width: image.width, height: image.height, premultipliedRGBA: px)
  }

  /// Draws `layer` centred over `canvas` (the part that fits).
  static func draw(_ layer: RasterImage, over canvas: inout RasterImage) {
    let dx = (canvas.width - layer.width) / 2, dy = (canvas.height - layer.height) / 2
    for y in max(0, -dy)..<min(layer.height, canvas.height - dy) {
      for x in max(0, -dx)..<min(layer.width, canvas.width - dx) {
        let s = (y * layer.width + x) * 4, d = ((y + dy) * canvas.width + x + dx) * 4
        let keep = 255 - UInt32(layer.premultipliedRGBA[s + 3])
        for c in 0..<4 {
          let under = (UInt32(canvas.premultipliedRGBA[d + c]) * keep + 127) / 255
          canvas.premultipliedRGBA[d + c] = UInt8(min(255, UInt32(layer.premultipliedRGBA[s + c]) + under))
        }
      }
    }
  }
}
