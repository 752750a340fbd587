/// One axis of a sliced image in whole pixels: `leading` cap, `center`, `trailing` cap, which
/// together are the compiled image's length; the source's pixels from `leading + center` to
/// `sourceLength - trailing` are not in it.
public struct SliceAxis: Hashable, Sendable {
  public var leading: Int
  public var center: Int
  public var trailing: Int
  public var sourceLength: Int

  /// Caps clamped to the image; a center of 0 or none given is all that lies between the caps.
  public init(length: Int, leading: Double, center: Double?, trailing: Double) {
    let n = max(length, 0)
    let l = min(Self.pixels(leading), n)
    let r = min(Self.pixels(trailing), n - l)
    let between = n - l - r
    let c = Self.pixels(center ?? 0)
    self.init(leading: l, center: c > 0 ? min(c, between) : between, trailing: r, sourceLength: n)
  }

  /// An axis the mode does not slice: all center.
  public init(whole length: Int) {
    self.init(leading: 0, center: max(length, 0), trailing: 0, sourceLength: max(length, 0))
  }

  public init(leading: Int, center: Int, trailing: Int, sourceLength: Int) {
    self.leading = leading
    self.center = center
    self.trailing = trailing
    self.sourceLength = sourceLength
  }

  /// Length of the compiled image along this axis.
  public var length: Int { leading + center + trailing }
  /// Where the trailing cap starts in the source image.
  public var trailingSource: Int { sourceLength - trailing }

  static func pixels(_ v: Double) -> Int { v.isFinite && v > 0 ? Int(min(v.rounded(), Double(Int32.max))) : 0 }
}
