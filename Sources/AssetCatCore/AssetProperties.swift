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
