/// One difference between two catalogs' contents: an asset or rendition added or removed, or a
/// rendition whose stored form changed (which fields, before and after). A removed rendition's
/// fields hold only `before` values, an added one's only `after` values.
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
  /// The entry in a source catalog's Contents.json (the after catalog's, the before one's for a
  /// removal); `nil` when neither catalog is a source.
  public var location: ChangeLocation?

  /// One line: `~ Logo [idiom=phone,scale=2]: pixels changed; bytes 1200 → 980`, `- Logo
  /// [idiom=universal,scale=2]: name l@2x.png; bytes 3469`.
  public var text: String {
    let sign = kind == .added ? "+" : kind == .removed ? "-" : "~"
    var line = "\(sign) \(subject)"
    guard !fields.isEmpty else { return line }
    line += ": " + fields.map(fieldText).joined(separator: "; ")
    return line
  }

  /// `Logo [idiom=universal,scale=2]`, or the asset's name for a whole asset.
  public var subject: String { rendition.map { "\(asset) [\($0)]" } ?? asset }

  func fieldText(_ f: Field) -> String {
    switch kind {
    case .removed: return "\(f.field) \(f.before ?? "none")"
    case .added: return "\(f.field) \(f.after ?? "none")"
    case .changed:
      return f.field == "pixels" ? "pixels changed" : "\(f.field) \(f.before ?? "none") → \(f.after ?? "none")"
    }
  }

  /// The stored bytes after less before (a removal: less all of them), `nil` when unknown.
  public var bytesDelta: Int? {
    guard let f = fields.first(where: { $0.field == "bytes" }) else { return nil }
    let before = f.before.flatMap { Int($0) } ?? 0, after = f.after.flatMap { Int($0) } ?? 0
    return after - before
  }
}
