import AssetCatCore
import AssetCatSource

/// AC050 (SPEC §4, §6): each catalog's `Appearance.json`, parsed against the assets of all the
/// catalogs validated together (names are global across them, as the reader makes them).
public struct AppearanceCheck: CatalogCheck {
  public init() {}

  public var codes: [DiagnosticCode] { [.AC050, .AC032] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    let files = context.input.appearanceFiles ?? Self.load(context.input)
    return files.files.flatMap { file in
      switch file.result {
      case .success(let parsed): parsed.diagnostics
      case .failure(let error) where error == .outsideCatalog(file.path):
        [Diagnostic(.AC032, error.description, path: file.path)]
      case .failure(let error): [Diagnostic(.AC050, "\(error.description); check its permissions", path: file.path)]
      }
    }
  }

  /// The catalogs' rules files checked against every active asset of the run.
  public static func load(_ input: ValidationInput) -> CatalogAppearanceFiles {
    let assets = AssetCatalog(assets: input.activeAssets.map(\.asset))
    return CatalogAppearanceFiles.load(catalogPaths: input.catalogPaths, assets: assets, linkRoots: input.linkRoots)
  }
}
