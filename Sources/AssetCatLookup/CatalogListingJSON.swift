import AssetCatCore

/// `info --format json` as Codable types, keys in the order listed: the catalog, its asset count
/// and kinds, the source reader's diagnostic count, the appearance rules and the car's header
/// when there are any, then every asset.
struct CatalogListingJSON: Encodable {
  var catalog: String
  var assetCount: Int
  /// Assets per kind, in `AssetKind` order, kinds with none left out.
  var kinds: JSONOutput
  var diagnosticCount: Int?
  var appearance: JSONOutput?
  var car: JSONOutput?
  var assets: [AssetEntry]

  /// One asset: name, kind, folder, the properties that are set, each rendition (`match`'s
  /// object with its format, and a car's key attributes).
  struct AssetEntry: Encodable {
    var name: String
    var kind: String
    var path: String
    var properties: Properties?
    var renditions: [JSONOutput]
  }

  /// The properties an asset sets; `nil` (left out) when it sets none.
  struct Properties: Encodable {
    var renderingMode: String?
    var preservesVectorRepresentation: Bool?
    var localizable: Bool?
    var compressionType: String?
    var onDemandResourceTags: [String]?

    init?(_ a: Asset) {
      let p = a.properties
      if a.kind == .image || a.kind == .symbol { renderingMode = p.renderingMode }
      if p.preservesVectorRepresentation { preservesVectorRepresentation = true }
      if p.localizable { localizable = true }
      compressionType = p.compressionType
      if !p.onDemandResourceTags.isEmpty { onDemandResourceTags = p.onDemandResourceTags }
      guard
        renderingMode != nil || preservesVectorRepresentation != nil || localizable != nil || compressionType != nil
          || onDemandResourceTags != nil
      else { return nil }
    }
  }
}
