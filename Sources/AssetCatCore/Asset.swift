/// One named thing in a catalog (SPEC §1).
public struct Asset: Hashable, Sendable, Codable {
  /// The full name, with `Group/` prefixes for namespacing groups.
  public var name: String
  public var kind: AssetKind
  /// The asset folder relative to its catalog's root (`Icons/Star.imageset`).
  public var path: String
  /// Entries in Contents.json order.
  public var renditions: [Rendition]
  public var properties: AssetProperties

  public init(name: String, kind: AssetKind, path: String, renditions: [Rendition], properties: AssetProperties = .init()) {
    self.name = name
    self.kind = kind
    self.path = path
    self.renditions = renditions
    self.properties = properties
  }
}

public enum AssetKind: String, Hashable, Sendable, Codable, CaseIterable {
  case image, color, data, appIcon = "app-icon", symbol
  /// A known Xcode folder type that is read but not resolved (sprite atlas, image stack, …).
  case other

  /// The folder extension Xcode uses for the kind.
  public var folderExtension: String? {
    switch self {
    case .image: "imageset"
    case .color: "colorset"
    case .data: "dataset"
    case .appIcon: "appiconset"
    case .symbol: "symbolset"
    case .other: nil
    }
  }

  /// Whether SPEC §3 step 3 (scale) applies.
  public var hasScale: Bool { self == .image || self == .appIcon }
}

/// Image-set properties from Contents.json `properties`.
public struct AssetProperties: Hashable, Sendable, Codable {
  /// `template-rendering-intent`: `original` or `template`; `nil` is automatic.
  public var templateRenderingIntent: String?
  public var preservesVectorRepresentation: Bool
  public var compressionType: String?
  public var localizable: Bool
  /// `on-demand-resource-tags`, in written order.
  public var onDemandResourceTags: [String]
  /// `auto-scaling` (`auto` on watchOS image sets), as written.
  public var autoScaling: String?

  public init(
    templateRenderingIntent: String? = nil, preservesVectorRepresentation: Bool = false, compressionType: String? = nil,
    localizable: Bool = false, onDemandResourceTags: [String] = [], autoScaling: String? = nil
  ) {
    self.templateRenderingIntent = templateRenderingIntent
    self.preservesVectorRepresentation = preservesVectorRepresentation
    self.compressionType = compressionType
    self.localizable = localizable
    self.onDemandResourceTags = onDemandResourceTags
    self.autoScaling = autoScaling
  }

  /// SPEC §3 rendering mode: `automatic`, `original` or `template`.
  public var renderingMode: String { templateRenderingIntent ?? "automatic" }
}
