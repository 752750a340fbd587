import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// Draws an icon document's flat picture: a background paint and layers, back first, on a
/// square canvas of `canvasPoints` (Icon Composer's 1024), through cairo (vectors drawn at the
/// layer's own scale, bitmaps resized, layers put over one another with OVER). Glass effects
/// (specular highlights, blur, translucency, shadows) are not drawn.
///
/// Shapes: `.square` fills the whole image (iOS and watchOS, whose home screens cut the shape);
/// `.roundedSquare` draws the canvas into macOS's 824-point rounded square, 100 points in from
/// each edge, with a corner radius of 22.37% of its side, transparent around it (Apple's flattened
/// macOS icons put the art there).
public enum IconCompositor {
  public enum Shape: Sendable, Hashable { case square, roundedSquare }

  static let maxPixels = 4096

  /// The icon at `pixels` × `pixels`; with `opaque`, what is left transparent is white.
  public static func render(
    background: IconPaint?, layers: [IconLayer], canvasPoints: Double = 1024, pixels: Int, shape: Shape, opaque: Bool
  ) throws(ImagingError) -> DecodedImage {
    guard pixels > 0, pixels <= maxPixels, canvasPoints > 0 else { throw .corrupt("bad icon size \(pixels) px") }
    var out: [UInt32]
    switch shape {
    case .square:
      out = try art(background, layers, canvasPoints: canvasPoints, pixels: pixels)
    case .roundedSquare:
      let side = max(1, Int((Double(pixels) * 824 / 1024).rounded()))
      var body = try art(background, layers, canvasPoints: canvasPoints, pixels: side)
      RoundedMask.apply(&body, side: side, radius: 0.2237 * Double(side))
      out = [UInt32](repeating: 0, count: pixels * pixels)
      let inset = (pixels - side) / 2
      try VectorShim.drawOver(
        body, sourceWidth: side, sourceHeight: side, onto: &out, width: pixels, height: pixels, x: inset, y: inset)
      IconGlassEdge.apply(&out, pixels: pixels, inset: inset, side: side, radius: 0.2237 * Double(side))
    }
    if opaque { flattenOverWhite(&out) }
    return RasterImage(width: pixels, height: pixels, cairoARGB: out).straight
  }

  /// The canvas at `pixels` a side: the background, then each layer.
  static func art(_ background: IconPaint?, _ layers: [IconLayer], canvasPoints: Double, pixels: Int)
    throws(ImagingError) -> [UInt32]
  {
    var canvas = [UInt32](repeating: 0, count: pixels * pixels)
    if let background { paint(&canvas, width: pixels, height: pixels, with: background, keepingAlpha: false) }
    let perPoint = Double(pixels) / canvasPoints
    guard layers.count <= maxLayers else {
      throw .corrupt("\(layers.count) layers; an icon holds at most \(maxLayers)")
    }
    for layer in layers where layer.opacity > 0 {
      var (argb, w, h) = try raster(layer, pixelsPerPoint: perPoint, limits: layerLimits(pixels))
      if let fill = layer.fill { paint(&argb, width: w, height: h, with: fill, keepingAlpha: true) }
      IconGlassLayer.apply(
        &argb, w: w, h: h, translucency: layer.translucency, specular: layer.specular, perPoint: perPoint)
      if layer.opacity < 1 { fade(&argb, by: layer.opacity) }
      guard let x = offset(layer.center.x * perPoint - Double(w) / 2),
        let y = offset(layer.center.y * perPoint - Double(h) / 2)
      else {
        continue  // wholly off the canvas
      }
      if layer.shadowOpacity > 0 {
        IconLayerShadow.draw(
          argb, w: w, h: h, onto: &canvas, side: pixels, x: x, y: y, perPoint: perPoint, opacity: layer.shadowOpacity)
      }
      try VectorShim.drawOver(
        argb, sourceWidth: w, sourceHeight: h, onto: &canvas, width: pixels, height: pixels, x: x, y: y)
    }
    return canvas
  }

  /// Layers an icon may hold (Icon Composer allows four visible groups of a few layers each).
  public static let maxLayers = 256

