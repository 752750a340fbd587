import AssetCatCAR
import AssetCatCARPixels
import AssetCatCore
import AssetCatFileSystem
import Foundation

/// `extract` and `verify` of an `Assets.car`: a source catalog Xcode opens (a PNG per bitmap,
/// PDF/SVG vectors, color sets, data sets, app icon sets), and a full check of every payload.
enum CARExtract {
  static func verify(car path: String, output: CommandOutput) -> Int32 {
    do {
      let catalog = try CatalogLoader.openCAR(path)
      let report = try CARVerifier.verify(catalog.file)
      for f in report.failures.sorted(by: { ($0.name, $0.message) < ($1.name, $1.message) }) {
        output.err("\(f.unsupported ? "warning" : "error"): \(path): rendition '\(f.name)' (\(f.kind)): \(f.message)\n")
      }
      let kinds = report.decoded.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      let undecoded = report.failures.count - report.corrupt.count
      guard report.corrupt.isEmpty else {
        output.err("error: \(path): \(report.corrupt.count) of \(report.renditions) renditions are corrupt\n")
        return 2
      }
      var notes = [kinds]
      if undecoded > 0 { notes.append("\(undecoded) in encodings assetcat does not decode") }
      if catalog.file.emptyRenditionKeys > 0 {
        notes.append("\(catalog.file.emptyRenditionKeys) rendition keys with an empty block")
      }
      let detail = notes.filter { !$0.isEmpty }.joined(separator: "; ")
      output.out(
        "\(path): ok (Assets.car, \(catalog.assetNames.count) facets, \(report.renditions) renditions"
          + (detail.isEmpty ? "" : ": \(detail)") + ")\n")
      return 0
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
  }

  static func run(car path: String, directory: String, output: CommandOutput) -> Int32 {
    let catalog: CARCatalog
    do { catalog = try CatalogLoader.openCAR(path) } catch {
      output.err("error: \(error)\n")
      return 2
    }
    var writer: CARCatalogWriter
    do {
      writer = CARCatalogWriter(root: try BeneathFolder(creating: directory), catalog: catalog)
      try writer.writeAll()
    } catch {
      output.err("error: cannot extract into '\(directory)': \(error)\n")
      return 2
    }
    for s in writer.skipped.sorted() { output.err("warning: \(path): \(s)\n") }
    if writer.laterTargetCopies > 0 {
      output.err(
        "note: \(path): \(writer.laterTargetCopies) renditions are images stored again for later deployment "
          + "targets; each image was extracted once, from the rendition for the earliest\n"
      )
    }
    for s in writer.failed.sorted() { output.err("error: \(path): \(s)\n") }
    output.err("extracted \(writer.assets) assets and \(writer.files) files into \(directory)\n")
    return ExtractCommandLogic.finish(failed: writer.failed.count, of: path, into: directory, output: output)
  }
}
