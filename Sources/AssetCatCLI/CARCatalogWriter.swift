import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatImaging
import Foundation

/// Writes a car's facets as a source catalog: one folder per asset (group folders with
/// `provides-namespace` for names with `/`), decoded files, and Contents.json from the model.
/// Every folder and file name is made from sanitized components, so nothing lands outside
/// `root` whatever the car's names (SPEC §7).
struct CARCatalogWriter {
  let root: URL
  let catalog: CARCatalog
  private(set) var assets = 0
  private(set) var files = 0
  /// What was left out, one message per rendition or facet.
  private(set) var skipped: [String] = []
  private let fm = FileManager.default
  private let atlases = CARAtlasCache()

  init(root: URL, catalog: CARCatalog) {
    self.root = root
    self.catalog = catalog
  }

  mutating func writeAll() throws {
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    try ContentsJSONWriter.group(providesNamespace: false).write(to: root.appendingPathComponent("Contents.json"))
    var groups: Set<String> = []
    for name in catalog.assetNames {
      guard let facet = catalog.facets[name] else { continue }
      let asset = facet.asset.asset
      guard let ext = asset.kind.folderExtension else {
        skipped.append("facet '\(name)' (\(facet.entries.first?.header.layout.name ?? "empty")) is not a kind Xcode catalogs hold; not extracted")
        continue
      }
      var parts = name.split(separator: "/", omittingEmptySubsequences: false).map { Self.safe(String($0)) }
      let leaf = parts.removeLast()
      var folder = root
      for p in parts {
        folder.appendPathComponent(p)
        if groups.insert(folder.path).inserted {
          try fm.createDirectory(at: folder, withIntermediateDirectories: true)
          try ContentsJSONWriter.group(providesNamespace: true).write(to: folder.appendingPathComponent("Contents.json"))
        }
      }
      folder.appendPathComponent("\(leaf).\(ext)")
      try writeAsset(asset, facet: facet, folder: folder)
    }
  }

  mutating func writeAsset(_ asset: Asset, facet: CARCatalog.Facet, folder: URL) throws {
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    var kept: [Rendition] = []
    var names: Set<String> = ["contents.json"]  // the folder's own
    for (i, r) in asset.renditions.enumerated() {
      if let twin = kept.first(where: { $0.slot == r.slot && $0.iconSize == r.iconSize }) {
        let extra = facet.extras[i].map { "\($0.attribute.name)=\($0.value)" }.joined(separator: ",")
        skipped.append("'\(asset.name)': rendition '\(r.file ?? "?")' has the same slot as '\(twin.file ?? "?")' (differs in \(extra.isEmpty ? "nothing a slot holds" : extra)); not extracted")
        continue
      }
      var out = r
      out.order = kept.count
      do {
        switch try CARRenditionContent.decode(facet.entries[i], in: catalog.file, atlases: atlases) {
        case .bitmap(let b):
          out.file = try write(Array(try PNGEncoder.encode(b)), base: r.file, ext: "png", folder: folder, names: &names)
        case .file(let bytes, let ext):
          out.file = try write(bytes, base: r.file, ext: ext, folder: folder, names: &names)
        case .color:
          out.file = nil
        case .multisizeSet, .structure:
          skipped.append("'\(asset.name)': rendition '\(r.file ?? "?")' (\(facet.entries[i].header.layout.name)) has no file form; not extracted")
          continue
        }
      } catch let e as CARPixelError {
        skipped.append("'\(asset.name)': rendition '\(r.file ?? "?")' (\(facet.entries[i].header.layout.name)) cannot be decoded: \(e.message)")
        continue
      }
      kept.append(out)
    }
    var written = asset
    written.renditions = kept
    written.path = ""
    try ContentsJSONWriter.contents(of: written).write(to: folder.appendingPathComponent("Contents.json"))
    assets += 1
  }

  /// Writes `bytes` as a new file in `folder`, named from the rendition's own name.
  mutating func write(_ bytes: [UInt8], base: String?, ext: String, folder: URL, names: inout Set<String>) throws -> String {
    var stem = Self.safe(((base ?? "image") as NSString).lastPathComponent)
    // Data has no kind of its own: keep the extension the file had in the source catalog.
    let ext = ext == "data" && !(stem as NSString).pathExtension.isEmpty ? (stem as NSString).pathExtension : ext
    stem = (stem as NSString).deletingPathExtension
    if stem.isEmpty { stem = "image" }
    var name = "\(stem).\(ext)"
    var n = 2
    while !names.insert(name.lowercased()).inserted {
      name = "\(stem)-\(n).\(ext)"
      n += 1
    }
    try Data(bytes).write(to: folder.appendingPathComponent(name))
    files += 1
    return name
  }

  /// A path component that cannot leave its folder: no separators, no `.`/`..`, no NUL.
  static func safe(_ s: String) -> String {
    let cleaned = String(s.map { $0 == "/" || $0 == "\\" || $0 == "\0" ? "_" : $0 })
    if cleaned.isEmpty || cleaned == "." || cleaned == ".." { return "_" + cleaned }
    return cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
  }
}