  /// A layer is drawn at most four times the canvas a side (it is cut to the canvas anyway).
  static func layerLimits(_ pixels: Int) -> ImageLimits {
    ImageLimits(maxSide: 4 * pixels, maxPixels: 16 * pixels * pixels)
  }

  /// A layer's top-left offset in whole pixels; `nil` when it is not a finite number near the
  /// canvas (a translation of 1e300 points puts the layer nowhere, not in a trap).
  static func offset(_ v: Double) -> Int? {
    guard v.isFinite, abs(v) < 1_000_000 else { return nil }
    return Int(v.rounded())
  }

  /// The layer's image as cairo ARGB32 at its size on the canvas.
  static func raster(_ layer: IconLayer, pixelsPerPoint: Double, limits: ImageLimits) throws(ImagingError) -> (
    [UInt32], Int, Int
  ) {
    let scale = layer.scale * pixelsPerPoint
    guard scale.isFinite, scale > 0 else { throw .corrupt("bad layer scale \(layer.scale)") }
    switch ContentSniffer.format(of: layer.image) {
    case .svg, .pdf:
      return try VectorRaster.renderARGB(layer.image, scale: scale, limits: limits)
    default:
      let image = try ImageDecoder.decode(layer.image)
      let (w, h) = (Double(image.width) * scale, Double(image.height) * scale)
      guard w <= Double(limits.maxSide), h <= Double(limits.maxSide) else {
        throw .overLimits(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)), limits: limits)
      }
      let (pw, ph) = (max(1, Int(w.rounded())), max(1, Int(h.rounded())))
      return (BitmapScaler.premultipliedARGB(try BitmapScaler.scale(image, width: pw, height: ph)), pw, ph)
    }
  }

  /// `paint` over the area; with `keepingAlpha`, each pixel takes the paint's colour at its own
  /// coverage (a layer's fill).
  static func paint(_ argb: inout [UInt32], width: Int, height: Int, with paint: IconPaint, keepingAlpha: Bool) {
    for y in 0..<height {
      for x in 0..<width {
        let c = paint.color(x: (Double(x) + 0.5) / Double(width), y: (Double(y) + 0.5) / Double(height))
        let i = y * width + x
        if keepingAlpha {
          var tinted = c
          tinted.alpha *= Double(argb[i] >> 24) / 255
          argb[i] = tinted.premultipliedARGB
        } else {
          argb[i] = c.premultipliedARGB
        }
      }
    }
  }

  /// Every component times `opacity` (premultiplied pixels).
  static func fade(_ argb: inout [UInt32], by opacity: Double) {
    let f = UInt32((min(1, max(0, opacity)) * 256).rounded())
    for i in argb.indices { argb[i] = scaled(argb[i], by: f) }
  }

  /// A premultiplied pixel with every component times `f` / 256.
  @inline(__always) static func scaled(_ p: UInt32, by f: UInt32) -> UInt32 {
    // Swift's shifts bind tighter than its products: each product is bracketed before its shift.
    (((p >> 24) * f) >> 8) << 24 | ((((p >> 16) & 0xFF) * f) >> 8) << 16 | ((((p >> 8) & 0xFF) * f) >> 8) << 8
      | (((p & 0xFF) * f) >> 8)
  }

  /// `image` in gray: each pixel's luminance (Rec. 709 weights on its sRGB values), alpha kept.
  public static func gray(_ image: DecodedImage) -> DecodedImage {
    var rgba = image.rgba
    for i in stride(from: 0, to: rgba.count - 3, by: 4) {
      let y = 0.2126 * Double(rgba[i]) + 0.7152 * Double(rgba[i + 1]) + 0.0722 * Double(rgba[i + 2])
      let v = UInt8(min(255, y.rounded()))
      (rgba[i], rgba[i + 1], rgba[i + 2]) = (v, v, v)
    }
    return DecodedImage(width: image.width, height: image.height, rgba: rgba)
  }

  /// Premultiplied pixels put over opaque white.
  static func flattenOverWhite(_ argb: inout [UInt32]) {
    for i in argb.indices {
      let p = argb[i], rest = 255 - (p >> 24)
      argb[i] = 0xFF00_0000 | (((p >> 16) & 0xFF) + rest) << 16 | (((p >> 8) & 0xFF) + rest) << 8 | ((p & 0xFF) + rest)
    }
  }
}
