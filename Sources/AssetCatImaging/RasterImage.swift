/// A vector rendition drawn to pixels by ``VectorRaster``: RGBA, 8 bits per sample, rows top to
/// bottom, premultiplied by alpha (as drawn), with the straight-alpha form one call away.
public struct RasterImage: Sendable, Hashable {
  public var width: Int
  public var height: Int
  /// `width × height × 4` bytes: R, G, B, A, each color premultiplied by alpha.
  public var premultipliedRGBA: [UInt8]

  public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    self.width = width
    self.height = height
    self.premultipliedRGBA = premultipliedRGBA
  }

  /// From cairo's ARGB32: one native-endian UInt32 per pixel, A in the high byte, premultiplied.
  public init(width: Int, height: Int, cairoARGB: [UInt32]) {
    self.init(width: width, height: height, cairoBytes: cairoARGB.withUnsafeBytes { Array($0) })
  }

  /// From the bytes of cairo's ARGB32 words, converted in place: no second buffer of the
  /// image's size.
  init(width: Int, height: Int, cairoBytes bytes: consuming [UInt8]) {
    bytes.withUnsafeMutableBytes { raw in
      for i in 0..<(raw.count / 4) {
        let pixel = raw.load(fromByteOffset: i * 4, as: UInt32.self)
        let rgba = (pixel >> 16) & 0xFF | (pixel & 0xFF00) | (pixel & 0xFF) << 16 | (pixel >> 24) << 24
        raw.storeBytes(of: rgba.littleEndian, toByteOffset: i * 4, as: UInt32.self)
      }
    }
    self.init(width: width, height: height, premultipliedRGBA: bytes)
  }

  /// The same pixels with straight (not premultiplied) alpha, rounded to nearest; a fully
  /// transparent pixel is 0, 0, 0, 0.
  public var straight: DecodedImage {
    var rgba = premultipliedRGBA
    var i = 0
    while i < rgba.count {
      let a = Int(rgba[i + 3])
      if a != 0 && a != 255 {
        for c in i..<(i + 3) { rgba[c] = UInt8(min(255, (Int(rgba[c]) * 255 + a / 2) / a)) }
      }
      i += 4
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }
}
