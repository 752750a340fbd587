import AssetCatCore

/// One entry of a `.launchimage` set's Contents.json (Apple's Asset Catalog Format Reference,
/// "Launch Image Type"): the file and the slot it fills.
package struct LaunchImageEntry: Hashable, Sendable {
  var filename: String?
  var idiom: String?
  /// `retina4`, `667h`, `736h`, `2436h`, `2688h`, `1792h` (iPhone screen heights).
  var subtype: String?
  /// `portrait` or `landscape`.
  var orientation: String?
  /// `full-screen` or `to-status-bar` (iOS 5 and 6 iPad images that leave the status bar out).
  var extent: String?
  /// `7.0`, `8.0`, `11.0`, …; none for the iOS 5 and 6 images.
  var minimumSystemVersion: String?
  /// `1x`, `2x`, `3x`.
  var scale: String?

  /// The entries of a Contents.json, in file order; `nil` when it does not parse or has no
  /// `images` array. Members that are not strings are read as absent.
  package static func entries(contents bytes: [UInt8]) -> [LaunchImageEntry]? {
    guard let root = try? JSONParser.parse(bytes), let images = root["images"]?.elements else { return nil }
    return images.map { image in
      LaunchImageEntry(
        filename: image["filename"]?.string, idiom: image["idiom"]?.string, subtype: image["subtype"]?.string,
        orientation: image["orientation"]?.string, extent: image["extent"]?.string,
        minimumSystemVersion: image["minimum-system-version"]?.string, scale: image["scale"]?.string)
    }
  }
}
