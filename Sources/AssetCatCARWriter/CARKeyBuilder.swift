import AssetCatCAR
import AssetCatCore

/// Turns a source slot into rendition-key attribute values (SPEC §2 traits → CoreUI attributes)
/// and picks the key format: the attributes Xcode 15–16 always keep, plus each trait attribute
/// some rendition of the catalog sets, in the order Xcode 11–14 wrote the full key.
struct CARKeyBuilder: Sendable {
  /// Xcode 11–14's full order, without the glyph and theme attributes an app catalog never sets.
  /// The `displayGamut` value of Display P3 renditions.
  static let p3Gamut: UInt16 = 1

  static let canonicalOrder: [RenditionAttribute] = [
    .appearance, .localization, .scale, .idiom, .subtype, .dimension2, .dimension1, .deploymentTarget,
    .displayGamut, .direction, .horizontalSizeClass, .verticalSizeClass, .graphicsClass, .memoryClass,
    .identifier, .element, .part,
  ]
  /// Kept even when every value is 0: the attributes every iOS car of Xcode 15–26 in the public
  /// sweep lists (`appearance localization scale idiom subtype … identifier element part`); the
  /// others, dimension1 and dimension2 among them, only when a rendition uses them, as there.
  static let alwaysKept: Set<RenditionAttribute> = [
    .appearance, .localization, .scale, .idiom, .subtype, .identifier, .element, .part,
  ]

  let isMac: Bool
  /// Appearance name → id, as written to APPEARANCEKEYS.
  var appearanceIDs: [String: UInt16] { isMac ? Self.macAppearances : Self.iosAppearances }

  /// UIKit's names as Apple's cars have them: Any 0, Dark 1, HighContrastAny 2 (Xcode 16.1),
  /// Light 4, and the tinted icon's `ISAppearanceTintable` 10 (an Xcode 26.0 iOS car); the ids of
  /// HighContrastDark and HighContrastLight are ours (no car had them): readers go by the name.
  static let iosAppearances: [String: UInt16] = [
    "UIAppearanceAny": 0, "UIAppearanceDark": 1, "UIAppearanceHighContrastAny": 2, "UIAppearanceHighContrastDark": 3,
    "UIAppearanceLight": 4, "UIAppearanceHighContrastLight": 5, tintable: 10,
  ]
  /// AppKit's names as Apple's Mac cars have them: System 0, DarkAqua 1, Aqua 8, the tinted
  /// icon's 10 (Xcode 26's build of an Icon Composer icon, e-marchand/TestAppIcon), and for high
  /// contrast AccessibilitySystem 3 and AccessibilityDarkAqua 6 (an Xcode 13.3 Mac car,
  /// joshcoventry/QuickSnap); AccessibilityAqua and its 9 are ours, by analogy (no car had it).
  static let macAppearances: [String: UInt16] = [
    "NSAppearanceNameSystem": 0, "NSAppearanceNameDarkAqua": 1, "NSAppearanceNameAccessibilitySystem": 3,
    "NSAppearanceNameAccessibilityDarkAqua": 6, "NSAppearanceNameAqua": 8, "NSAppearanceNameAccessibilityAqua": 9,
    tintable: 10,
  ]
  /// A tinted app icon's appearance on every platform (there is no high-contrast tinted one).
  static let tintable = "ISAppearanceTintable"

  /// The appearance name of a slot's style and contrast, `nil` for the plain *any* appearance.
  func appearanceName(_ slot: TraitCollection) -> String? {
    let high = slot.contrast == .high
    switch (slot.style, high, isMac) {
    case (nil, false, _): return nil
    case (.tinted?, _, _): return Self.tintable
    case (.dark?, false, false): return "UIAppearanceDark"
    case (.light?, false, false): return "UIAppearanceLight"
    case (nil, true, false): return "UIAppearanceHighContrastAny"
    case (.dark?, true, false): return "UIAppearanceHighContrastDark"
    case (.light?, true, false): return "UIAppearanceHighContrastLight"
    case (.dark?, false, true): return "NSAppearanceNameDarkAqua"
    case (.light?, false, true): return "NSAppearanceNameAqua"
    case (nil, true, true): return "NSAppearanceNameAccessibilitySystem"
    case (.dark?, true, true): return "NSAppearanceNameAccessibilityDarkAqua"
    case (.light?, true, true): return "NSAppearanceNameAccessibilityAqua"
    }
  }

  /// The trait attributes of `slot` with a non-zero value. `locales` gives each locale tag's
  /// LOCALIZATIONKEYS id.
  func values(_ slot: TraitCollection, locales: [String: UInt16]) -> [RenditionAttribute: UInt16] {
    var v: [RenditionAttribute: UInt16] = [:]
    if let name = appearanceName(slot), let id = appearanceIDs[name] { v[.appearance] = id }
    if let s = slot.scale { v[.scale] = UInt16(s) }
    // A Mac car keys the Mac idiom as universal: Apple's Mac cars have no idiom attribute at all
    // (Xcode 26.3's grid app icon, whose slots are `mac`, is keyed universal).
    v[.idiom] = isMac && slot.idiom == .mac ? 0 : CARSlotMapping.idiomValue(slot.idiom)
    if let s = slot.subtype { v[.subtype] = Self.subtype(s) }
    if let w = slot.screenWidth, let n = CARWatchScreenWidth.subtype(for: w) { v[.subtype] = n }
    if let w = slot.width { v[.horizontalSizeClass] = w == .compact ? 1 : 2 }
    if let h = slot.height { v[.verticalSizeClass] = h == .compact ? 1 : 2 }
    if slot.gamut == .p3 { v[.displayGamut] = Self.p3Gamut }
    if let d = slot.direction { v[.direction] = d == .ltr ? 4 : 5 }
    if let m = slot.memory { v[.memoryClass] = Self.memoryClass(m) }
    if let g = slot.graphics { v[.graphicsClass] = Self.graphicsClass(g) }
    if let l = slot.locale { v[.localization] = locales[l] }
    return v.filter { $0.value != 0 }
  }

