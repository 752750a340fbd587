/// One difference between two catalogs' contents: an asset or rendition added or removed, or a
/// rendition whose stored form changed (which fields, before and after).
public struct CatalogChange: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case added, removed, changed
  }

  public struct Field: Hashable, Sendable, Codable {
    public var field: String
    public var before: String?
    public var after: String?
  }

  public var kind: Kind
  public var asset: String
  /// The rendition's slot (and its place among the slot's renditions); `nil` for a whole asset.
  public var rendition: String?
  public var fields: [Field]

  /// One line: `~ Logo [idiom=phone,scale=2]: pixels changed; bytes 1200 → 980`.
  public var text: String {
    let sign = kind == .added ? "+" : kind == .removed ? "-" : "~"
    var line = "\(sign) \(asset)"
    if let rendition { line += " [\(rendition)]" }
    guard !fields.isEmpty else { return line }
    return line + ": "
      + fields.map { f in
        f.field == "pixels" ? "pixels changed" : "\(f.field) \(f.before ?? "none") → \(f.after ?? "none")"
      }.joined(separator: "; ")
  }
}
