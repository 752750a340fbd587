import AssetCatArchive
import AssetCatCARPixels
import AssetCatCompiledFile
import AssetCatFileSystem
import AssetCatLookup
import AssetCatSourceWriter
import Foundation

/// `assetcat extract` and `assetcat verify` as functions returning SPEC §5 exit codes; the
/// writing is AssetCatSourceWriter's (`CatalogExtraction`).
public enum ExtractCommandLogic {
  /// Writes the compiled catalog (or car) at `path` into `directory` as a source catalog, and
  /// says what it wrote and what it could not.
  public static func run(
    catalog path: String, directory: String, rasterize: [Int] = [], output: CommandOutput = .standard
  ) -> Int32 {
    let summary: ExtractionSummary
    do { summary = try CatalogExtraction.extract(catalog: path, into: directory, rasterize: rasterize) } catch {
      switch error {
      case .unreadable(let e): output.err("error: \(path): \(e)\n")
      case .cannotWrite(let e): output.err("error: cannot extract into '\(directory)': \(e)\n")
      case .cannotRasterize(let e, let collisions):
        for c in collisions { output.err("warning: \(c)\n") }
        output.err("error: cannot rasterize into '\(directory)': \(e)\n")
      }
      return 2
    }
    for c in summary.rasterCollisions { output.err("warning: \(c)\n") }
    for s in summary.skipped { output.err("warning: \(path): \(s)\n") }
    if summary.laterTargetCopies > 0 {
      output.err(
        "note: \(path): \(summary.laterTargetCopies) renditions are images stored again for later deployment "
          + "targets; each image was extracted once, from the rendition for the earliest\n"
      )
    }
    for f in summary.failed { output.err("error: \(path): \(f)\n") }
    let rasters = summary.rasters.map { " (and \($0) rasterized PNGs)" } ?? ""
    output.err("extracted \(summary.assets) assets and \(summary.files) files\(rasters) into \(directory)\n")
    return finish(failed: summary.failed.count, of: path, into: directory, output: output)
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

  /// `assetcat verify`: 0 when every checksum and bound is right, 2 with the first problem.
  public static func verify(catalog path: String, output: CommandOutput = .standard) -> Int32 {
    if CompiledCatalogFile.kind(ofFileAt: path) == .car { return verify(car: path, output: output) }
    do {
      let c = try CompiledCatalog(contentsOf: URL(fileURLWithPath: path))
      try c.verify()
      output.out(
        "\(path): ok (format \(CompiledCatalogFormat.majorVersion).\(c.minorVersion), \(c.assetCount) assets, "
          + "\(c.renditionCount) renditions, \(c.payloadCount) payloads, \(c.fileLength) bytes)\n"
      )
      return 0
    } catch {
      output.err("error: \(path): \(error)\n")
      return 2
    }
  }

  /// `verify` of an `Assets.car`: every payload decoded (`CARVerifier`).
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
}
