import AssetCatCore

/// Compares the contents of two catalogs of any kind (source, `.assetcat`, `Assets.car`): assets
/// matched by name, renditions by slot; a rendition changed when its pixel size, point size,
/// encoding, stored bytes, contents (pixels, for bitmaps) or color components differ.
public enum ContentDiff {
  /// `progress(done, total)` after each asset name.
  public static func compare(
    _ a: some RenditionSource, _ b: some RenditionSource, progress: ((Int, Int) -> Void)? = nil
  ) throws -> [CatalogChange] {
    let before = Dictionary(try a.assets().map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
    let after = Dictionary(try b.assets().map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
    let names = Set(before.keys).union(after.keys).sorted()
    var changes: [CatalogChange] = []
    for (done, name) in names.enumerated() {
      switch (before[name], after[name]) {
      case (let x?, nil):
        changes.append(CatalogChange(kind: .removed, asset: name, fields: [kindField(x, nil)], location: a.location(x)))
      case (nil, let y?):
        changes.append(CatalogChange(kind: .added, asset: name, fields: [kindField(nil, y)], location: b.location(y)))
      case (let x?, let y?):
        if x.kind != y.kind {
          let location = b.location(y) ?? a.location(x)
          changes.append(CatalogChange(kind: .changed, asset: name, fields: [kindField(x, y)], location: location))
        }
        changes += renditions(name, a.keyedSummaries(of: x), b.keyedSummaries(of: y))
      default: break
      }
      progress?(done + 1, names.count)
    }
    return changes
  }

  static func kindField(_ a: Asset?, _ b: Asset?) -> CatalogChange.Field {
    CatalogChange.Field(field: "kind", before: a?.kind.rawValue, after: b?.kind.rawValue)
  }

  /// The renditions of asset `name` added, removed and changed, by slot.
  static func renditions(_ name: String, _ a: [String: RenditionSummary], _ b: [String: RenditionSummary])
    -> [CatalogChange]
  {
    var out: [CatalogChange] = []
    for slot in Set(a.keys).union(b.keys).sorted() {
      let (kind, fields): (CatalogChange.Kind, [CatalogChange.Field])
      switch (a[slot], b[slot]) {
      case (let s?, let t?): (kind, fields) = (.changed, differences(s, t))
      case (let s?, nil): (kind, fields) = (.removed, describe(s, as: .removed))
      case (nil, let t?): (kind, fields) = (.added, describe(t, as: .added))
      default: continue
      }
      guard !fields.isEmpty else { continue }
      let location = kind == .removed ? a[slot]?.location : b[slot]?.location ?? a[slot]?.location
      out.append(CatalogChange(kind: kind, asset: name, rendition: slot, fields: fields, location: location))
    }
    return out
  }

  /// What an added or removed rendition is: its name, sizes, encoding, color and bytes, as `after`
  /// values for an addition and `before` values for a removal.
  static func describe(_ s: RenditionSummary, as kind: CatalogChange.Kind) -> [CatalogChange.Field] {
    let values: [(String, String?)] = [
      ("name", s.name), ("pixelSize", s.pixelSize), ("pointSize", s.pointSize), ("encoding", s.encoding),
      ("color", s.color?.text()), ("bytes", s.bytes.map(String.init)),
    ]
    return values.compactMap { field, value in
      value.map { kind == .removed ? .init(field: field, before: $0) : .init(field: field, after: $0) }
    }
  }

  static func differences(_ s: RenditionSummary, _ t: RenditionSummary) -> [CatalogChange.Field] {
    var out: [CatalogChange.Field] = []
    func check(_ field: String, _ a: String?, _ b: String?) {
      if a != b { out.append(CatalogChange.Field(field: field, before: a, after: b)) }
    }
    if s.contentHash != t.contentHash {
      out.append(CatalogChange.Field(field: "pixels", before: s.unreadable, after: t.unreadable))
    }
    if !sameColor(s.color, t.color) {
      let (a, b) = ColorSummary.texts(s.color, t.color)
      out.append(CatalogChange.Field(field: "color", before: a, after: b))
    }
    check("pixelSize", s.pixelSize, t.pixelSize)
    check("pointSize", s.pointSize, t.pointSize)
    check("encoding", s.encoding, t.encoding)
    check("bytes", s.bytes.map(String.init), t.bytes.map(String.init))
    return out
  }

  static func sameColor(_ a: ColorSummary?, _ b: ColorSummary?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.matches(b)
  }
}
