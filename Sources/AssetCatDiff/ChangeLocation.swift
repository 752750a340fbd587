import AssetCatCore
import Foundation

/// Where a change sits in a source catalog: the asset's `Contents.json` (its path as the catalog
/// was named on the command line, then the asset folder) and the line of the entry that changed,
/// for a pull request's annotations.
public struct ChangeLocation: Hashable, Sendable, Codable {
  public var file: String
  public var line: Int

  /// The asset's `Contents.json` under `root`, at line 1 (an asset added or removed).
  static func asset(_ asset: Asset, root: String) -> ChangeLocation {
    ChangeLocation(file: contentsPath(asset, root: root), line: 1)
  }

  /// The line of entry `r.order` of the asset's Contents.json: its `filename`, else its `color`,
  /// else where the entry opens; line 1 when the file does not parse.
  static func rendition(_ r: Rendition, of asset: Asset, root: String) -> ChangeLocation {
    let path = contentsPath(asset, root: root)
    guard let data = FileManager.default.contents(atPath: path), let json = try? JSONParser.parse([UInt8](data)),
      let entries = json.members?.first(where: { $0.value.elements != nil })?.value.elements,
      entries.indices.contains(r.order)
    else { return ChangeLocation(file: path, line: 1) }
    let entry = entries[r.order]
    let key = entry.members?.first { $0.key == "filename" } ?? entry.members?.first { $0.key == "color" }
    return ChangeLocation(file: path, line: key?.keyLine ?? entry.line)
  }

  static func contentsPath(_ asset: Asset, root: String) -> String {
    ((root as NSString).appendingPathComponent(asset.path) as NSString).appendingPathComponent("Contents.json")
  }
}
