/// Anything that can answer lookups by asset name: a source catalog read into memory or a
/// compiled catalog (memory-mapped). SPEC §3: both must give the same answers.
public protocol AssetLookup: Sendable {
  /// All asset names, sorted.
  var assetNames: [String] { get }
  /// The asset with exactly this name, or `nil`.
  func asset(named name: String) -> Asset?
}

extension AssetLookup {
  /// SPEC §3 for one asset: the chosen rendition, or `nil` for no match (or no such asset).
  public func resolve(_ name: String, traits: TraitCollection) -> (asset: Asset, rendition: Rendition)? {
    guard let asset = asset(named: name) else { return nil }
    guard let i = RenditionResolver.choose(slots: asset.renditions.map(\.slot), request: traits, usesScale: asset.kind.hasScale) else { return nil }
    return (asset, asset.renditions[i])
  }
}

/// An in-memory set of assets (what the source reader produces).
public struct AssetCatalog: AssetLookup, Hashable, Codable {
  /// Assets sorted by name; a name appears once (SPEC AC030: the first in path order wins).
  public private(set) var assets: [Asset]
  private var index: [String: Int]

  public init(assets: [Asset]) {
    var seen = Set<String>()
    self.assets = assets.filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
    self.index = Dictionary(uniqueKeysWithValues: self.assets.enumerated().map { ($1.name, $0) })
  }

  public var assetNames: [String] { assets.map(\.name) }
  public func asset(named name: String) -> Asset? { index[name].map { assets[$0] } }
}
