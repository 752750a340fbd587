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
