/// The traits of a device model identifier (`iPhone15,2`, `iPad13,1`, `AppleTV6,2`), for actool's
/// thinning options (`--filter-for-device-model`, `--filter-for-thinning-device-configuration`)
/// and `size --device-model`: the device's idiom and display scale, which decide what a build for
/// it keeps. A model of the one device table (`DevicePreset.model`) thins as its preset says;
/// the rule below answers for the models the table does not list.
///
/// Scales from Apple's published screen specifications: iPhones are 3x from the 6 Plus on, except
/// the 4.7-inch and 6.1-inch LCD models (6, 6s, 7, 8, SE 2 and 3, XR, 11) and the 4-inch ones,
/// which are 2x, as are iPhone 4 to 5s; iPhone 1 to 3GS, iPad 1 and 2, the first iPad mini and
/// iPod touch 1 to 3 are 1x; every other iPad and iPod touch is 2x. Apple TV keeps both its
/// scales (a 4K model draws at 1x on a 1080p set); Apple Watch and Apple Vision Pro are 2x.
public enum ThinningDevice {
  public static func traits(forModel model: String) -> TraitCollection? {
    if let preset = DevicePreset.withModel(model) { return traits(of: preset) }
    guard let (family, major, minor) = parse(model) else { return nil }
    switch family {
    case "iPhone": return TraitCollection(idiom: .phone, scale: phoneScale(major, minor))
    case "iPad": return TraitCollection(idiom: .pad, scale: major <= 2 ? 1 : 2)
    case "iPod": return TraitCollection(idiom: .phone, scale: major <= 3 ? 1 : 2)
    case "AppleTV": return TraitCollection(idiom: .tv)
    case "Watch": return TraitCollection(idiom: .watch, scale: 2)
    case "RealityDevice": return TraitCollection(idiom: .vision, scale: 2)
    default: return nil
    }
  }

  /// What a build for `preset` keeps: its idiom and scale, but both scales for Apple TV.
  public static func traits(of preset: DevicePreset) -> TraitCollection {
    TraitCollection(idiom: preset.idiom, scale: preset.idiom == .tv ? nil : preset.scale)
  }

  /// iPhone models drawn at 2x (major, minor); below major 3 everything is 1x, the rest 3x.
  static let twoTimesPhones: Set<[Int]> = [
    [7, 2], [8, 1], [8, 4], [9, 1], [9, 3], [10, 1], [10, 4], [11, 8], [12, 1], [12, 8], [14, 6],
  ]

  static func phoneScale(_ major: Int, _ minor: Int) -> Int {
    if major < 3 { return 1 }
    if major <= 6 || twoTimesPhones.contains([major, minor]) { return 2 }
    return 3
  }

  /// `Family<major>,<minor>`: the letters, then two numbers.
  static func parse(_ model: String) -> (String, Int, Int)? {
    guard let digit = model.firstIndex(where: \.isNumber), digit > model.startIndex else { return nil }
    let numbers = model[digit...].split(separator: ",", omittingEmptySubsequences: false)
    guard numbers.count == 2, let major = Int(numbers[0]), let minor = Int(numbers[1]), major > 0, minor > 0 else {
      return nil
    }
    return (String(model[..<digit]), major, minor)
  }
}