  /// Subtypes are screen heights in points (`retina4` = 568); a numeric subtype is kept as is. Other
  /// names (watch sizes, `mac-catalyst`) have no known number: 0, so they share the *any* key.
  /// Watch screen-width conditions use the subtype too (`CARWatchScreenWidth`); a condition no
  /// watch size stands for has no number either.
  static func subtype(_ s: String) -> UInt16 {
    if s == "retina4" { return 568 }
    return UInt16(s) ?? 0
  }

  /// CoreUI memory classes: 1 = 1GB, 2 = 2GB, 3 = 4GB, 4 = 3GB, 5 = 6GB; 8GB and above as 6 (ours).
  static func memoryClass(_ gb: Int) -> UInt16 {
    switch gb {
    case ..<2: 1
    case 2: 2
    case 3: 4
    case 4, 5: 3
    case 6, 7: 5
    default: 6
    }
  }

  /// Metal 1v2 … 5v1 are CoreUI's 1 … 6; `appleN` continues after them (ours).
  static func graphicsClass(_ g: GraphicsFeatureSet) -> UInt16 {
    let all = GraphicsFeatureSet.allCases
    return UInt16((all.firstIndex(of: g) ?? 0) + 1)
  }

  /// A Mac car's order, which has no idiom or subtype (an Xcode 13.2 Mac car lists its whole key
  /// so: appearance, localization, element, part, size, direction, value, identifier, dimension1,
  /// dimension2, state, presentation state, layer, scale, gamut, previous state, previous value,
  /// deployment target, glyph weight, glyph size).
  static let macOrder: [RenditionAttribute] = [
    .appearance, .localization, .element, .part, .size, .direction, .value, .identifier, .dimension1, .dimension2,
    .state,
    .presentationState, .layer, .scale, .displayGamut, .previousState, .previousValue, .deploymentTarget, .glyphWeight,
    .glyphSize,
  ]
  /// Kept in a Mac car even when every value is 0: what Xcode 26.3 and 26.6's Mac cars list.
  static let macAlwaysKept: Set<RenditionAttribute> = [
    .appearance, .localization, .element, .part, .size, .identifier, .layer, .scale,
  ]

  /// Kept in a Mac car with an Icon Composer icon built with the stack fallback disabled or for
  /// a target before macOS 10.15 (Apple's two such cars have both): what
  /// Xcode 26.0 and 26.2's Mac cars of two public `.icon` documents built so (their apps' own
  /// scripts) list (appearance element part identifier dimension2 state presentationState scale
  /// previousState previousValue). Five Mac cars of Xcode 26.0 to 26.6 of `.icon` documents built
  /// without that option list `macAlwaysKept`.
  static let macIconComposerKept: Set<RenditionAttribute> = [
    .appearance, .element, .part, .identifier, .state, .presentationState, .scale, .previousState, .previousValue,
  ]

  /// The key format for renditions with these attribute sets: an iOS-family car's, or a Mac car's
  /// (an attribute the Mac order lacks, which no Mac slot should set, goes last).
  /// `iconComposer`: a Mac car with Icon Composer icons keeps another set (`macIconComposerKept`).
  /// `beforeXcode15`: an iOS-family key of Xcode before 15 lists only the attributes some
  /// rendition uses, besides identifier, element and part (Apple's iOS cars of Xcode 12.5, 13.1,
  /// 13.4, 14.0, 14.1, 14.2 and 14.3: `scale dimension1 deploymentTarget identifier element part`
  /// for a pod of universal images; Xcode 15.0 to 26 keep `alwaysKept`), and a Mac key the whole
  /// Mac order (an Xcode 13.2 Mac car; where the Mac changed is not known: 15, as on iOS).
  static func keyFormat(
    for used: Set<RenditionAttribute>, mac: Bool = false, iconComposer: Bool = false, beforeXcode15: Bool = false
  ) -> CARKeyFormat {
    guard mac else {
      let kept: Set<RenditionAttribute> = beforeXcode15 ? [.identifier, .element, .part] : alwaysKept
      return CARKeyFormat(attributes: canonicalOrder.filter { kept.contains($0) || used.contains($0) })
    }
    if beforeXcode15 {
      return CARKeyFormat(attributes: macOrder + canonicalOrder.filter { used.contains($0) && !macOrder.contains($0) })
    }
    let kept = iconComposer ? macIconComposerKept : macAlwaysKept
    let listed = macOrder.filter { kept.contains($0) || used.contains($0) }
    let rest = canonicalOrder.filter { used.contains($0) && !macOrder.contains($0) }
    return CARKeyFormat(attributes: listed + rest)
  }
}
