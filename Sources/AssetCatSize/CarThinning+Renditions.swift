import AssetCatCAR
import AssetCatCore

extension CarThinning {
  /// The indices in `car.file.renditions` a build thinned for `keep` keeps: each facet's kept
  /// renditions (`kept`), the atlases their packed images point into, and what belongs to no
  /// facet. An atlas none of whose images is kept goes, as `size` counts it.
  public static func keptRenditions(of car: CARCatalog, keeping keep: TraitCollection) -> Set<Int> {
    let file = car.file
    var out: Set<Int> = []
    var placed: Set<Int> = []
    for facet in car.facets.values {
      let chosen = kept(facet, keeping: keep)
      for (i, e) in facet.entries.enumerated() {
        guard let index = file.renditionIndex[e.key] else { continue }
        placed.insert(index)
        guard chosen.contains(i), e.header.layout != .packedImage else { continue }
        out.insert(index)
        if let atlas = file.packedImage(e)?.atlas { out.insert(atlas) }
      }
    }
    for i in file.renditions.indices where !placed.contains(i) && file.renditions[i].header.layout != .packedImage {
      out.insert(i)
    }
    return out
  }
}
