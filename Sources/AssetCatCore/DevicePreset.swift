/// A device whose trait collection a request can start from (`--device "iPhone 15 Pro"`).
///
/// Sizes are in points (portrait); size classes follow Apple's Human Interface Guidelines
/// ("Layout", device size classes and iPad multitasking): Plus and Max phones are regular width
/// in landscape; iPads are regular/regular full screen and compact width in narrow split views
/// and Slide Over.
public struct DevicePreset: Hashable, Sendable {
  /// Apple's marketing name (`iPhone 15 Pro`, `iPad Pro 13-inch (M4)`).
  public var name: String
  public var idiom: Idiom
  /// Display scale, 1…3.
  public var scale: Int
  /// Screen size in points, portrait (or the only orientation).
  public var pointSize: Size
  /// The screen width in points that screen-width slots are matched against (SPEC §2): set for
  /// watches, whose images Xcode splits by screen width.
  public var screenWidth: Int? { idiom == .watch ? Int(pointSize.width) : nil }
  public var portrait: SizeClasses
  /// `nil` for devices that do not rotate (Mac, TV, Watch, Vision).
  public var landscape: SizeClasses?
  public var gamut: DisplayGamut
  /// Memory in gigabytes.
  public var memory: Int?
  public var graphics: GraphicsFeatureSet?
  /// iPads with a 13-inch screen keep a regular width in a landscape half split (HIG).
  var wideSplitHalf: Bool = false

  /// A width and height size class.
  public struct SizeClasses: Hashable, Sendable {
    public var width: SizeClass
    public var height: SizeClass
    public init(_ width: SizeClass, _ height: SizeClass) {
      self.width = width
      self.height = height
    }
  }

  public enum Orientation: String, CaseIterable, Sendable {
    case portrait, landscape
  }

  /// How much of an iPad's screen the app has (HIG, "Multitasking").
  public enum Multitasking: String, CaseIterable, Sendable {
    case fullScreen = "full"
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
    case slideOver = "slide-over"

    public init?(parsing text: String) {
      switch text.lowercased() {
      case "full", "full-screen", "fullscreen": self = .fullScreen
      case "1/3", "third", "one-third": self = .oneThird
      case "1/2", "half": self = .half
      case "2/3", "two-thirds": self = .twoThirds
      case "slide-over", "slideover": self = .slideOver
      default: return nil
      }
    }
  }

  /// The size classes in `orientation` (a device that does not rotate answers its only one).
  public func sizeClasses(_ orientation: Orientation, multitasking: Multitasking = .fullScreen) -> SizeClasses {
    let full = orientation == .landscape ? (landscape ?? portrait) : portrait
    guard idiom == .pad else { return full }
    switch multitasking {
    case .fullScreen: return full
    case .slideOver, .oneThird: return SizeClasses(.compact, .regular)
    case .half:
      return orientation == .landscape && wideSplitHalf
        ? SizeClasses(.regular, .regular) : SizeClasses(.compact, .regular)
    case .twoThirds:
      return orientation == .landscape ? SizeClasses(.regular, .regular) : SizeClasses(.compact, .regular)
    }
  }

  /// The device's trait collection (SPEC §2 keys) in `orientation`.
  public func traits(_ orientation: Orientation = .portrait, multitasking: Multitasking = .fullScreen)
    -> TraitCollection
  {
    let classes = sizeClasses(orientation, multitasking: multitasking)
    return TraitCollection(
      idiom: idiom, screenWidth: screenWidth.map(ScreenWidth.points), scale: scale, width: classes.width,
      height: classes.height, gamut: gamut, memory: memory,
      graphics: graphics)
  }

  init(
    _ name: String, _ idiom: Idiom, scale: Int, points: (Double, Double), portrait: SizeClasses,
    landscape: SizeClasses?, gamut: DisplayGamut = .p3, memory: Int?, graphics: GraphicsFeatureSet?,
    wideSplitHalf: Bool = false
  ) {
    self.name = name
    self.idiom = idiom
    self.scale = scale
    self.pointSize = Size(width: points.0, height: points.1)
    self.portrait = portrait
    self.landscape = landscape
    self.gamut = gamut
    self.memory = memory
    self.graphics = graphics
    self.wideSplitHalf = wideSplitHalf
  }
}

