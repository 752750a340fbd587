extension DevicePreset {
  /// The device's model identifier (`iPhone16,1`), as actool's `--filter-for-device-model` takes
  /// it: the first of the model's identifiers (a cellular iPad's second one thins alike); `nil`
  /// for the presets that stand for a family (Mac) or whose identifier is not on record here.
  public var model: String? { Self.models[name] }

  private static let models: [String: String] = [
    "iPhone SE (3rd generation)": "iPhone14,6", "iPhone 13 mini": "iPhone14,4", "iPhone 14": "iPhone14,7",
    "iPhone 14 Plus": "iPhone14,8", "iPhone 15": "iPhone15,4", "iPhone 15 Plus": "iPhone15,5",
    "iPhone 15 Pro": "iPhone16,1",
    "iPhone 15 Pro Max": "iPhone16,2", "iPhone 16": "iPhone17,3", "iPhone 16 Plus": "iPhone17,4",
    "iPhone 16 Pro": "iPhone17,1",
    "iPhone 16 Pro Max": "iPhone17,2", "iPhone 16e": "iPhone17,5", "iPhone 17": "iPhone18,3",
    "iPhone Air": "iPhone18,4", "iPhone 17 Pro": "iPhone18,1", "iPhone 17 Pro Max": "iPhone18,2",
    "iPad (10th generation)": "iPad13,18", "iPad mini (6th generation)": "iPad14,1", "iPad mini (A17 Pro)": "iPad16,1",
    "iPad Air 11-inch (M2)": "iPad14,8", "iPad Air 13-inch (M2)": "iPad14,10", "iPad Pro 11-inch (M4)": "iPad16,3",
    "iPad Pro 13-inch (M4)": "iPad16,5", "iPad (A16)": "iPad15,7", "iPad Air 11-inch (M3)": "iPad15,3",
    "iPad Air 13-inch (M3)": "iPad15,5", "iPad Pro 11-inch (M5)": "iPad17,1", "iPad Pro 13-inch (M5)": "iPad17,3",
    "Apple TV 4K": "AppleTV14,1",
    "Apple Watch Series 3 (38mm)": "Watch3,1", "Apple Watch Series 3 (42mm)": "Watch3,2",
    "Apple Vision Pro": "RealityDevice14,1", "Apple Vision Pro (M5)": "RealityDevice17,1",
  ]

  /// The preset whose model identifier is `model`, if any.
  public static func withModel(_ model: String) -> DevicePreset? { all.first { $0.model == model } }
}
