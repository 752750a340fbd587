import AssetCatCore

/// The `Appearance.json` at the root of each source catalog of one run, each read and parsed
/// once (SPEC §4): the validator's AC050 check reports its findings and `compile` stores its
/// rules, from the same parse.
public struct CatalogAppearanceFiles: Sendable {
  /// One catalog's rules file and what reading it gave.
  public struct File: Sendable {
    public var path: String
    public var result: Result<AppearanceRuleSet.ParseResult, AppearanceFileError>
  }

  /// In the order the catalogs were given; catalogs without a rules file have no entry.
  public var files: [File]

  public init(files: [File]) {
    self.files = files
  }

  /// Reads every catalog's own `Appearance.json`.
  /// - Parameter assets: the merged catalog the rules' images and colors must exist in.
  /// - Parameter linkRoots: as the reader's (`SourceReadOptions.linkRoots`).
  public static func load(catalogPaths: [String], assets: (any AssetLookup)?, linkRoots: [String] = [])
    -> CatalogAppearanceFiles
  {
    let files = catalogPaths.compactMap { catalog -> File? in
      guard let path = AppearanceFile.path(inCatalog: catalog) else { return nil }
      return File(
        path: path,
        result: Result { () throws(AppearanceFileError) in
          try AppearanceFile.load(inCatalog: catalog, assets: assets, linkRoots: linkRoots)
        }
      )
    }
    return CatalogAppearanceFiles(files: files)
  }

  /// Every file's rules concatenated in catalog order (a later catalog's rule wins a full tie, as
  /// a later rule in one file does), with every file's findings.
  /// A file refused by the path policy adds nothing (the validator reports it: AC032).
  /// - Throws: the first `AppearanceFileError` of a file that could not be read.
  public func combined() throws(AppearanceFileError) -> AppearanceRuleSet.ParseResult {
    var rules: [AppearanceRule] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      if case .failure(.outsideCatalog) = file.result { continue }
      let r = try file.result.get()
      rules += r.rules.rules
      diagnostics += r.diagnostics
    }
    return .init(
      rules: AppearanceRuleSet(rules: rules, path: files.count == 1 ? files[0].path : nil), diagnostics: diagnostics)
  }
}
