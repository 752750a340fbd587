import AssetCatCAR
import AssetCatCore

/// Which renditions of a car's facet a build thinned for a device keeps. A car holds what the
/// writer made of the source: a kept PDF beside the bitmaps drawn from it at every scale, app
/// icons keyed at the scale of their file (a single-size icon at 1). So the source rule
/// (`CatalogThinning`, a request's choice) applies to the bitmaps; a kept vector stays wherever
/// its idiom fits, as the writer keeps it; an app icon keeps, per size and appearance, the
/// device's scale where the set has it and otherwise what it has.
public enum CarThinning {
  static func kept(_ facet: CARCatalog.Facet, keeping keep: TraitCollection) -> Set<Int> {
    let asset = facet.asset.asset
    if asset.kind == .appIcon { return icons(asset, keeping: keep) }
    let vectors = asset.renditions.indices.filter { facet.entries[$0].header.layout == .vector }
    let bitmaps = asset.renditions.indices.filter { facet.entries[$0].header.layout != .vector }
    var drawn = asset
    drawn.renditions = bitmaps.map { asset.renditions[$0] }
    var kept = Set(CatalogThinning.keptRenditions(of: drawn, keeping: keep).map { bitmaps[$0] })
    kept.formUnion(vectors.filter { fits(asset.renditions[$0].slot.idiom, keep) })
    return kept
  }

  static func fits(_ idiom: Idiom?, _ keep: TraitCollection) -> Bool {
    idiom == nil || keep.idiom == nil || idiom == keep.idiom
  }

  static func icons(_ asset: Asset, keeping keep: TraitCollection) -> Set<Int> {
    struct Place: Hashable {
      var slot: TraitCollection
      var size: String?
    }
    var places: [Place: [Int]] = [:]
    for (i, r) in asset.renditions.enumerated() where fits(r.slot.idiom, keep) {
      var slot = r.slot
      slot.scale = nil
      places[Place(slot: slot, size: r.iconSize), default: []].append(i)
    }
    var kept: Set<Int> = []
    for indices in places.values {
      let exact = indices.filter { asset.renditions[$0].slot.scale == keep.scale }
      kept.formUnion(keep.scale == nil || exact.isEmpty ? indices : exact)
    }
    return kept
  }

  /// Of renditions that differ only by the deployment-target attribute (key slot `slot`, the
  /// variants Xcode writes for a target before iOS 13), the newest: the one a device on today's
  /// system reads and its thinned car keeps.
  static func newestVariants(_ kept: Set<Int>, of facet: CARCatalog.Facet, slot: Int?) -> Set<Int> {
    guard let slot else { return kept }
    var newest: [[UInt16]: Int] = [:]
    for i in kept.sorted() {
      var values = facet.entries[i].key.values
      guard slot < values.count else { return kept }
      values[slot] = 0
      if let j = newest[values], facet.entries[j].key.values[slot] >= facet.entries[i].key.values[slot] { continue }
      newest[values] = i
    }
    return Set(newest.values)
  }
}