extension DevicePreset {
  private static let cr = SizeClasses(.compact, .regular)
  private static let cc = SizeClasses(.compact, .compact)
  private static let rc = SizeClasses(.regular, .compact)
  private static let rr = SizeClasses(.regular, .regular)

  private static func phone(
    _ name: String, _ scale: Int, _ w: Double, _ h: Double, big: Bool, memory: Int, _ g: GraphicsFeatureSet
  ) -> DevicePreset {
    DevicePreset(
      name, .phone, scale: scale, points: (w, h), portrait: cr, landscape: big ? rc : cc, memory: memory, graphics: g)
  }

  private static func pad(
    _ name: String, _ w: Double, _ h: Double, gamut: DisplayGamut = .p3, memory: Int, _ g: GraphicsFeatureSet,
    wide: Bool = false
  ) -> DevicePreset {
    DevicePreset(
      name, .pad, scale: 2, points: (w, h), portrait: rr, landscape: rr, gamut: gamut, memory: memory, graphics: g,
      wideSplitHalf: wide)
  }

  /// Macs: 2x Retina, regular in both directions, no rotation; the size is the display's default
  /// "looks like" resolution.
  private static func mac(_ name: String, _ w: Double, _ h: Double, memory: Int, _ g: GraphicsFeatureSet)
    -> DevicePreset
  {
    DevicePreset(name, .mac, scale: 2, points: (w, h), portrait: rr, landscape: nil, memory: memory, graphics: g)
  }

  /// Watches: 2x, compact in both directions, no rotation. Sizes in points are the screen's
  /// pixels halved (Apple's Human Interface Guidelines, "Layout", watchOS device dimensions).
  private static func watch(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
    DevicePreset(name, .watch, scale: 2, points: (w, h), portrait: cc, landscape: nil, memory: 1, graphics: nil)
  }

