import AssetCatImageHeaders

/// Draws decoded bitmaps one over another through cairo (its OVER operator on premultiplied
/// pixels): how a tvOS image stack's layers are flattened into the one image its car holds.
public enum BitmapCompositor {
  /// `layers`, back first, each centred on a canvas the size of the back layer; premultiplied.
  public static func flatten(_ layers: [DecodedImage]) throws(ImagingError) -> RasterImage {
    guard let back = layers.first, back.width > 0, back.height > 0 else { throw .corrupt("no layers to flatten") }
    var canvas = BitmapScaler.premultipliedARGB(back)
    for layer in layers.dropFirst() where layer.width > 0 && layer.height > 0 {
      try VectorShim.drawOver(
        BitmapScaler.premultipliedARGB(layer), sourceWidth: layer.width, sourceHeight: layer.height, onto: &canvas,
        width: back.width, height: back.height, x: (back.width - layer.width) / 2, y: (back.height - layer.height) / 2)
    }
    return RasterImage(width: back.width, height: back.height, cairoARGB: canvas)
  }
}
