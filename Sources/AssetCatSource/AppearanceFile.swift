import AssetCatCore
import AssetCatFileSystem
import Foundation

/// Reads `Appearance.json` files (SPEC §4): at a source catalog's root, or one named with
/// `--appearance FILE`.
public enum AppearanceFile {
  /// The file name looked for at a source catalog's root.
  public static let fileName = "Appearance.json"

  /// The rules file of a source catalog (`Demo.xcassets/Appearance.json`), or `nil` when it has none.
  public static func path(inCatalog catalogPath: String) -> String? {
    let p = SourcePath.join(catalogPath, fileName)
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir), !isDir.boolValue else { return nil }
    return p
  }

  /// Reads and parses a catalog's own rules file under the path policy: a symbolic link whose
  /// target leaves the catalog is refused, never read.
  /// `linkRoots`: as the reader's (`SourceReadOptions.linkRoots`).
  public static func load(inCatalog catalog: String, assets: (any AssetLookup)?, linkRoots: [String] = [])
    throws(AppearanceFileError) -> AppearanceRuleSet.ParseResult
  {
    let path = SourcePath.join(catalog, fileName)
    let real = BeneathPath.realPath(catalog) ?? catalog
    if BeneathPath.kind(of: fileName, under: catalog, rootReal: real, linkRoots: linkRoots) == .outside {
      throw .outsideCatalog(path)
    }
    return try load(path: path, assets: assets)
  }

  /// Reads and parses one file; problems in it are AC050 diagnostics.
  /// - Parameter assets: the catalog its images and colors must exist in (`nil`: not checked).
  /// - Throws: `AppearanceFileError` when the file cannot be read at all.
  public static func load(path: String, assets: (any AssetLookup)?) throws(AppearanceFileError)
    -> AppearanceRuleSet.ParseResult
  {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .notFound(path) }
    guard !isDir.boolValue, let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
    return AppearanceRuleSet.parse([UInt8](data), path: path, assets: assets)
  }
}

extension AppearanceFile {
  /// The rules `compile` stores (SPEC §4–5): the `--appearance FILE` when given, else every
  /// catalog's own `Appearance.json` (`catalogFiles`, already parsed for the validator),
  /// concatenated in the order the catalogs were given.
  /// - Parameter assets: the merged catalog the rules' images and colors must exist in.
  /// - Throws: `AppearanceFileError` when a named or found file cannot be read.
  public static func rulesForCompile(
    catalogFiles: CatalogAppearanceFiles, appearanceFile: String?, assets: (any AssetLookup)?
  ) throws(AppearanceFileError) -> AppearanceRuleSet.ParseResult {
    if let appearanceFile { return try load(path: appearanceFile, assets: assets) }
    return try catalogFiles.combined()
  }

  /// `rulesForCompile` reading the catalogs' own files itself (callers without a validation run).
  public static func loadForCompile(
    catalogPaths: [String], appearanceFile: String?, assets: (any AssetLookup)?
  ) throws(AppearanceFileError) -> AppearanceRuleSet.ParseResult {
    let catalogFiles =
      appearanceFile == nil ? CatalogAppearanceFiles.load(catalogPaths: catalogPaths, assets: assets) : .init(files: [])
    return try rulesForCompile(catalogFiles: catalogFiles, appearanceFile: appearanceFile, assets: assets)
  }
}
