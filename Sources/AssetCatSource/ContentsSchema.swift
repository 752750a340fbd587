import AssetCatCore

/// The folder types and Contents.json keys Xcode writes, so that only keys Xcode does not know
/// are reported (AC002). Collected from Xcode's asset catalog format and real catalogs.
enum ContentsSchema {
  /// Folder extensions of the assets we resolve.
  static let assetKinds: [String: AssetKind] = [
    "imageset": .image, "colorset": .color, "dataset": .data, "appiconset": .appIcon, "symbolset": .symbol,
    // An iMessage app or sticker pack's icon: an app icon set's Contents.json with Messages' sizes.
    "stickersiconset": .appIcon,
  ]

  /// Other Xcode folder types: read as `.other` assets without checking their insides.
  static let otherAssetTypes: Set<String> = [
    "imagestack", "imagestacklayer", "brandassets", "launchimage", "cubetextureset", "textureset",
    "mipmapset", "arresourcegroup", "arreferenceimage", "arreferenceobject",
    "stickerpack", "sticker", "stickersequence", "iconset", "gcdashboardimage",
    "gcleaderboard", "gcleaderboardset", "gcachievement", "solidimagestack", "solidimagestacklayer",
    "watchcomplication", "appicon", "icon", "imagesetgroup",
  ]

  /// Folder types that hold assets the way a group does (their children are assets too).
  static let groupLikeTypes: Set<String> = ["spriteatlas"]

  /// watchOS complication sets: image sets named under the set's name (`CatalogWalker`).
  static let complicationSetType = "complicationset"

  /// The array of entries in each kind's Contents.json.
  static func entriesKey(_ kind: AssetKind) -> String {
    switch kind {
    case .image, .appIcon: "images"
    case .color: "colors"
    case .data: "data"
    case .symbol: "symbols"
    case .other: ""
    }
  }

  static let topLevelKeys: Set<String> = ["info", "properties"]
  static let infoKeys: Set<String> = ["author", "version"]

  /// Keys of `properties`, for every kind (Xcode writes each only where it applies).
  static let propertyKeys: Set<String> = [
    "template-rendering-intent", "preserves-vector-representation", "compression-type", "localizable",
    "on-demand-resource-tags", "auto-scaling", "provides-namespace", "pre-rendered",
    "symbol-rendering-intent", "content-type", "content-reference",
    // A catalog's own Swift asset symbol extensions setting (Xcode 15+, the catalog's root).
    "generate-swift-asset-symbol-extensions",
  ]

  /// Keys that tag an entry with a slot (SPEC §2).
  static let slotKeys: Set<String> = [
    "idiom", "subtype", "screen-width", "scale", "width-class", "height-class", "appearances",
    "display-gamut", "language-direction", "locale", "memory", "graphics-feature-set",
  ]

  static func entryKeys(_ kind: AssetKind) -> Set<String> {
    switch kind {
    // `size`: the point size Xcode writes in a complication set's image sets.
    case .image:
      slotKeys.union(["filename", "resizing", "alignment-insets", "unassigned", "platform", "matching-style", "size"])
    case .appIcon: slotKeys.union(["filename", "size", "role", "platform", "unassigned", "matching-style"])
    case .color: slotKeys.subtracting(["scale"]).union(["color"])
    case .data: slotKeys.union(["filename", "universal-type-identifier", "unassigned"])
    case .symbol: slotKeys.union(["filename", "unassigned"])
    case .other: []
    }
  }

  /// Xcode's color-space names (`color-space`).
  static let rgbColorSpaces: Set<String> = [
    "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "extended-display-p3",
    "extended-linear-display-p3", "linear-srgb",
  ]
  static let grayColorSpaces: Set<String> = ["gray-gamma-22", "extended-gray", "linear-gray", "extended-linear-gray"]

  static func isExtended(_ space: String) -> Bool { space.hasPrefix("extended-") }
}
