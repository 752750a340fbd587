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

  /// SPEC §3: the index of the chosen rendition, or `nil` for no match.
  @inlinable
  public func choose(_ traits: TraitCollection) -> Int? {
    RenditionResolver.choose(slots: slots, request: traits, usesScale: asset.kind.hasScale)
  }
}
