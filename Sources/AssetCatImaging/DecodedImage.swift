import AssetCatImageHeaders

/// A fully decoded image: RGBA, 8 bits per sample, rows top to bottom, not premultiplied.
public struct DecodedImage: Sendable, Hashable {
  /// Pixels.
  public var width: Int
  /// Pixels.
  public var height: Int
  /// `width × height × 4` bytes: R, G, B, A.
  public var rgba: [UInt8]
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The RGBA bytes of the pixel at (`x`, `y`), 0-based from the top left.
  public func pixel(x: Int, y: Int) -> [UInt8] {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
    let offset = (y * width + x) * 4
    return Array(rgba[offset..<offset + 4])
  }

  /// Whether any pixel is not fully opaque (SPEC §6 AC023: a template image with no transparency).
  public var hasTransparentPixels: Bool {
    var index = 3
    while index < rgba.count {
      if rgba[index] != 0xFF { return true }
      index += 4
    }
    return false
  }
}
