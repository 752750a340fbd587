/// A typed reference to one asset by name: what `assetcat symbols` generates a constant of for
/// every image, color and data set (`CatalogImage.logo`, `CatalogColor.Brand.primary`).
/// Resolving it goes through any `AssetLookup` (a source or compiled catalog), so code that uses
/// the generated constants cannot misspell a name.
public protocol CatalogAssetReference: Hashable, Sendable {
  /// The asset's full name, with `Group/` prefixes for namespacing groups.
  var name: String { get }
  /// The kind of asset the reference names; a lookup answers only an asset of this kind.
  static var referencedKind: AssetKind { get }
}

/// A generated constant for an image set.
public struct CatalogImage: CatalogAssetReference {
  public let name: String
  public static var referencedKind: AssetKind { .image }
  public init(name: String) { self.name = name }
}

/// A generated constant for a color set.
public struct CatalogColor: CatalogAssetReference {
  public let name: String
  public static var referencedKind: AssetKind { .color }
  public init(name: String) { self.name = name }
}

/// A generated constant for a data set.
public struct CatalogData: CatalogAssetReference {
  public let name: String
  public static var referencedKind: AssetKind { .data }
  public init(name: String) { self.name = name }
}

extension AssetLookup {
  /// The asset `reference` names, or `nil` when there is none of that name and kind.
  public func asset(_ reference: some CatalogAssetReference) -> Asset? {
    guard let asset = asset(named: reference.name), asset.kind == type(of: reference).referencedKind else { return nil }
    return asset
  }

  /// The chosen rendition of the image `image` names for `traits`, or `nil` for no match.
  public func resolve(_ image: CatalogImage, traits: TraitCollection) -> (asset: Asset, rendition: Rendition)? {
    resolveReference(image, traits: traits)
  }

  /// The chosen rendition of the color `color` names for `traits`, or `nil` for no match.
  public func resolve(_ color: CatalogColor, traits: TraitCollection) -> (asset: Asset, rendition: Rendition)? {
    resolveReference(color, traits: traits)
  }

  /// The chosen rendition of the data set `data` names for `traits`, or `nil` for no match.
  public func resolve(_ data: CatalogData, traits: TraitCollection) -> (asset: Asset, rendition: Rendition)? {
    resolveReference(data, traits: traits)
  }

  private func resolveReference(
    _ reference: some CatalogAssetReference, traits: TraitCollection
  ) -> (asset: Asset, rendition: Rendition)? {
    guard asset(reference) != nil else { return nil }
    return resolve(reference.name, traits: traits)
  }
}
