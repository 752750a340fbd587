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

  public init(
    name: String, kind: AssetKind, path: String, renditions: [Rendition], properties: AssetProperties = .init()
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.renditions = renditions
    self.properties = properties
  }

  /// The folder's type: its name's extension, lowercased (`imageset`, `brandassets`; empty for a
  /// folder without one).
  public var folderType: String {
    let folder = path.split(separator: "/").last ?? ""
    guard let dot = folder.lastIndex(of: ".") else { return "" }
    return folder[folder.index(after: dot)...].lowercased()
  }
}
