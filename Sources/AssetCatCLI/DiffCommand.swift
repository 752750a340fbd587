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
  case text, json, github, markdown
}

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two catalogs: source catalogs, compiled catalogs or Assets.car files, in any pair.",
    discussion: """
      Lists assets and renditions added, removed and changed (pixels, colour components, pixel \
      size, point size, encoding, bytes); renditions are matched by asset name and slot. A removed \
      rendition shows what it was, an added one what it is. Then what each device downloads, \
      before and after (as `assetcat size` measures it, for iOS devices unless a car is for \
      another platform or --platform says so), for the devices whose download changed. Two cars \
      built by different tools differ in the fields naming the tool (CoreUI and storage versions, \
      build time, tool name): those are toolchain notes, never a change. With --structure (two \
      Assets.car files) it also lists every container difference: BOM block index and free list, \
      the order of named blocks, tree headers and leaf layout, BITMAPKEYS, APPEARANCEKEYS, key \
      format, CARHEADER and EXTENDED_METADATA fields, CSI headers, TLVs and pixel encodings. \
      Differences that say nothing about shape (a timestamp, a UUID, the writing tool's name) are \
      listed as accepted and do not count. Then, taking the first car as Apple's, the shape points \
      on which CoreUI is stricter than other readers (block order, tree leaves, BITMAPKEYS, block \
      index, TLVs of colors, multisize sets and vectors, pixel encodings, APPEARANCEKEYS) on which \
      the second departs from it.
      Exit codes: 0 no difference (toolchain notes and accepted structure differences aside), \
      1 differences, 2 bad usage or an unreadable catalog.

      Examples:
        assetcat diff Before.car After.car
        assetcat diff Assets.xcassets Assets.car --format json
        assetcat diff Before.xcassets After.xcassets --format markdown --platform macosx
        assetcat diff Apple.car Ours.car --structure
      """)
  @Argument(help: "The catalog before (.xcassets, .assetcat or Assets.car).") var before: String
  @Argument(help: "The catalog after.") var after: String
  @Flag(help: "Also compare the container structure of two Assets.car files.") var structure = false
  @Option(help: "text, json, github (workflow annotations) or markdown (a pull-request comment).")
  var format: DiffFormat = .text
  @OptionGroup var target: CARTargetOptions
  @Flag(help: "No progress bar.") var quiet = false

  func run() throws {
    let bar = ProgressBar.onTerminal(enabled: !quiet)
    var options = target.options
    if let bar { options.progress = CARProgress(bar.reporter) }
    let request = DiffCommandLogic.Request(
      before: before, after: after, structure: structure, options: options, progress: bar)
    let code = DiffCommandLogic.run(request, format: format)
    if code != 0 { throw ExitCode(code) }
  }
}

/// `assetcat diff` as a function returning SPEC §5's exit codes.
enum DiffCommandLogic {
  struct Request {
    var before: String
    var after: String
    var structure = false
    /// How a source catalog's car is measured for the download sizes.
    var options = CAROptions()
    var progress: ProgressBar?
  }

  static func run(
    before: String, after: String, structure: Bool, format: DiffFormat, output: CommandOutput = .standard
  ) -> Int32 {
    run(Request(before: before, after: after, structure: structure), format: format, output: output)
  }

  static func run(_ request: Request, format: DiffFormat, output: CommandOutput = .standard) -> Int32 {
    let report: DiffReport
    do {
      defer { request.progress?.finish() }
      report = try compare(request)
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
    output.out(render(report, request, format: format))
    return report.hasDifferences ? 1 : 0
  }

  static func render(_ report: DiffReport, _ r: Request, format: DiffFormat) -> String {
    switch format {
    case .text: report.text(before: r.before, after: r.after)
    case .json: report.json()
    case .github: report.github(after: r.after)
    case .markdown: report.markdown(before: r.before, after: r.after)
    }
  }

  static func compare(_ request: Request) throws -> DiffReport {
    let a = try CatalogLoader.load(request.before), b = try CatalogLoader.load(request.after)
    let bar = request.progress
    var r = DiffReport(
      changes: try ContentDiff.compare(source(a), source(b)) { bar?.update("comparing assets", done: $0, total: $1) })
    bar?.update("measuring downloads", done: 0, total: 1)
    r.devices = try DiffSizes.deltas(before: request.before, after: request.after, options: request.options) ?? []
    bar?.update("measuring downloads", done: 1, total: 1)
    let cars = (a.lookup as? CARCatalog, b.lookup as? CARCatalog)
    if let x = cars.0, let y = cars.1 { r.toolchain = ToolchainNotes.compare(x.file, y.file) }
    guard request.structure else { return r }
    guard let x = cars.0, let y = cars.1 else {
      throw LookupError("--structure compares two Assets.car files")
    }
    let (first, second) = (try CARStructure(file: x.file).facts, try CARStructure(file: y.file).facts)
    r.structure = StructureDiff.compare(first, second)
    r.shape = CARShapePoints.compare(apple: first, ours: second)
    return r
  }

  /// The reader `diff` compares through, by the catalog's kind.
  static func source(_ c: LoadedCatalog) -> any RenditionSource {
    if let car = c.lookup as? CARCatalog { return CARRenditionSource(catalog: car) }
    if let archive = c.lookup as? CompiledCatalog { return ArchiveRenditionSource(catalog: archive) }
    return SourceRenditionSource(root: c.path, lookup: c.lookup)
  }
}
