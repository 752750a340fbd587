/// The value stored beside a system color's name in a car (`CSIColor.systemColorName`): Apple
/// writes the color's light value there (an Xcode 12.5 car holds `systemBackgroundColor` as
/// extended gray 1, alpha 1); the system resolves the name itself, so this is what a reader
/// that does not know the name shows. UIKit's published light values of the common names;
/// any other name gets a mid gray.
enum CARSystemColorFallback {
  /// (RLOC color-space id, components with alpha last).
  static func value(of name: String) -> (space: UInt32, components: [Double]) {
    if let gray = grays[name] { return (6, gray) }
    if let rgb = colors[name] { return (1, rgb.map { $0 / 255 } + [1]) }
    if let label = labels[name] { return (1, [60 / 255, 60 / 255, 67 / 255, label]) }
    return (6, [0.5, 1])
  }

  static let grays: [String: [Double]] = [
    "systemBackgroundColor": [1, 1], "tertiarySystemBackgroundColor": [1, 1],
    "secondarySystemGroupedBackgroundColor": [1, 1],
    "labelColor": [0, 1], "blackColor": [0, 1], "whiteColor": [1, 1], "clearColor": [0, 0],
  ]
  static let colors: [String: [Double]] = [
    "systemBlueColor": [0, 122, 255], "systemRedColor": [255, 59, 48], "systemGreenColor": [52, 199, 89],
    "systemOrangeColor": [255, 149, 0], "systemYellowColor": [255, 204, 0], "systemPinkColor": [255, 45, 85],
    "systemPurpleColor": [175, 82, 222], "systemIndigoColor": [88, 86, 214], "systemTealColor": [90, 200, 250],
    "systemGrayColor": [142, 142, 147], "systemGray2Color": [174, 174, 178], "systemGray3Color": [199, 199, 204],
    "systemGray4Color": [209, 209, 214], "systemGray5Color": [229, 229, 234], "systemGray6Color": [242, 242, 247],
    "secondarySystemBackgroundColor": [242, 242, 247], "systemGroupedBackgroundColor": [242, 242, 247],
  ]
  /// The label colors: #3C3C43 at these alphas.
  static let labels: [String: Double] = [
    "secondaryLabelColor": 0.6, "tertiaryLabelColor": 0.3, "quaternaryLabelColor": 0.18, "placeholderTextColor": 0.3,
  ]
}
