import AssetCatCore
import AssetCatSource

/// AC050 (SPEC §4, §6): each catalog's `Appearance.json`, parsed against the assets of all the
/// catalogs validated together (names are global across them, as the reader makes them).
public struct AppearanceCheck: CatalogCheck {
  public init() {}

  public var codes: [DiagnosticCode] { [.AC050] }

  public func check(_ context: ValidationContext) -> [Diagnostic] {
    let assets = AssetCatalog(assets: context.input.assets.filter(\.isActive).map(\.asset))
    var out: [Diagnostic] = []
    for catalog in context.input.catalogPaths {
      guard let path = AppearanceFile.path(inCatalog: catalog) else { continue }
      do {
        out += try AppearanceFile.load(path: path, assets: assets).diagnostics
      } catch {
        out.append(Diagnostic(.AC050, "\(error.description); check its permissions", path: path))
      }
    }
    return out
  }
}
