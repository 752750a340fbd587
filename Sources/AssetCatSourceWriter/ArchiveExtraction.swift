import AssetCatArchive
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// `extract` of a compiled catalog (`.assetcat`): it is verified, then every rendition's bytes
/// are written to `directory` at their original paths (relative to the source catalog's root), a
/// Contents.json per asset and per group, a root Contents.json, and the appearance rules as
/// `Appearance.json`: `directory` becomes a source catalog that reads back to the same assets and
/// rules.
enum ArchiveExtraction {
  /// `rasterize` (`--rasterize 1,2,3`): for each PDF or SVG rendition, also a PNG at each of
  /// these scales beside it, named after the file with `@Nx.png` (`icon.pdf` → `icon@2x.png`);
  /// a name the extraction already wrote is never overwritten (that PNG is skipped, and said).
  static func extract(catalog path: String, into directory: String, rasterize: [Int]) throws(ExtractionError)
    -> ExtractionSummary
  {
    let compiled: CompiledCatalog
    do {
      compiled = try CompiledCatalog(contentsOf: URL(fileURLWithPath: path))
      try compiled.verify()
    } catch {
      throw .unreadable(error)
    }
    var summary = ExtractionSummary(assets: compiled.assetCount)
    var written = Set<String>()
    var vectors: [(file: String, bytes: Data)] = []
    let destination: BeneathFolder
    do {
      // Every write goes through the path policy beneath the destination (SPEC §7).
      destination = try BeneathFolder(creating: directory)
      var groups: [String: Bool] = [:]  // group folder -> provides-namespace
      var assetFolders: [String] = []
      // The source Contents.json files the catalog kept (`CJSN`), written in Xcode's formatting.
      let kept = Dictionary(try compiled.sourceContents().map { ($0.path, $0.text) }) { a, _ in a }
      for i in 0..<compiled.assetCount {
        let asset = try compiled.loadAsset(at: i)
        try destination.makeFolders(asset.path)
        assetFolders.append(asset.path)
        for (g, ns) in namespaceGroups(path: asset.path, name: asset.name) { groups[g] = (groups[g] ?? false) || ns }
        try destination.write(Array(ContentsJSONWriter.asset(asset, kept: kept)), to: asset.path + "/Contents.json")
        for (j, r) in asset.renditions.enumerated() {
          guard let file = r.file else { continue }
          guard let bytes = try compiled.payload(assetIndex: i, renditionIndex: j) else {
            summary.failed.append("'\(asset.name)': rendition '\(file)' has no stored bytes; not extracted")
            continue
          }
          try destination.write(Array(bytes), to: file)
          summary.files += 1
          written.insert(file)
          if r.format?.isVector == true && !rasterize.isEmpty { vectors.append((file, bytes)) }
        }
      }
      try writeFolderContents(into: destination, groups: groups, assetFolders: assetFolders, kept: kept)
      // SPEC §4: the stored appearance rules go back to the catalog's root.
      let rules = try compiled.loadAppearanceRules()
      if !rules.rules.isEmpty { try destination.write(Array(rules.appearanceFileData()), to: "Appearance.json") }
    } catch {
      throw .cannotWrite(error)
    }
    guard !rasterize.isEmpty else { return summary }
    var collisions: [String] = []
    do {
      summary.rasters = try writeRasters(
        vectors, scales: rasterize, into: destination, written: written, collisions: &collisions)
    } catch {
      throw .cannotRasterize(error, collisions: collisions)
    }
    summary.rasterCollisions = collisions
    return summary
  }

  /// The Contents.json files of the root and the group folders. A catalog that kept its source
  /// files (`CJSN`) gives back exactly those (a group folder that had none gets none, an empty
  /// group comes back); one without them (format 2.0, thinned) gets them rebuilt from the names.
  static func writeFolderContents(
    into destination: BeneathFolder, groups: [String: Bool], assetFolders: [String], kept: [String: String]
  ) throws {
    guard !kept.isEmpty else {
      try destination.write(Array(ContentsJSONWriter.group(providesNamespace: false)), to: "Contents.json")
      for (g, ns) in groups.sorted(by: { $0.key < $1.key }) {
        try destination.write(Array(ContentsJSONWriter.group(providesNamespace: ns)), to: g + "/Contents.json")
      }
      return
    }
    let written = Set(assetFolders.map { $0 + "/Contents.json" })
    for (path, text) in kept.sorted(by: { $0.key < $1.key }) where !written.contains(path) {
      try destination.write(Array(ContentsJSONWriter.xcodeFormatted(text)), to: path)
    }
  }

  /// `--rasterize`: each vector drawn at each scale (poppler/librsvg through cairo), as a PNG.
  static func writeRasters(
    _ vectors: [(file: String, bytes: Data)], scales: [Int], into destination: BeneathFolder, written: Set<String>,
    collisions: inout [String]
  ) throws -> Int {
    var count = 0
    for (file, bytes) in vectors {
      let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
      for scale in scales {
        let name = "\(stem)@\(scale)x.png"
        guard !written.contains(name) else {
          collisions.append("\(name) is a file of the catalog; the \(scale)x raster of \(file) is not written")
          continue
        }
        let raster = try VectorRaster.render(bytes, scale: Double(scale))
        try destination.write(Array(PNGEncoder.encode(raster.straight)), to: name)
        count += 1
      }
    }
    return count
  }

  /// The group folders above an asset folder, and whether each provides a namespace: the asset's
  /// name is `Group/…/Name`, each prefix naming a namespacing group, matched innermost first.
  static func namespaceGroups(path: String, name: String) -> [(String, Bool)] {
    let folders = path.split(separator: "/").dropLast().map(String.init)
    var prefixes = name.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
    var out: [(String, Bool)] = []
    for k in stride(from: folders.count - 1, through: 0, by: -1) {
      let ns = prefixes.last == folders[k]
      if ns { prefixes.removeLast() }
      out.append((folders[0...k].joined(separator: "/"), ns))
    }
    return out
  }
}
