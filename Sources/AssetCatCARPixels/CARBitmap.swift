/// Decoded pixels of a car bitmap: RGBA, 8 bits per sample, not premultiplied, rows top to
/// bottom (gray formats are expanded to RGBA).
public struct CARBitmap: Sendable, Hashable {
  public var width: Int
  public var height: Int
  /// `width × height × 4` bytes.
  public var rgba: [UInt8]
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The `rect` part of the bitmap (a packed atlas's frame for an internal link); `nil` when
  /// the rectangle is not inside the bitmap.
  public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> CARBitmap? {
    guard x >= 0, y >= 0, w > 0, h > 0, x <= width - w, y <= height - h else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(w * h * 4)
    for row in y..<(y + h) {
      let start = (row * width + x) * 4
      out += rgba[start..<(start + w * 4)]
    }
    return CARBitmap(width: w, height: h, rgba: out)
  }
}

/// Why a rendition's pixels could not be decoded (its name and kind are added by the caller).
public struct CARPixelError: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// Whether the encoding is known but not supported (as opposed to corrupt data).
  public var unsupported: Bool
  public init(_ message: String, unsupported: Bool = false) {
    self.message = message
    self.unsupported = unsupported
  }
  public var description: String { message }
}

/// Size limits checked before any pixel memory is taken (SPEC §7).
public struct CARPixelLimits: Sendable, Hashable {
  public var maxSide: Int
  public var maxPixels: Int
  public init(maxSide: Int = 16384, maxPixels: Int = 64 << 20) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }
  public static let standard = CARPixelLimits()
}
