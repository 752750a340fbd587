import ArgumentParser
import AssetCatArchive
import AssetCatCAR
import AssetCatCARWriter
import AssetCatDiff
import AssetCatFileSystem
import AssetCatLookup
import AssetCatSize

/// Output formats of `diff`.
enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, github
}

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two catalogs: source catalogs, compiled catalogs or Assets.car files, in any pair.",
    discussion: """
      Lists assets and renditions added, removed and changed (pixels, pixel size, point size, \
      encoding, bytes); renditions are matched by asset name and slot. Then what each device \
      downloads, before and after (as `assetcat size` measures it, for iOS devices unless a car \
      is for another platform), for the devices whose download changed. With --structure (two \
      Assets.car files) it also lists every container difference: BOM block index and free list, \
      the order of named blocks, tree headers and leaf layout, BITMAPKEYS, APPEARANCEKEYS, key \
      format, CARHEADER and EXTENDED_METADATA fields, CSI headers, TLVs and pixel encodings. \
      Differences that say nothing about shape (a timestamp, a UUID, the writing tool's name) are \
      listed as accepted and do not count. Then, taking the first car as Apple's, the shape points \
      on which CoreUI is stricter than other readers (block order, tree leaves, BITMAPKEYS, block \
      index, TLVs of colors, multisize sets and vectors, pixel encodings, APPEARANCEKEYS) on which \
      the second departs from it.
      Exit codes: 0 no difference, 1 differences, 2 bad usage or an unreadable catalog.

      Examples:
        assetcat diff Before.car After.car
        assetcat diff Assets.xcassets Assets.car --format json
        assetcat diff Apple.car Ours.car --structure
      """)
  @Argument(help: "The catalog before (.xcassets, .assetcat or Assets.car).") var before: String
  @Argument(help: "The catalog after.") var after: String
  @Flag(help: "Also compare the container structure of two Assets.car files.") var structure = false
  @Option(help: "text, json or github (workflow annotations).") var format: DiffFormat = .text

  func run() throws {
    let code = DiffCommandLogic.run(before: before, after: after, structure: structure, format: format)
    if code != 0 { throw ExitCode(code) }
  }
}

/// `assetcat diff` as a function returning SPEC §5's exit codes.
enum DiffCommandLogic {
  static func run(before: String, after: String, structure: Bool, format: DiffFormat, output: CommandOutput = .standard)
    -> Int32
  {
    let report: DiffReport
    do {
      let a = try CatalogLoader.load(before), b = try CatalogLoader.load(after)
      var r = DiffReport(changes: try ContentDiff.compare(source(a), source(b)))
      r.devices = try DiffSizes.deltas(before: before, after: after, options: CAROptions()) ?? []
      if structure {
        guard let x = a.lookup as? CARCatalog, let y = b.lookup as? CARCatalog else {
          output.err("error: --structure compares two Assets.car files\n")
          return 2
        }
        let (first, second) = (try CARStructure(file: x.file).facts, try CARStructure(file: y.file).facts)
        r.structure = StructureDiff.compare(first, second)
        r.shape = CARShapePoints.compare(apple: first, ours: second)
      }
      report = r
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
    switch format {
    case .text: output.out(report.text(before: before, after: after))
    case .json: output.out(report.json())
    case .github: output.out(report.github(after: after))
    }
    return report.hasDifferences ? 1 : 0
  }

  /// The reader `diff` compares through, by the catalog's kind.
  static func source(_ c: LoadedCatalog) -> any RenditionSource {
    if let car = c.lookup as? CARCatalog { return CARRenditionSource(catalog: car) }
    if let archive = c.lookup as? CompiledCatalog { return ArchiveRenditionSource(catalog: archive) }
    return SourceRenditionSource(root: c.path, lookup: c.lookup)
  }
}
