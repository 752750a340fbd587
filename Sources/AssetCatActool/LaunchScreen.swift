/// The screen a launch image slot is for: its size in points (portrait terms, as
/// `UILaunchImageSize` gives it), the file-name suffix of its subtype, and whether the device
/// launches in landscape (then the name says the orientation). Names and sizes are those of
/// shipped apps' bundles (`LaunchImage-800-Portrait-736h@3x.png`, `LaunchImage-1200-Portrait-1792h@2x.png`,
/// `LaunchImage-700-Landscape@2x~ipad.png`) and of xcbuild's launch image compiler.
struct LaunchScreen: Hashable, Sendable {
  var width: Int
  var height: Int
  var subtypeSuffix: String
  var rotates: Bool
  /// `~ipad`, `~tv`; empty for the iPhone.
  var idiomSuffix: String

  /// The screen of an idiom and subtype, or `nil` for a pair no launch image slot has.
  static func of(idiom: String, subtype: String?) -> LaunchScreen? {
    screens.first { $0.idiom == idiom && $0.subtype == subtype }?.screen
  }

  /// Every launch image slot: idiom, subtype, then width, height, the subtype's file-name suffix,
  /// whether it launches in landscape, the idiom's suffix.
  static let screens: [(idiom: String, subtype: String?, screen: LaunchScreen)] = [
    ("iphone", nil, LaunchScreen(320, 480, "", rotates: false, "")),
    ("iphone", "retina4", LaunchScreen(320, 568, "-568h", rotates: false, "")),
    ("iphone", "667h", LaunchScreen(375, 667, "-667h", rotates: false, "")),
    ("iphone", "736h", LaunchScreen(414, 736, "-736h", rotates: true, "")),
    ("iphone", "2436h", LaunchScreen(375, 812, "-2436h", rotates: true, "")),
    ("iphone", "2688h", LaunchScreen(414, 896, "-2688h", rotates: true, "")),
    ("iphone", "1792h", LaunchScreen(414, 896, "-1792h", rotates: true, "")),
    ("ipad", nil, LaunchScreen(768, 1024, "", rotates: true, "~ipad")),
    ("tv", nil, LaunchScreen(1920, 1080, "", rotates: false, "~tv")),
  ]

  init(_ width: Int, _ height: Int, _ subtypeSuffix: String, rotates: Bool, _ idiomSuffix: String) {
    self.width = width
    self.height = height
    self.subtypeSuffix = subtypeSuffix
    self.rotates = rotates
    self.idiomSuffix = idiomSuffix
  }

  /// The size `UILaunchImageSize` gives: the screen, less the 20-point status bar for a
  /// `to-status-bar` image (from the height in portrait, from the width in landscape).
  func size(extent: String?, landscape: Bool) -> (width: Int, height: Int) {
    guard extent == "to-status-bar" else { return (width, height) }
    return landscape ? (width - 20, height) : (width, height - 20)
  }
}
