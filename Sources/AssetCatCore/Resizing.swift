/// Contents.json `resizing`: slicing of a stretchable image.
public struct Resizing: Hashable, Sendable, Codable {
  /// `3-part-horizontal`, `3-part-vertical` or `9-part`.
  public var mode: String
  /// `tile` or `stretch` for the center area.
  public var centerMode: String?
  /// Center width/height in pixels when given.
  public var centerSize: Size?
  /// Cap insets in pixels of the rendition.
  public var capInsets: EdgeInsets
  public init(mode: String, centerMode: String? = nil, centerSize: Size? = nil, capInsets: EdgeInsets) {
    self.mode = mode
    self.centerMode = centerMode
    self.centerSize = centerSize
    self.capInsets = capInsets
  }

  /// Whether the mode slices across (left cap, center, right cap) and down (top, center, bottom).
  public var slicesAcross: Bool { mode != "3-part-vertical" }
  public var slicesDown: Bool { mode != "3-part-horizontal" }

  /// The slicing of an image `width` pixels across and `height` down, as Xcode compiles it: on each
  /// sliced axis the leading cap, the center at its given size and the trailing cap are kept, and
  /// the part between the center and the trailing cap is dropped (Xcode's slicing editor shows it
  /// shaded; Apple's cars hold a 50-pixel image with caps of 10 and a center of 4 as 24 pixels).
  public func slices(width: Int, height: Int) -> (across: SliceAxis, down: SliceAxis) {
    let across =
      slicesAcross
      ? SliceAxis(length: width, leading: capInsets.left, center: centerSize?.width, trailing: capInsets.right)
      : SliceAxis(whole: width)
    let down =
      slicesDown
      ? SliceAxis(length: height, leading: capInsets.top, center: centerSize?.height, trailing: capInsets.bottom)
      : SliceAxis(whole: height)
    return (across, down)
  }
}
