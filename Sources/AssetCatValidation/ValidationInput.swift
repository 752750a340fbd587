import AssetCatCore
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource

/// Everything the checks look at: what the reader found in one or more catalogs.
public struct ValidationInput: Sendable {
  /// The catalog paths as given.
  public var catalogPaths: [String]
  /// Every asset in path order, including ones whose name lost to an earlier one.
  public var assets: [AssetRecord]
  /// The reader's findings (AC001–AC013, AC030–AC032, AC060, AC061).
  public var diagnostics: [Diagnostic]
  /// Header probes the reader already made, keyed by the path as the user can open it. Files
  /// missing here are probed by the validator.
  public var probes: [String: Result<ImageInfo, ImagingError>]
  /// The catalogs' `Appearance.json` files when the caller has already read them (`compile`
  /// stores the same rules); `nil`: `AppearanceCheck` reads them.
  public var appearanceFiles: CatalogAppearanceFiles?
  /// Where symbolic links may lead (`SourceReadResult.linkRoots`), for reading `Appearance.json`.
  public var linkRoots: [String] = []

  public init(
    catalogPaths: [String], assets: [AssetRecord], diagnostics: [Diagnostic] = [],
    probes: [String: Result<ImageInfo, ImagingError>] = [:], appearanceFiles: CatalogAppearanceFiles? = nil
  ) {
    self.catalogPaths = catalogPaths
    self.assets = assets
    self.diagnostics = diagnostics
    self.probes = probes
    self.appearanceFiles = appearanceFiles
  }

  /// One asset per name (the first in path order): what coverage judges, since a losing duplicate
  /// is never chosen. File checks (AC020–AC024) judge every asset: its files are still the user's.
  public var activeAssets: [AssetRecord] { assets.filter(\.isActive) }
}
