import AssetCatCore

extension SourceReadResult {
  /// The same catalogs with only the assets inside `folders` (paths as the user can open them:
  /// the catalog path joined with a folder inside it, an asset's or a group's), and only the
  /// findings, inputs and probes that are not about the other assets: what a partial build of a
  /// few sets (`compile -o X.carpart --set …`) checks and encodes. Findings about the catalog's
  /// own files (its groups' Contents.json) stay.
  public func keepingFolders(_ folders: [String]) -> SourceReadResult {
    func inside(_ path: String, _ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
    func kept(_ path: String) -> Bool { folders.contains { inside(path, $0) } }
    let dropped = assets.map(\.folderPath).filter { !kept($0) }
    func aboutDropped(_ path: String) -> Bool { !kept(path) && dropped.contains { inside(path, $0) } }
    var out = self
    out.assets = assets.filter { kept($0.folderPath) }
    out.catalog = AssetCatalog(assets: out.assets.filter(\.isActive).map(\.asset))
    out.diagnostics = diagnostics.filter { !aboutDropped($0.path) }
    out.inputs = inputs.filter { !aboutDropped($0) }
    out.probes = probes.filter { !aboutDropped($0.key) }
    out.missingFiles = missingFiles.filter { !aboutDropped($0) }
    return out
  }
}
