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
    switch (idiom, subtype) {
    case ("iphone", nil): LaunchScreen(width: 320, height: 480, subtypeSuffix: "", rotates: false, idiomSuffix: "")
    case ("iphone", "retina4"?):
      LaunchScreen(width: 320, height: 568, subtypeSuffix: "-568h", rotates: false, idiomSuffix: "")
    case ("iphone", "667h"?):
      LaunchScreen(width: 375, height: 667, subtypeSuffix: "-667h", rotates: false, idiomSuffix: "")
    case ("iphone", "736h"?):
      LaunchScreen(width: 414, height: 736, subtypeSuffix: "-736h", rotates: true, idiomSuffix: "")
    case ("iphone", "2436h"?):
      LaunchScreen(width: 375, height: 812, subtypeSuffix: "-2436h", rotates: true, idiomSuffix: "")
    case ("iphone", "2688h"?):
      LaunchScreen(width: 414, height: 896, subtypeSuffix: "-2688h", rotates: true, idiomSuffix: "")
    case ("iphone", "1792h"?):
      LaunchScreen(width: 414, height: 896, subtypeSuffix: "-1792h", rotates: true, idiomSuffix: "")
    case ("ipad", nil): LaunchScreen(width: 768, height: 1024, subtypeSuffix: "", rotates: true, idiomSuffix: "~ipad")
    case ("tv", nil): LaunchScreen(width: 1920, height: 1080, subtypeSuffix: "", rotates: false, idiomSuffix: "~tv")
    default: nil
    }
  }

  /// The size `UILaunchImageSize` gives: the screen, less the 20-point status bar for a
  /// `to-status-bar` image (from the height in portrait, from the width in landscape).
  func size(extent: String?, landscape: Bool) -> (width: Int, height: Int) {
    guard extent == "to-status-bar" else { return (width, height) }
    return landscape ? (width - 20, height) : (width, height - 20)
  }
}
