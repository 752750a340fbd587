/// SPEC §7: images over 16384 pixels on a side or 64 megapixels are refused before any pixel
/// memory is taken. Both can be raised.
public struct ImageLimits: Sendable, Hashable {
  /// Pixels on a side.
  public var maxSide: Int
  /// Width × height, in pixels.
  public var maxPixels: Int
  public init(maxSide: Int = 16384, maxPixels: Int = 64 * 1024 * 1024) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
  }
  public static let standard = ImageLimits()

  /// Whether an image of `width` × `height` pixels is over these limits (a side, or the area).
  public func refuse(width: Int, height: Int) -> Bool {
    if width > maxSide || height > maxSide { return true }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow || pixels > maxPixels
  }
}
