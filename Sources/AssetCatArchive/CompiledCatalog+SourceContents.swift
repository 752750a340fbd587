import AssetCatBytes

/// The source Contents.json files a catalog keeps (`CJSN`, minor version 1), for `extract`.
extension CompiledCatalog {
  /// One kept Contents.json: its path relative to the source catalog's root and its text.
  public struct SourceContentsFile: Hashable, Sendable {
    public var path: String
    public var text: String
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// The kept Contents.json files, sorted by path bytes; empty when the catalog has no `CJSN`
  /// (written before minor version 1, or thinned). The section and the string table are checked
  /// against their checksums; each path is relative, stays inside the folder it is joined to and
  /// names a `Contents.json`; paths are strictly increasing.
  public func sourceContents() throws(CompiledCatalogError) -> [SourceContentsFile] {
    let s = layout
    guard let table = s.sourceContents else { return [] }
    try s.checkChecksum(s.info(.sourceContents), in: file)
    try s.checkChecksum(s.info(.strings), in: file)
    var out: [SourceContentsFile] = []
    var previous: [UInt8]? = nil
    for i in 0..<s.sourceContentsCount {
      let at = table.start + i * SourceContentsEntry.byteSize
      let e = try s.row(SourceContentsEntry.self, i, of: table, what: "source Contents.json", from: table.start)
      let path = try s.requiredString(e.path, at: at, "a source Contents.json path")
      let key = Array(path.utf8)
      guard Self.isSafeRelativePath(path), Self.namesContentsJSON(key) else {
        throw CompiledCatalogError(
          .badValue, at: at,
          "source Contents.json path '\(path)' is not a relative path to a Contents.json inside the catalog")
      }
      if let previous, !previous.lexicographicallyPrecedes(key) {
        throw CompiledCatalogError(.badValue, at: at, "source Contents.json entry \(i) is not after entry \(i - 1)")
      }
      previous = key
      let text = try s.requiredString(
        e.contents, at: at + SourceContentsEntry.contentsOffset, "a source Contents.json text")
      out.append(SourceContentsFile(path: path, text: text))
    }
    return out
  }

  /// `Contents.json`, or a path whose last component is `Contents.json` (compared as bytes).
  static func namesContentsJSON(_ path: [UInt8]) -> Bool {
    let name = Array(SourceContentsEntry.fileName.utf8)
    return path == name
      || (path.count > name.count && path.suffix(name.count + 1).elementsEqual([UInt8(ascii: "/")] + name))
  }
}
