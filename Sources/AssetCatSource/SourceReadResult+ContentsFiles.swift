import Foundation

extension SourceReadResult {
  /// The Contents.json files that `compile` keeps for an exact `extract`: each active asset's, the
  /// group folders' above it, every other group folder's (an empty group) and the catalog root's,
  /// keyed by path relative to the catalog's root
  /// (`Contents.json`, `Icons/add.imageset/Contents.json`), with their text as read. Only files the
  /// reader read (so its path rules held); the first catalog given wins a path that several share;
  /// a file that is not UTF-8 is left out (extract then rebuilds it from the model).
  public func contentsFiles() -> [String: String] {
    let read = Set(inputs)
    var out: [String: String] = [:]
    for a in assets where a.isActive {
      for folder in Self.folders(from: a.asset.path) {
        let inner = folder.isEmpty ? "Contents.json" : folder + "/Contents.json"
        guard out[inner] == nil else { break }  // its ancestors were taken with it
        let path = SourcePath.join(a.catalogPath, inner)
        guard read.contains(path), let data = FileManager.default.contents(atPath: path),
          let text = String(validating: data, as: UTF8.self)
        else { continue }
        out[inner] = text
      }
    }
    for (inner, path) in groupContentsFiles() where out[inner] == nil {
      if let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) {
        out[inner] = text
      }
    }
    return out
  }

  /// The Contents.json files the reader read in group folders (a folder name without an
  /// extension), as (path relative to the catalog's root, path as read); the first catalog first.
  func groupContentsFiles() -> [(inner: String, path: String)] {
    var out: [(String, String)] = []
    for catalog in catalogPaths {
      let prefix = catalog.hasSuffix("/") ? catalog : catalog + "/"
      for path in inputs where path.hasPrefix(prefix) && path.hasSuffix("/Contents.json") {
        let inner = String(path.dropFirst(prefix.count))
        let folder = (inner as NSString).deletingLastPathComponent
        if !folder.isEmpty, (folder as NSString).lastPathComponent.contains(".") == false { out.append((inner, path)) }
      }
    }
    return out
  }

  /// `a/b/c` → `a/b/c`, `a/b`, `a`, `` (the folder, its ancestors, the root).
  static func folders(from path: String) -> [String] {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    var out: [String] = []
    while !parts.isEmpty {
      out.append(parts.joined(separator: "/"))
      parts.removeLast()
    }
    return out + [""]
  }
}
