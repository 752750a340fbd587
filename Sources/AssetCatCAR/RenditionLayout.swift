/// A rendition's layout (CSI header offset 36): what the payload holds.
public struct RenditionLayout: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let onePartImage = Self(rawValue: 0)
  public static let gradient = Self(rawValue: 6)
  public static let effect = Self(rawValue: 7)
  public static let vector = Self(rawValue: 9)
  public static let onePartFixedSize = Self(rawValue: 10)
  public static let onePartTile = Self(rawValue: 11)
  public static let onePartScale = Self(rawValue: 12)
  public static let rawData = Self(rawValue: 1000)
  public static let externalLink = Self(rawValue: 1001)
  public static let layerStack = Self(rawValue: 1002)
  public static let internalLink = Self(rawValue: 1003)
  public static let packedImage = Self(rawValue: 1004)
  public static let namedContent = Self(rawValue: 1005)
  public static let thinningPlaceholder = Self(rawValue: 1006)
  public static let texture = Self(rawValue: 1007)
  public static let textureImage = Self(rawValue: 1008)
  public static let color = Self(rawValue: 1009)
  public static let multisizeImageSet = Self(rawValue: 1010)
  public static let modelAsset = Self(rawValue: 1011)
  public static let vectorGlyph = Self(rawValue: 1017)
  public static let iconStack = Self(rawValue: 1019)
  public static let iconGroup = Self(rawValue: 1020)
  public static let iconGradient = Self(rawValue: 1021)

  /// A name for messages and `info`.
  public var name: String {
    switch rawValue {
    case 0: "one-part image"
    case 1...5: "sliced image (legacy)"
    case 6: "gradient"
    case 7: "effect"
    case 8: "animation"
    case 9: "vector"
    case 10: "one-part fixed size"
    case 11: "one-part tile"
    case 12: "one-part scale"
    case 20...25: "three-part image"
    case 30...34: "nine-part image"
    case 40: "six-part image"
    case 50: "animation filmstrip"
    case 1000: "raw data"
    case 1001: "external link"
    case 1002: "layer stack"
    case 1003: "internal link"
    case 1004: "packed image"
    case 1005: "named content"
    case 1006: "thinning placeholder"
    case 1007: "texture"
    case 1008: "texture image"
    case 1009: "color"
    case 1010: "multisize image set"
    case 1011: "model asset"
    case 1017: "vector glyph"
    case 1019: "icon stack (Icon Composer)"
    case 1020: "icon group (Icon Composer)"
    case 1021: "icon gradient (Icon Composer)"
    default: "layout \(rawValue)"
    }
  }

  public var description: String { name }

  /// A bitmap whose pixels are in the payload (an MLEC wrapper).
  public var isBitmap: Bool {
    switch rawValue {
    case 0...5, 10, 11, 12, 20...25, 30...34, 40, 50, 1004: true
    default: false
    }
  }

  /// Slicing of a bitmap layout: `3-part-horizontal`, `3-part-vertical`, `9-part`, or `nil`.
  public var slicingMode: String? {
    switch rawValue {
    case 20...22: "3-part-horizontal"
    case 23...25: "3-part-vertical"
    case 30...34: "9-part"
    default: nil
    }
  }

  /// The center's mode a slicing layout names: the first of each family tiles (20, 23, 30), the
  /// second stretches (21, 24, 31), as acextract's Xcode 7.3 car keys its sliced images; `nil`
  /// for the others.
  public var slicingCenterMode: String? {
    guard let base = Self.slicingBases[slicingMode ?? ""] else { return nil }
    return rawValue == base ? "tile" : rawValue == base + 1 ? "stretch" : nil
  }

  /// The layout of a sliced bitmap: `mode`'s family, tiling when `centerMode` is `tile`, else
  /// stretching.
  public static func sliced(mode: String, centerMode: String?) -> RenditionLayout {
    let base = slicingBases[mode] ?? slicingBases["9-part"]!
    return RenditionLayout(rawValue: centerMode == "tile" ? base : base + 1)
  }

  static let slicingBases: [String: UInt16] = ["3-part-horizontal": 20, "3-part-vertical": 23, "9-part": 30]
}
