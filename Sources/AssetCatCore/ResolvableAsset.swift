/// An asset with the slots of its renditions (in Contents.json order) and the resolver's choices
/// for it, built once and shared (a class: handing it out costs one retain, not a copy).
public final class ResolvableAsset: Sendable {
  public let asset: Asset
  /// `asset.renditions.map(\.slot)`.
  public let slots: [TraitCollection]

  public init(_ asset: Asset) {
    self.asset = asset
    self.slots = asset.renditions.map(\.slot)
  }

  /// SPEC §3: the index of the chosen rendition, or `nil` for no match. An `other` asset (an
  /// image stack, a sprite atlas, an Icon Composer icon) is listed, never resolved: a source
  /// catalog holds no renditions for it, and what a car holds for it (a tvOS stack's flattened and
  /// blurred images) is made from its parts, so both answer alike.
  @inlinable
  public func choose(_ traits: TraitCollection) -> Int? {
    guard asset.kind != .other else { return nil }
    return RenditionResolver.choose(slots: slots, request: traits, usesScale: asset.kind.hasScale)
  }

  /// `choose(_:)` for a request that names an app icon size: an app icon set is chosen among
  /// its entries of `iconSize` (`AppIconSize.candidates`); any other asset as `choose(_:)`.
  public func choose(_ traits: TraitCollection, iconSize: AppIconSize?) -> Int? {
    guard asset.kind == .appIcon else { return choose(traits) }
    let subset = AppIconSize.candidates(asset.renditions, size: iconSize, idiom: traits.idiom)
    return RenditionResolver.choose(slots: subset.map { slots[$0] }, request: traits).map { subset[$0] }
  }

  /// `explain(_:)` for a request that names an app icon size: the entries of other sizes fall
  /// first (`otherIconSize`), the rest as `explain(_:)` finds.
  public func explain(_ traits: TraitCollection, iconSize: AppIconSize?) -> RenditionResolver.Explanation? {
    guard asset.kind == .appIcon else { return explain(traits) }
    let subset = AppIconSize.candidates(asset.renditions, size: iconSize, idiom: traits.idiom)
    let e = RenditionResolver.explain(slots: subset.map { slots[$0] }, request: traits)
    var fates = [RenditionResolver.CandidateFate](repeating: .otherIconSize, count: slots.count)
    for (k, i) in subset.enumerated() { fates[i] = e.fates[k] }
    return RenditionResolver.Explanation(request: e.request, chosen: e.chosen.map { subset[$0] }, fates: fates)
  }

  /// `choose(_:)` with every candidate's fate (`resolve --explain`); `nil` for an `other` asset,
  /// which is not resolved.
  public func explain(_ traits: TraitCollection) -> RenditionResolver.Explanation? {
    guard asset.kind != .other else { return nil }
    return RenditionResolver.explain(slots: slots, request: traits, usesScale: asset.kind.hasScale)
  }
}
