/// Anything that can answer lookups by asset name: a source catalog read into memory or a
/// compiled catalog (memory-mapped). SPEC §3: both must give the same answers.
public protocol AssetLookup: Sendable {
  /// All asset names, sorted.
  var assetNames: [String] { get }
  /// The asset with exactly this name, or `nil`.
  func asset(named name: String) -> Asset?
  /// The asset with exactly this name with its renditions' slots, ready for SPEC §3, or `nil`.
  /// The default builds one from `asset(named:)` per call; a lookup that keeps decoded assets
  /// (a compiled catalog) returns its cached value, so resolving allocates nothing.
  func resolvableAsset(named name: String) -> ResolvableAsset?
  /// `resolvableAsset(named:)` that throws when the asset's records cannot be read (a compiled
  /// catalog's corrupt record) instead of answering "no such asset". In-memory catalogs never throw.
  func loadResolvableAsset(named name: String) throws -> ResolvableAsset?
  /// `assetNames` that throws when the names cannot be read.
  func loadAssetNames() throws -> [String]
}

extension AssetLookup {
  public func resolvableAsset(named name: String) -> ResolvableAsset? {
    asset(named: name).map(ResolvableAsset.init)
  }

  public func loadResolvableAsset(named name: String) throws -> ResolvableAsset? { resolvableAsset(named: name) }
  public func loadAssetNames() throws -> [String] { assetNames }

  /// SPEC §3 for one asset without copying it: the asset with its slots and the index of the
  /// chosen rendition in `asset.renditions`, or `nil` for no match (or no such asset). The same
  /// choice as `resolve`, for callers on a hot path (one retain, no copy of the asset or rendition).
  public func resolution(_ name: String, traits: TraitCollection) -> (asset: ResolvableAsset, index: Int)? {
    guard let r = resolvableAsset(named: name), let i = r.choose(traits) else { return nil }
    return (r, i)
  }

  /// SPEC §3 for one asset: the chosen rendition, or `nil` for no match (or no such asset).
  public func resolve(_ name: String, traits: TraitCollection) -> (asset: Asset, rendition: Rendition)? {
    guard let r = resolvableAsset(named: name), let i = r.choose(traits) else { return nil }
    return (r.asset, r.asset.renditions[i])
  }
}
