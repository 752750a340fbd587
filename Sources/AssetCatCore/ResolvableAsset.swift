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

  /// `choose(_:)` with every candidate's fate (`resolve --explain`); `nil` for an `other` asset,
  /// which is not resolved.
  public func explain(_ traits: TraitCollection) -> RenditionResolver.Explanation? {
    guard asset.kind != .other else { return nil }
    return RenditionResolver.explain(slots: slots, request: traits, usesScale: asset.kind.hasScale)
  }
}
