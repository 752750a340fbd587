/// A size in points (PDF page, SVG document).
public struct PointSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
