/// A width and height; units are stated where used (pixels or points).
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }

  /// An app icon entry's `size` in points (`60x60`, `83.5x83.5`); `nil` when it is not
  /// `WIDTHxHEIGHT` with both above 0.
  public init?(iconSize text: String) {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
    self.init(width: w, height: h)
  }
}

/// Insets in UIKit's order: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  public func divided(by s: Double) -> EdgeInsets {
    EdgeInsets(top: top / s, left: left / s, bottom: bottom / s, right: right / s)
  }
}
