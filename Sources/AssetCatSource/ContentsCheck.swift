import AssetCatCore

/// One Contents.json checked in memory, without a catalog on disk: the JSON syntax and the keys
/// and values of SPEC §2 for the folder kind it belongs to. Files the entries name are not looked
/// for (that needs the folder; `SourceCatalogReader` does it). For editors and for the fuzz target.
public enum ContentsCheck {
  /// The folder a Contents.json belongs to.
  public enum Folder: Sendable, CaseIterable {
    /// The catalog itself or a group folder.
    case group
    /// An asset folder of this kind (`.imageset`, `.colorset`, …).
    case asset(AssetKind)
    /// A watchOS `.complicationset`.
    case complicationSet

    public static var allCases: [Folder] { [.group, .complicationSet] + AssetKind.allCases.map { .asset($0) } }
  }

  /// The findings, in the order they are made, each pointing at `path` with the line and column.
  public static func diagnostics(of bytes: [UInt8], in folder: Folder, path: String = "Contents.json") -> [Diagnostic] {
    guard bytes.count <= SourceLimits.maxContentsBytes else {
      return [Diagnostic(.AC001, overLimitMessage, path: path)]
    }
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      return [Diagnostic(.AC001, invalidJSONMessage(error), path: path, line: error.line, column: error.column)]
    }
    return diagnostics(of: root, in: folder, path: path)
  }

  /// The findings for a Contents.json already parsed (`JSONParser.parse`), as a file in `folder`.
  public static func diagnostics(of root: JSONNode, in folder: Folder, path: String = "Contents.json") -> [Diagnostic] {
    var parser = ContentsParser(path: path, asset: nil)
    switch folder {
    case .group: _ = parser.parseGroup(root)
    case .asset(let kind): _ = parser.parseAsset(root, kind: kind)
    case .complicationSet: _ = parser.parseComplicationSet(root)
    }
    return parser.diagnostics
  }

  static let overLimitMessage =
    "Contents.json is over the limit of \(SourceLimits.maxContentsBytes >> 20) MiB that assetcat reads; split the set"

  static func invalidJSONMessage(_ error: JSONParseError) -> String {
    "Contents.json is not valid JSON: \(error.message); fix the syntax or restore the file Xcode wrote"
  }
}
