import AssetCatCore

/// Compares the contents of two catalogs of any kind (source, `.assetcat`, `Assets.car`): assets
/// matched by name, renditions by slot; a rendition changed when its pixel size, point size,
/// encoding, stored bytes or contents (pixels, for bitmaps) differ.
public enum ContentDiff {
  public static func compare(_ a: some RenditionSource, _ b: some RenditionSource) throws -> [CatalogChange] {
    let before = Dictionary(try a.assets().map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
    let after = Dictionary(try b.assets().map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
    var changes: [CatalogChange] = []
    for name in Set(before.keys).union(after.keys).sorted() {
      switch (before[name], after[name]) {
      case (let x?, nil): changes.append(CatalogChange(kind: .removed, asset: name, fields: [kindField(x, nil)]))
      case (nil, let y?): changes.append(CatalogChange(kind: .added, asset: name, fields: [kindField(nil, y)]))
      case (let x?, let y?): changes += renditions(x, a.keyedSummaries(of: x), y, b.keyedSummaries(of: y))
      default: break
      }
    }
    return changes
  }

  static func kindField(_ a: Asset?, _ b: Asset?) -> CatalogChange.Field {
    CatalogChange.Field(field: "kind", before: a?.kind.rawValue, after: b?.kind.rawValue)
  }

  static func renditions(
    _ x: Asset, _ a: [String: RenditionSummary], _ y: Asset, _ b: [String: RenditionSummary]
  ) -> [CatalogChange] {
    var out: [CatalogChange] = []
    if x.kind != y.kind { out.append(CatalogChange(kind: .changed, asset: x.name, fields: [kindField(x, y)])) }
    for slot in Set(a.keys).union(b.keys).sorted() {
      switch (a[slot], b[slot]) {
      case (let s?, nil): out.append(CatalogChange(kind: .removed, asset: x.name, rendition: slot, fields: describe(s)))
      case (nil, let t?): out.append(CatalogChange(kind: .added, asset: x.name, rendition: slot, fields: describe(t)))
      case (let s?, let t?):
        let fields = differences(s, t)
        if !fields.isEmpty { out.append(CatalogChange(kind: .changed, asset: x.name, rendition: slot, fields: fields)) }
      default: break
      }
    }
    return out
  }

  /// What an added or removed rendition is: its name, sizes, encoding and bytes.
  static func describe(_ s: RenditionSummary) -> [CatalogChange.Field] {
    let values: [(String, String?)] = [
      ("name", s.name), ("pixelSize", s.pixelSize), ("pointSize", s.pointSize), ("encoding", s.encoding),
      ("bytes", s.bytes.map(String.init)),
    ]
    return values.compactMap { v in v.1.map { CatalogChange.Field(field: v.0, before: nil, after: $0) } }
  }

  static func differences(_ s: RenditionSummary, _ t: RenditionSummary) -> [CatalogChange.Field] {
    var out: [CatalogChange.Field] = []
    func check(_ field: String, _ a: String?, _ b: String?) {
      if a != b { out.append(CatalogChange.Field(field: field, before: a, after: b)) }
    }
    if s.contentHash != t.contentHash {
      out.append(CatalogChange.Field(field: "pixels", before: s.unreadable, after: t.unreadable))
    }
    check("pixelSize", s.pixelSize, t.pixelSize)
    check("pointSize", s.pointSize, t.pointSize)
    check("encoding", s.encoding, t.encoding)
    check("bytes", s.bytes.map(String.init), t.bytes.map(String.init))
    return out
  }
}
