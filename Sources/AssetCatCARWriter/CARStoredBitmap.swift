import AssetCatCAR

/// A bitmap's pixels as a car stores them, before they are encoded: premultiplied BGRA (`ARGB`),
/// or premultiplied gray and alpha (`GA8 `) when `gray`, rows top first, with the rendition's
/// header. What a layout-12 image encodes, and what a packed atlas (`CARAtlasPacker`) copies.
struct CARStoredBitmap: Sendable {
  var header: CSIHeader
  var pixels: [UInt8]
  var gray: Bool

  var width: Int { Int(header.width) }
  var height: Int { Int(header.height) }
  var bytesPerPixel: Int { gray ? 2 : 4 }

  /// Every pixel's alpha is 255.
  var isOpaque: Bool {
    let step = bytesPerPixel
    var i = step - 1
    while i < pixels.count {
      if pixels[i] != 0xFF { return false }
      i += step
    }
    return true
  }

  /// The pixels in the encodings the deployment target reads (`CARPixelEncoder`).
  func encoded(sourceBytes: Int?, encodings: CARPixelEncodings) -> CAREncodedPixels {
    if gray {
      return CARPixelEncoder.encodeGrayAlpha(
        pixels, width: width, height: height, sourceBytes: sourceBytes ?? pixels.count, encodings: encodings)
    }
    return CARPixelEncoder.encode(pixels, width: width, height: height, sourceBytes: sourceBytes, encodings: encodings)
  }
}

/// A packed atlas's work: its pixels, and the pixels each facet has in it (`size` and the sizer
/// give each facet that share of the atlas's bytes).
struct CARPackedSheet: Sendable {
  var pixels: CARStoredBitmap
  var facetPixels: [String: Int]

  /// `bytes` shared among the facets by their pixels (the remainder to the first by name).
  func shares(of bytes: Int) -> [String: Int] {
    let total = facetPixels.values.reduce(0, +)
    guard total > 0 else { return [:] }
    var out = facetPixels.mapValues { bytes * $0 / total }
    if let first = facetPixels.keys.min() { out[first, default: 0] += bytes - out.values.reduce(0, +) }
    return out
  }
}
