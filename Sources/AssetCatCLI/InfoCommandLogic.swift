import AssetCatCore
import AssetCatFileSystem
import AssetCatLookup
import AssetCatSource
import Foundation

/// `assetcat info` and `assetcat devices` as functions returning SPEC §5 exit codes.
public enum InfoCommandLogic {
  public static func run(catalog path: String, format: OutputFormat, output: CommandOutput = .standard) -> Int32 {
    let catalog: LoadedCatalog
    do { catalog = try CatalogLoader.load(path) } catch {
      // The loader's message names the file already.
      output.err("error: \(error)\n")
      return 2
    }
    // A source folder whose name cannot be read as an asset's (AC031: not valid UTF-8, say) is
    // not listed: say so on stderr, so nothing leaves the listing unsaid.
    for d in catalog.source?.diagnostics ?? [] where d.code == .AC031 {
      output.err(d.textLine() + "\n")
    }
    let assets: [Asset]
    do { assets = try CatalogListing.assets(of: catalog) } catch {
      output.err("error: \(path): \(error)\n")
      return 2
    }
    switch format {
    case .json: output.out(CatalogListing.json(catalog, assets: assets).serialized(pretty: true) + "\n")
    case .text: output.out(CatalogListing.text(catalog, assets: assets))
    }
    return 0
  }
}
