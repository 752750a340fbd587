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
}