  /// Every preset, phones first, in Apple's release order. Where each figure comes from:
  /// Docs/DevicePresets.md.
  public static let all: [DevicePreset] = [
    phone("iPhone SE (3rd generation)", 2, 375, 667, big: false, memory: 4, .apple8),
    phone("iPhone 13 mini", 3, 375, 812, big: false, memory: 4, .apple8),
    phone("iPhone 14", 3, 390, 844, big: false, memory: 6, .apple8),
    phone("iPhone 14 Plus", 3, 428, 926, big: true, memory: 6, .apple8),
    phone("iPhone 15", 3, 393, 852, big: false, memory: 6, .apple8),
    phone("iPhone 15 Plus", 3, 430, 932, big: true, memory: 6, .apple8),
    phone("iPhone 15 Pro", 3, 393, 852, big: false, memory: 8, .apple9),
    phone("iPhone 15 Pro Max", 3, 430, 932, big: true, memory: 8, .apple9),
    phone("iPhone 16", 3, 393, 852, big: false, memory: 8, .apple9),
    phone("iPhone 16 Plus", 3, 430, 932, big: true, memory: 8, .apple9),
    phone("iPhone 16 Pro", 3, 402, 874, big: false, memory: 8, .apple9),
    phone("iPhone 16 Pro Max", 3, 440, 956, big: true, memory: 8, .apple9),
    phone("iPhone 16e", 3, 390, 844, big: false, memory: 8, .apple9),
    phone("iPhone 17", 3, 402, 874, big: false, memory: 8, .apple10),
    phone("iPhone Air", 3, 420, 912, big: true, memory: 12, .apple10),
    phone("iPhone 17 Pro", 3, 402, 874, big: false, memory: 12, .apple10),
    phone("iPhone 17 Pro Max", 3, 440, 956, big: true, memory: 12, .apple10),
    pad("iPad (10th generation)", 820, 1180, gamut: .srgb, memory: 4, .apple7),
    pad("iPad mini (6th generation)", 744, 1133, memory: 4, .apple8),
    pad("iPad mini (A17 Pro)", 744, 1133, memory: 8, .apple9),
    pad("iPad Air 11-inch (M2)", 820, 1180, memory: 8, .apple8),
    pad("iPad Air 13-inch (M2)", 1024, 1366, memory: 8, .apple8, wide: true),
    pad("iPad Pro 11-inch (M4)", 834, 1210, memory: 8, .apple9),
    pad("iPad Pro 13-inch (M4)", 1032, 1376, memory: 8, .apple9, wide: true),
    pad("iPad (A16)", 820, 1180, gamut: .srgb, memory: 6, .apple8),
    pad("iPad Air 11-inch (M3)", 820, 1180, memory: 8, .apple9),
    pad("iPad Air 13-inch (M3)", 1024, 1366, memory: 8, .apple9, wide: true),
    pad("iPad Pro 11-inch (M5)", 834, 1210, memory: 12, .apple10),
    pad("iPad Pro 13-inch (M5)", 1032, 1376, memory: 12, .apple10, wide: true),
    DevicePreset(
      "Mac", .mac, scale: 2, points: (1512, 982), portrait: rr, landscape: nil, memory: 8, graphics: .apple7),
    mac("MacBook Air 13-inch (M4)", 1280, 832, memory: 16, .apple9),
    mac("MacBook Air 15-inch (M4)", 1440, 932, memory: 16, .apple9),
    mac("MacBook Pro 14-inch (M5)", 1512, 982, memory: 16, .apple10),
    mac("MacBook Pro 16-inch (M4 Pro)", 1728, 1117, memory: 24, .apple9),
    mac("iMac 24-inch (M4)", 2240, 1260, memory: 16, .apple9),
    DevicePreset(
      "Apple TV 4K", .tv, scale: 2, points: (1920, 1080), portrait: rr, landscape: nil, memory: 4, graphics: .apple8),
    watch("Apple Watch Series 3 (38mm)", 136, 170),
    watch("Apple Watch Series 3 (42mm)", 156, 195),
    watch("Apple Watch SE (40mm)", 162, 197),
    watch("Apple Watch SE (44mm)", 184, 224),
    watch("Apple Watch Series 9 (41mm)", 176, 215),
    watch("Apple Watch Series 9 (45mm)", 198, 242),
    watch("Apple Watch Series 10 (42mm)", 187, 223),
    watch("Apple Watch Series 10 (46mm)", 208, 248),
    watch("Apple Watch SE 3 (40mm)", 162, 197),
    watch("Apple Watch SE 3 (44mm)", 184, 224),
    watch("Apple Watch Series 11 (42mm)", 187, 223),
    watch("Apple Watch Series 11 (46mm)", 208, 248),
    watch("Apple Watch Ultra 2 (49mm)", 205, 251),
    watch("Apple Watch Ultra 3 (49mm)", 211, 257),
    DevicePreset(
      "Apple Vision Pro", .vision, scale: 2, points: (1280, 720), portrait: rr, landscape: nil, memory: 16,
      graphics: .apple8),
    DevicePreset(
      "Apple Vision Pro (M5)", .vision, scale: 2, points: (1280, 720), portrait: rr, landscape: nil, memory: 16,
      graphics: .apple10),
  ]

  /// Looks a preset up by name, ignoring case, spaces, hyphens and punctuation
  /// (`iphone-15-pro`, `iPad Pro 13-inch (M4)`, `ipadpro13inchm4`).
  public static func named(_ name: String) -> DevicePreset? {
    let key = folded(name)
    guard !key.isEmpty else { return nil }
    return byFoldedName[key] ?? aliases[key].flatMap { byFoldedName[folded($0)] }
  }

  /// Apple's full names for presets that go by a shorter one (folded as `named` folds).
  private static let aliases: [String: String] = [
    folded("Apple TV 4K (3rd generation)"): "Apple TV 4K",
    folded("Apple Vision Pro (M2)"): "Apple Vision Pro",
  ]

  private static let byFoldedName: [String: DevicePreset] = Dictionary(
    all.map { (folded($0.name), $0) }, uniquingKeysWith: { first, _ in first })

  static func folded(_ s: String) -> String {
    String(
      s.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") }.map(Character.init))
  }
}
