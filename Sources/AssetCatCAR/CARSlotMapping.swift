import AssetCatCore

/// Maps a rendition key to SPEC §2 traits. Attributes that name the asset (element, part,
/// identifier) are structure, not traits; every other attribute with a value that no trait
/// carries is kept in `extras` (shown by number when its id is unknown), never dropped.
public struct CARSlotMapping: Sendable {
  public struct Mapped: Hashable, Sendable {
    public var slot: TraitCollection
    /// Attributes with a non-zero value that no trait carries, in key-format order.
    public var extras: [FacetKey.Pair]
  }

  public let keyFormat: CARKeyFormat
  public let appearances: [UInt16: String]
  /// LOCALIZATIONKEYS: id → locale.
  public let localizations: [UInt16: String]

  public init(keyFormat: CARKeyFormat, appearances: [UInt16: String], localizations: [UInt16: String]) {
    self.keyFormat = keyFormat
    self.appearances = appearances
    self.localizations = localizations
  }

  static let structural: Set<RenditionAttribute> = [.element, .part, .identifier]

  public func map(_ key: RenditionKey) -> Mapped {
    var slot = TraitCollection()
    var extras: [FacetKey.Pair] = []
    for (i, a) in keyFormat.attributes.enumerated() where i < key.values.count {
      let v = key.values[i]
      guard v != 0, !Self.structural.contains(a) else { continue }
      if !apply(a, v, to: &slot) { extras.append(.init(a, v)) }
    }
    return Mapped(slot: slot, extras: extras)
  }

  /// Sets the trait `a = v` stands for; `false` when no trait carries it.
  func apply(_ a: RenditionAttribute, _ v: UInt16, to slot: inout TraitCollection) -> Bool {
    switch a {
    case .scale: slot.scale = (1...3).contains(v) ? Int(v) : nil
    case .idiom: slot.idiom = Self.idiom(v)
    case .subtype:
      if let w = CARWatchScreenWidth.condition(for: v) {
        slot.screenWidth = w
        return true
      }
      slot.subtype = v == 568 ? "retina4" : String(v)
    case .horizontalSizeClass: slot.width = Self.sizeClass(v)
    case .verticalSizeClass: slot.height = Self.sizeClass(v)
    case .displayGamut: slot.gamut = v == 1 ? .p3 : nil
    case .direction: slot.direction = v == 4 ? .ltr : v == 5 ? .rtl : nil
    case .memoryClass: slot.memory = Self.memory(v)
    case .graphicsClass: slot.graphics = Self.graphics(v)
    case .appearance: return applyAppearance(v, to: &slot)
    case .localization: slot.locale = localizations[v].map { LocaleTag.normalize($0) ?? $0 }
    default: return false
    }
    return slot.value(of: Self.axis(a)) != nil
  }

  func applyAppearance(_ v: UInt16, to slot: inout TraitCollection) -> Bool {
    guard let name = appearances[v] else { return false }
    // UIKit's `UIAppearanceHighContrast…`; AppKit's `NSAppearanceNameAccessibility…` in Apple's
    // Mac cars (`…AccessibilitySystem`, `…AccessibilityDarkAqua`).
    if name.contains("HighContrast") || name.contains("Accessibility") { slot.contrast = .high }
    if name.contains("Tintable") {
      slot.style = .tinted
    } else if name.contains("Dark") {
      slot.style = .dark
    } else if name.hasSuffix("Light") || name.hasSuffix("Aqua") || name.contains("Light") {
      slot.style = .light
    }
    return slot.style != nil || slot.contrast != nil
  }

  static func axis(_ a: RenditionAttribute) -> TraitAxis {
    switch a {
    case .scale: .scale
    case .idiom: .idiom
    case .subtype: .subtype
    case .horizontalSizeClass: .width
    case .verticalSizeClass: .height
    case .displayGamut: .gamut
    case .direction: .direction
    case .memoryClass: .memory
    case .localization: .locale
    default: .graphics
    }
  }

  /// CoreUI idiom numbers: 1 phone, 2 pad, 3 tv, 4 car, 5 watch, 6 marketing, 7 mac, 8 vision.
  public static func idiom(_ v: UInt16) -> Idiom? {
    let table: [UInt16: Idiom] = [
      1: .phone, 2: .pad, 3: .tv, 4: .car, 5: .watch, 6: .iosMarketing, 7: .mac, 8: .vision,
    ]
    return table[v]
  }

  public static func idiomValue(_ i: Idiom?) -> UInt16 {
    switch i {
    case nil: 0
    case .phone: 1
    case .pad: 2
    case .tv: 3
    case .car: 4
    case .watch: 5
    case .iosMarketing, .watchMarketing, .tvMarketing, .marketing: 6
    case .mac: 7
    case .vision: 8
    }
  }

  static func sizeClass(_ v: UInt16) -> SizeClass? { v == 1 ? .compact : v == 2 ? .regular : nil }

  /// CoreUI memory classes: 1 = 1GB, 2 = 2GB, 3 = 4GB, 4 = 3GB, 5 = 6GB.
  static func memory(_ v: UInt16) -> Int? { [1: 1, 2: 2, 3: 4, 4: 3, 5: 6][v] }

  /// CoreUI graphics classes 1…6: Metal 1v2, 2v2, 3v1, 3v2, 4v1, 5v1.
  static func graphics(_ v: UInt16) -> GraphicsFeatureSet? {
    let all: [GraphicsFeatureSet] = [.metal1v2, .metal2v2, .metal3v1, .metal3v2, .metal4v1, .metal5v1]
    return v >= 1 && Int(v) <= all.count ? all[Int(v) - 1] : nil
  }
}
