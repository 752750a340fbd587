import AssetCatImaging

/// A car bitmap's pixels are a `DecodedImage` (RGBA, 8 bits, straight alpha, rows top to bottom).
extension DecodedImage {
  /// The `rect` part of the bitmap (a packed atlas's frame for an internal link); `nil` when
  /// the rectangle is not inside the bitmap.
  public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> DecodedImage? {
    guard x >= 0, y >= 0, w > 0, h > 0, x <= width - w, y <= height - h else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(w * h * 4)
    for row in y..<(y + h) {
      let start = (row * width + x) * 4
      out += rgba[start..<(start + w * 4)]
    }
    return DecodedImage(width: w, height: h, rgba: out)
  }
}
