import Foundation

/// The value types of the trait axes of SPEC §2.
///
/// Each type parses its canonical spelling and the aliases Xcode and UIKit users write, and
/// prints the canonical one.

/// A device family (SPEC §2 `idiom`). A slot whose idiom is `universal` has `nil` (any).
public enum Idiom: String, CaseIterable, Sendable, Codable, Comparable {
  case phone, pad, tv, watch, mac, car, vision
  /// App-icon-only idioms Xcode writes in `.appiconset` (never requested by a device).
  case iosMarketing = "ios-marketing"
  case watchMarketing = "watch-marketing"
  case marketing
  /// What Xcode's tvOS "App Icon & Top Shelf Image" template writes beside `tv` in the Top Shelf
  /// image sets (for the App Store, as `ios-marketing` is for iOS icons).
  case tvMarketing = "tv-marketing"

  /// Parses a request value or a Contents.json `idiom` (`iphone` → `.phone`). `universal` is not
  /// an idiom value here: callers treat it as *any*.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "phone", "iphone": self = .phone
    case "pad", "ipad": self = .pad
    case "tv", "appletv": self = .tv
    case "watch": self = .watch
    case "mac": self = .mac
    case "car", "carplay": self = .car
    case "vision", "reality": self = .vision
    case "ios-marketing": self = .iosMarketing
    case "watch-marketing": self = .watchMarketing
    case "marketing": self = .marketing
    case "tv-marketing": self = .tvMarketing
    default: return nil
    }
  }

  /// The spelling Xcode writes in Contents.json.
  public var contentsJSONValue: String {
    switch self {
    case .phone: "iphone"
    case .pad: "ipad"
    case .vision: "vision"
    default: rawValue
    }
  }

  public static func < (a: Idiom, b: Idiom) -> Bool { a.sortIndex < b.sortIndex }
  var sortIndex: Int { Idiom.allCases.firstIndex(of: self)! }
}

/// A horizontal or vertical size class (SPEC §2 `width`, `height`).
public enum SizeClass: String, CaseIterable, Sendable, Codable {
  case compact, regular
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "compact": self = .compact
    case "regular": self = .regular
    default: return nil
    }
  }
}

/// Light or dark appearance (SPEC §2 `style`; Contents.json `appearances` luminosity), or the
/// tinted one iOS 18's home screen asks app icons for (`luminosity: tinted`; Assets.car's
/// `ISAppearanceTintable`). A tinted slot is chosen only for a tinted request, like a dark one.
public enum UserInterfaceStyle: String, CaseIterable, Sendable, Codable {
  case light, dark, tinted
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "light": self = .light
    case "dark": self = .dark
    case "tinted": self = .tinted
    default: return nil
    }
  }
}

/// Accessibility contrast (SPEC §2 `contrast`; Contents.json `appearances` contrast).
public enum Contrast: String, CaseIterable, Sendable, Codable {
  case normal, high
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "normal", "standard": self = .normal
    case "high": self = .high
    default: return nil
    }
  }
}

/// Display gamut (SPEC §2 `gamut`; Contents.json `display-gamut`).
public enum DisplayGamut: String, CaseIterable, Sendable, Codable {
  case srgb, p3
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "srgb": self = .srgb
    case "p3", "display-p3": self = .p3
    default: return nil
    }
  }
  /// The spelling Xcode writes in Contents.json.
  public var contentsJSONValue: String { self == .srgb ? "sRGB" : "display-P3" }
}

/// Layout direction (SPEC §2 `direction`; Contents.json `language-direction`).
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
  case ltr, rtl
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "ltr", "left-to-right": self = .ltr
    case "rtl", "right-to-left": self = .rtl
    default: return nil
    }
  }
  public var contentsJSONValue: String { self == .ltr ? "left-to-right" : "right-to-left" }
}

/// A Metal GPU family in Apple's order (SPEC §2 `graphics`; Contents.json `graphics-feature-set`).
/// A slot matches a request whose value is at least the slot's.
public enum GraphicsFeatureSet: String, CaseIterable, Sendable, Codable, Comparable {
  case metal1v2, metal2v2, metal3v1, metal3v2, metal4v1, metal5v1
  case apple1, apple2, apple3, apple4, apple5, apple6, apple7, apple8, apple9, apple10
  public init?(parsing text: String) {
    guard let value = GraphicsFeatureSet(rawValue: text.lowercased()) else { return nil }
    self = value
  }
  public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
  var rank: Int { Self.allCases.firstIndex(of: self)! }
}

/// Device memory in whole gigabytes (SPEC §2 `memory`: `1GB`…`8GB` and more). A slot matches a
/// request whose memory is at least the slot's.
public enum MemoryClass {
  /// Parses `1GB`, `4gb` or `4` into gigabytes; `nil` for anything else.
  public static func parse(_ text: String) -> Int? {
    var t = text.uppercased()
    if t.hasSuffix("GB") { t.removeLast(2) }
    guard let gb = Int(t), gb >= 1, gb <= 1024 else { return nil }
    return gb
  }
  public static func format(_ gb: Int) -> String { "\(gb)GB" }
}

/// Scale factors: `1`, `2`, `3` (and `1x`, `2x`, `3x`).
public enum ScaleFactor {
  public static func parse(_ text: String) -> Int? {
    var t = text.lowercased()
    if t.hasSuffix("x") { t.removeLast() }
    guard let s = Int(t), (1...3).contains(s) else { return nil }
    return s
  }
}

/// Locale tags (BCP-47), compared case-insensitively with `_` read as `-`.
public enum LocaleTag {
  /// Normalises `fr_CA` / `FR-ca` to `fr-CA`; `nil` when the text cannot be a tag.
  public static func normalize(_ text: String) -> String? {
    let parts = text.replacingOccurrences(of: "_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, !first.isEmpty, first.count <= 8,
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    var out = [first.lowercased()]
    for p in parts.dropFirst() {
      guard !p.isEmpty, p.count <= 8, p.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
      if p.count == 2 {
        out.append(p.uppercased())
      }  // region
      else if p.count == 4 {
        out.append(p.prefix(1).uppercased() + p.dropFirst().lowercased())
      }  // script
      else {
        out.append(p.lowercased())
      }
    }
    return out.joined(separator: "-")
  }

  /// How well a slot tag matches a request tag: 2 exact, 1 the slot is a prefix (language, or
  /// language-script) of the request, `nil` no match.
  public static func matchQuality(slot: String, request: String) -> Int? {
    let s = slot.lowercased(), r = request.lowercased()
    if s == r { return 2 }
    if r.hasPrefix(s + "-") { return 1 }
    return nil
  }
}
