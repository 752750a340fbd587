import AssetCatCore
import Foundation

/// One device of `--devices`: its traits held in portrait and, when it rotates, landscape.
public struct CoverageDevice: Sendable, Hashable {
  public var name: String
  public var portrait: TraitCollection
  public var landscape: TraitCollection?
  public init(name: String, portrait: TraitCollection, landscape: TraitCollection?) {
    self.name = name
    self.portrait = portrait
    self.landscape = landscape
  }
}
