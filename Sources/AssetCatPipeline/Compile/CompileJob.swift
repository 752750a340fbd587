import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
import AssetCatSource
import AssetCatValidation
import Foundation

/// `compile`'s build for the ``BuildPipeline``: the catalogs and the appearance rules read and
/// checked as `validate` checks them (SPEC §5), then written as an `.assetcat` or, with
/// `options.car`, as Apple's `Assets.car`. A car is made beside the check unless `--decode`
/// asks the check to decode every pixel first.
struct CompileJob: BuildJob {
  var options: CompileOptions
  /// The parsed `--keep`.
  var keep: TraitCollection?
  var jobs: Int
  /// Where the writers' progress is drawn.
  var output: CommandOutput

  var buildsBesideCheck: Bool { options.car != nil && !options.decode }
  var checksImageData: Bool { !options.decode }

  /// The sources read, with what validating them takes.
  struct Read: Sendable {
    var source: SourceReadResult
    var input: ValidationInput
    var rules: AppearanceRuleSet.ParseResult
  }

  func read(checkingImageData: Bool) throws -> Read {
    var readOptions = SourceReadOptions(
      probeImages: true, jobs: jobs, checkImageData: checkingImageData, inspector: .imaging)
    readOptions.linkRoots = options.linkRoots
    let memo = ProbeMemo.forBuild(cachePath: options.car?.cachePath, catalogs: options.sources)
    var result = try SourceCatalogReader.read(paths: options.sources, options: readOptions, memo: memo)
    if let sets = options.partialSets, let catalog = options.sources.first {
      result = result.keepingFolders(sets.map { SourcePath.join(catalog, $0) })
    }
    // SPEC §4: the rules stored in the catalog, checked against every asset read (AC050); the
    // catalogs' own files are parsed once, for the validator's AppearanceCheck and for storing.
    var input = ValidationInput(result)
    let files = CatalogAppearanceFiles.load(
      catalogPaths: options.sources, assets: result.catalog, linkRoots: result.linkRoots)
    input.appearanceFiles = files
    let rules = try AppearanceFile.rulesForCompile(
      catalogFiles: files, appearanceFile: options.appearance, assets: result.catalog)
    return Read(source: result, input: input, rules: rules)
  }

  func source(of read: Read) -> SourceReadResult { read.source }

  /// The reader's findings, the pixel checks (AC020–AC024; every pixel with `--decode`), the
  /// rules'.
  func check(_ read: Read) async -> ValidationReport {
    let report = await Validator.validate(read.input, options: options.validationOptions(jobs: jobs))
    // With --appearance FILE the catalogs' own Appearance.json files are not used: their AC050
    // and AC032 findings (from the validator's AppearanceCheck) do not stop the compile.
    let unusedRuleFiles =
      options.appearance == nil ? [] : Set(options.sources.compactMap(AppearanceFile.path(inCatalog:)))
    // A part (`--set`) holds a few sets: whether the rules and `--app-icon`, `--accent-color`
    // name sets that exist is the link's to check, which reads them all.
    let part = options.partialSets != nil
    let kept = report.diagnostics.filter {
      !(($0.code == .AC050 || $0.code == .AC032) && unusedRuleFiles.contains($0.path))
        && !(part && ($0.code == .AC050 || $0.code == .AC070))
    }
    let rules = part ? read.rules.diagnostics.filter { $0.code != .AC050 } : read.rules.diagnostics
    return ValidationReport(catalogs: options.sources, diagnostics: Array(Set(kept + rules)).sorted())
  }

  func stage(_ read: Read) throws -> CompileOutput {
    guard var car = options.car else { return .archive(archive(read)) }
    // A set named on the command line that is not there (AC070, a warning) is built without, as
    // actool builds.
    let built = options.appIcons.existing(in: read.input)
    (car.appIcon, car.alternateAppIcons, car.accentColor) = (built.appIcon, built.alternateAppIcons, built.accentColor)
    let bar = ProgressBar.onTerminal(enabled: options.progress, output: output)
    defer { bar?.finish() }
    if let bar { car.progress = CARProgress(bar.reporter) }
    // Streamed through the project's atomic writer: memory does not grow with the car.
    // An entry whose file is missing is left out, with its AC010 warning, as actool builds.
    return .car(
      try StagedCAR.stage(read.source.withoutMissingFiles(), options: car, at: options.output, wording: .assetcat))
  }

  /// The stamp goes before the output is put in place, so it never vouches for the wrong file.
  func commit(_ staged: CompileOutput, read: Read) throws -> CompileOutput.Written {
    CompileStamp.remove(for: options.output)
    switch staged {
    case .archive(let archive): return .archive(try archive.write())
    case .car(let car):
      let status = try car.file.commit(synchronize: true)
      return .car(car.summary, written: status)
    }
  }

  /// The `.assetcat` to write: the catalog thinned by `--keep`, with its metadata and rules.
  func archive(_ read: Read) -> PendingArchive {
    let result = read.source
    var catalog = result.withoutMissingFiles().catalog
    if let keep { catalog = CatalogThinning.thin(catalog, keeping: keep) }
    var catalogOf: [String: String] = [:]
    for a in result.assets where a.isActive { catalogOf[a.asset.name] = a.catalogPath }
    var metadata = ["sources": options.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: "\n")]
    if let keep { metadata["keep"] = keep.textForm }
    var writerOptions = CompiledCatalogWriter.Options(jobs: jobs, metadata: metadata, thinned: keep != nil)
    // Kept for an exact extract; a thinned catalog lists files it no longer holds, so it keeps none.
    if keep == nil { writerOptions.sourceContents = result.contentsFiles() }
    if !read.rules.rules.rules.isEmpty { writerOptions.appearanceRules = AppearanceRulesBlob(rules: read.rules.rules) }
    return PendingArchive(
      catalog: catalog, options: writerOptions, catalogOf: catalogOf, path: options.output,
      progress: ProgressBar.onTerminal(enabled: options.progress, output: output))
  }
}
