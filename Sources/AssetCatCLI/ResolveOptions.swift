import AssetCatCore
import AssetCatSource
import Foundation

/// The options of `assetcat resolve`.
public struct ResolveOptions: Sendable {
  public var catalog: String
  public var name: String?
  public var traits: String?
  public var device: String?
  public var orientation: String?
  public var split: String?
  /// The app icon size in points (`--size 60`); `nil`: the home-screen icon.
  public var size: Double?
  public var format: OutputFormat = .text
  public var explain = false
  /// A JSON Lines file, or `-` for standard input.
  public var batch: String?
  /// Appearance query (SPEC §4): the component, its containers innermost first, `name=value`
  /// instance values, and a rules file that replaces the catalog's own.
  public var component: String?
  public var containers: [String] = []
  public var set: [String] = []
  public var appearance: String?

  public init(catalog: String, name: String? = nil) {
    self.catalog = catalog
    self.name = name
  }
}
