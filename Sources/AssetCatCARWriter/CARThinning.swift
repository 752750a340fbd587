import AssetCatCore
import AssetCatSource

/// A car for one kind of device (`compile -o X.car --keep TRAITS`, actool's
/// `--filter-for-device-model`): what a build for that device keeps, as actool's app thinning
/// does (a 3x device gets its 3x images, none of the 1x ones; Docs/Actool.md, "Command line").
///
/// Image, color and data sets keep the renditions some request containing the traits can choose
/// (`CatalogThinning`, the rule `compile --keep` applies to `.assetcat`). App icon sets are not
/// chosen by request but read by size, so they keep every size whose idiom and scale fit the
/// traits (universal and unscaled slots fit any); the App Store idiom goes when an idiom is
/// fixed, as in Apple's device builds. Vectors are drawn at the fixed scale only
/// (`CARVectorScales`).
enum CARThinning {
  static func thin(_ source: SourceReadResult, keeping keep: TraitCollection) -> SourceReadResult {
    source.keepingRenditions { keptIndices($0, keeping: keep) }
  }

  static func thin(_ a: SourceAsset, keeping keep: TraitCollection) -> SourceAsset {
    a.keepingRenditions(keptIndices(a.asset, keeping: keep))
  }

  /// Indices of the renditions kept, in their order.
  static func keptIndices(_ asset: Asset, keeping keep: TraitCollection) -> [Int] {
    guard asset.kind == .appIcon else { return CatalogThinning.keptRenditions(of: asset, keeping: keep).sorted() }
    return asset.renditions.indices.filter { i in
      let slot = asset.renditions[i].slot
      let idiomFits = slot.idiom == nil || keep.idiom == nil || slot.idiom == keep.idiom
      let scaleFits = slot.scale == nil || keep.scale == nil || slot.scale == keep.scale
      return idiomFits && scaleFits
    }
  }
}
