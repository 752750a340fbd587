/// How large a car would be (`CARSizer`): its bytes as `CARWriter` writes them, and what of
/// them each asset's rendition records take.
public struct CARSize: Sendable, Hashable {
  /// The whole file; 0 when nothing goes into the car (actool then writes none).
  public var bytes: Int
  public var renditions: Int
  /// Asset name → the bytes of its rendition records (the rest of the car is its container:
  /// keys, trees, header and index).
  public var assets: [String: Int]

  public init(bytes: Int, renditions: Int, assets: [String: Int]) {
    self.bytes = bytes
    self.renditions = renditions
    self.assets = assets
  }
}
