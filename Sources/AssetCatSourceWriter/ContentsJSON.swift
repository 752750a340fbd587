import AssetCatCore

/// A Contents.json file as Codable types, keys in the order Xcode writes them: an asset folder's
/// entries (`images`, `colors`, `data` or `symbols`), `info`, an image stack's `layers`, then
/// `properties`. `ContentsJSONWriter` writes it through `JSONOutputEncoder` in `XcodeJSONStyle`.
struct ContentsJSON: Encodable {
  /// The entries' key, by the asset's kind; `nil` for a folder without entries.
  var entriesKey: String?
  var entries: [Entry] = []
  var info = Info()
  var layers: [Layer]?
  var properties: Properties?

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    if let entriesKey { try c.encode(entries, forKey: Key(entriesKey)) }
    try c.encode(info, forKey: Key("info"))
    try c.encodeIfPresent(layers, forKey: Key("layers"))
    try c.encodeIfPresent(properties, forKey: Key("properties"))
  }

  /// A member name as a coding key.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  struct Info: Encodable {
    var author = "xcode"
    var version = 1
  }

  /// An image stack's layer folder.
  struct Layer: Encodable {
    var filename: String
  }

  /// A folder's properties: an asset's, or a group's `provides-namespace`.
  struct Properties: Encodable {
    var templateRenderingIntent: String?
    var preservesVectorRepresentation: Bool?
    var compressionType: String?
    var localizable: Bool?
    var onDemandResourceTags: [String]?
    var autoScaling: String?
    var providesNamespace: Bool?

    enum CodingKeys: String, CodingKey {
      case templateRenderingIntent = "template-rendering-intent"
      case preservesVectorRepresentation = "preserves-vector-representation"
      case compressionType = "compression-type"
      case localizable
      case onDemandResourceTags = "on-demand-resource-tags"
      case autoScaling = "auto-scaling"
      case providesNamespace = "provides-namespace"
    }
  }
}
