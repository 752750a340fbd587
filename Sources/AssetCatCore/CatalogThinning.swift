/// `compile --keep TRAITS` (SPEC §5): keeps only the renditions that some request containing
/// `TRAITS` can choose.
///
/// For each asset, the requests that matter are enumerated axis by axis from the asset's own slot
/// values: an axis on which no slot is specific cannot change the answer (one value, unspecified);
/// on an axis fixed by `TRAITS`, only that value; otherwise every value a slot names plus
/// *unspecified* (a value no slot names behaves like unspecified; for `locale`, `memory` and
/// `graphics` a value between slot values behaves like the nearest slot value below it; for
/// `screenWidth`, the widths at and just above each slot's bound stand for every width), and for
/// the defaulted axes (style, contrast, gamut, direction) every value; `scale` is 1, 2 and 3.
/// Every request containing `TRAITS` chooses what one of these enumerated requests chooses, and a
/// rendition that no request chooses never changes another request's answer, so a thinned catalog
/// answers every request containing `TRAITS` exactly as the full one does.
///
/// An asset whose enumeration would exceed `maxRequestsPerAsset` keeps all of its renditions.
public enum CatalogThinning {
  public static let maxRequestsPerAsset = 200_000

  public static func thin(_ catalog: AssetCatalog, keeping keep: TraitCollection) -> AssetCatalog {
    AssetCatalog(assets: catalog.assets.map { thin($0, keeping: keep) })
  }

  public static func thin(_ asset: Asset, keeping keep: TraitCollection) -> Asset {
    let kept = keptRenditions(of: asset, keeping: keep)
    var out = asset
    out.renditions = asset.renditions.enumerated().filter { kept.contains($0.offset) }.map(\.element)
    return out
  }

  /// Indices (in `asset.renditions`) of the renditions some request containing `keep` chooses.
  public static func keptRenditions(of asset: Asset, keeping keep: TraitCollection) -> Set<Int> {
    let slots = asset.renditions.map(\.slot)
    if slots.isEmpty { return [] }
    guard let requests = candidateRequests(slots: slots, keep: keep, usesScale: asset.kind.hasScale) else {
      return Set(slots.indices)
    }
    var kept = Set<Int>()
    for r in requests {
      if let i = RenditionResolver.choose(slots: slots, request: r, usesScale: asset.kind.hasScale) { kept.insert(i) }
      if kept.count == slots.count { break }
    }
    return kept
  }

  /// Request widths that stand for every width: each bound N of a slot's condition and N + 1 (the
  /// conditions change their answer only there).
  static func screenWidths(around conditions: [ScreenWidth]) -> [String] {
    var widths = Set<Int>()
    for c in conditions {
      switch c {
      case .points(let n), .atMost(let n), .above(let n):
        widths.insert(n)
        widths.insert(n + 1)
      }
    }
    return widths.sorted().map(String.init)
  }

  /// The requests to try, or `nil` when there would be more than `maxRequestsPerAsset`.
  static func candidateRequests(slots: [TraitCollection], keep: TraitCollection, usesScale: Bool) -> [TraitCollection]?
  {
    // The axes `keep` fixes are set once on a base request; the others vary only where a slot
    // names them (scale: where slots differ in it). Most assets vary on none, so no list of
    // values is made for them.
    var base = TraitCollection()
    var varying: [(TraitAxis, [String?])] = []
    var total = 1
    for axis in TraitAxis.allCases {
      if let fixed = keep.value(of: axis) {
        try? base.set(axis, text: fixed)  // values come from canonical spellings
        continue
      }
      guard let values = candidateValues(axis, slots: slots, usesScale: usesScale) else { continue }
      total *= values.count
      if total > maxRequestsPerAsset { return nil }
      varying.append((axis, values))
    }
    var out: [TraitCollection] = [base]
    for (axis, values) in varying {
      var next: [TraitCollection] = []
      next.reserveCapacity(out.count * values.count)
      for request in out {
        for v in values {
          var t = request
          try? t.set(axis, text: v)
          next.append(t)
        }
      }
      out = next
    }
    return out
  }

  /// The values to try on an axis `keep` leaves open, `nil` first (unspecified); `nil` when only
  /// `nil` is worth trying.
  private static func candidateValues(_ axis: TraitAxis, slots: [TraitCollection], usesScale: Bool) -> [String?]? {
    if axis == .scale {
      return usesScale && slots.contains(where: { $0.scale != slots[0].scale }) ? ["1", "2", "3"] : nil
    }
    guard slots.contains(where: { $0.isSpecified(axis) }) else { return nil }
    switch axis {
    case .style, .contrast, .gamut, .direction: return [nil] + allValues(axis)
    case .screenWidth: return [nil] + screenWidths(around: slots.compactMap(\.screenWidth))
    default: return [nil] + Set(slots.compactMap { $0.value(of: axis) }).sorted()
    }
  }

  static func allValues(_ axis: TraitAxis) -> [String] {
    switch axis {
    case .style: UserInterfaceStyle.allCases.map(\.rawValue)
    case .contrast: Contrast.allCases.map(\.rawValue)
    case .gamut: DisplayGamut.allCases.map(\.rawValue)
    case .direction: LayoutDirection.allCases.map(\.rawValue)
    default: []
    }
  }
}
