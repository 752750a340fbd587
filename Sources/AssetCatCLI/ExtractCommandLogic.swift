import AssetCatArchive
import AssetCatCompiledFile
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import Foundation

/// `assetcat extract` and `assetcat verify` as functions returning SPEC §5 exit codes.
public enum ExtractCommandLogic {
  /// Verifies `catalog`, then writes every rendition's bytes to `directory` at its original path
  /// (relative to the source catalog's root), a Contents.json per asset and per group, a root
  /// Contents.json, and the appearance rules as `Appearance.json`: `directory` becomes a source
  /// catalog that reads back to the same assets and rules.
  ///
  /// `rasterize` (`--rasterize 1,2,3`): for each PDF or SVG rendition, also a PNG at each of
  /// these scales beside it, named after the file with `@Nx.png` (`icon.pdf` → `icon@2x.png`);
  /// a name the extraction already wrote is never overwritten (that PNG is skipped, and said).
  public static func run(
    catalog path: String, directory: String, rasterize: [Int] = [], output: CommandOutput = .standard
  ) -> Int32 {
    if CompiledCatalogFile.kind(ofFileAt: path) == .car {
      return CARExtract.run(car: path, directory: directory, output: output)
    }
    let compiled: CompiledCatalog
    do {
      compiled = try CompiledCatalog(contentsOf: URL(fileURLWithPath: path))
      try compiled.verify()
    } catch {
      output.err("error: \(path): \(error)\n")
      return 2
    }
    var files = 0
    var failed: [String] = []
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
            failed.append("'\(asset.name)': rendition '\(file)' has no stored bytes; not extracted")
            continue
          }
          try destination.write(Array(bytes), to: file)
          files += 1
          written.insert(file)
          if r.format?.isVector == true && !rasterize.isEmpty { vectors.append((file, bytes)) }
        }
      }
      try writeFolderContents(into: destination, groups: groups, assetFolders: assetFolders, kept: kept)
      // SPEC §4: the stored appearance rules go back to the catalog's root.
      let rules = try compiled.loadAppearanceRules()
      if !rules.rules.isEmpty { try destination.write(Array(rules.appearanceFileData()), to: "Appearance.json") }
    } catch {
      output.err("error: cannot extract into '\(directory)': \(error)\n")
      return 2
    }
    let rasters: Int
    do {
      rasters = try writeRasters(vectors, scales: rasterize, into: destination, written: written, output: output)
    } catch {
      output.err("error: cannot rasterize into '\(directory)': \(error)\n")
      return 2
    }
    for f in failed { output.err("error: \(path): \(f)\n") }
    output.err(
      "extracted \(compiled.assetCount) assets and \(files) "
        + "files\(rasterize.isEmpty ? "" : " (and \(rasters) rasterized PNGs)") into \(directory)\n"
    )
    return finish(failed: failed.count, of: path, into: directory, output: output)
  }

  /// The exit code of an extract that wrote what it could: 0, or 1 when `failed` renditions could
  /// not be written (each named before). A finding, as SPEC §5 counts them (exit 1), rather than
  /// a failure of the command (2): the catalog opened and checked, the destination took every
  /// file, and the rest of the catalog is there (SPEC §8.1: a rendition that cannot be decoded
  /// is reported by name, and the rest still reads); but a script must not take the folder for
  /// the whole catalog (a car of 60000×60000-pixel renditions "extracted" with exit 0).
  static func finish(failed: Int, of path: String, into directory: String, output: CommandOutput) -> Int32 {
    guard failed > 0 else { return 0 }
    output.err(
      "error: \(path): \(failed) rendition\(failed == 1 ? "" : "s") could not be written; "
        + "'\(directory)' lacks \(failed == 1 ? "it" : "them")\n"
    )
    return 1
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
    output: CommandOutput
  ) throws -> Int {
    var count = 0
    for (file, bytes) in vectors {
      let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
      for scale in scales {
        let name = "\(stem)@\(scale)x.png"
        guard !written.contains(name) else {
          output.err("warning: \(name) is a file of the catalog; the \(scale)x raster of \(file) is not written\n")
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

  /// `assetcat verify`: 0 when every checksum and bound is right, 2 with the first problem.
  public static func verify(catalog path: String, output: CommandOutput = .standard) -> Int32 {
    if CompiledCatalogFile.kind(ofFileAt: path) == .car { return CARExtract.verify(car: path, output: output) }
    do {
      let c = try CompiledCatalog(contentsOf: URL(fileURLWithPath: path))
      try c.verify()
      output.out(
        "\(path): ok (format \(CompiledCatalogFormat.majorVersion).\(c.minorVersion), \(c.assetCount) "
          + "assets, \(c.renditionCount) renditions, \(c.payloadCount) payloads, \(c.fileLength) bytes)\n"
      )
      return 0
    } catch {
      output.err("error: \(path): \(error)\n")
      return 2
    }
  }
}
