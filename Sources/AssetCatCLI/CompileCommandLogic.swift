import AssetCatArchive
import AssetCatBuilder
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import AssetCatValidation
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The options of `assetcat compile` (SPEC §5).
public struct CompileOptions: Sendable {
  public var sources: [String]
  public var output: String
  /// Parallel readers; `nil` is every core.
  public var jobs: Int?
  /// `--keep` text (SPEC §2 text form).
  public var keep: String?
  public var depfile: String?
  /// `--appearance FILE`: rules to store instead of the catalogs' own `Appearance.json` (SPEC §4).
  public var appearance: String?
  /// Compile even when the stamp says the output is up to date.
  public var force = false
  /// Draw a progress bar on standard error (only honoured when it is a terminal).
  public var progress = true
  /// Decode every bitmap fully before packing, so a corrupt file (AC020) stops the compile
  /// instead of shipping (`--decode`).
  public var decode = false
  /// SPEC §7 size limits (AC024).
  public var limits = ImageLimits.standard
  /// `--platform`, `--app-icon`, `--accent-color`, `--skip-app-store-deployment` (AC070–AC072).
  public var appIcons = AppIconRequest()
  /// Set when the output is an `Assets.car` (`-o X.car`): the actool-style options.
  public var car: CAROptions?

  public init(sources: [String], output: String) {
    self.sources = sources
    self.output = output
  }

  /// What the validator checks before packing.
  func validationOptions(jobs: Int) -> ValidationOptions {
    var options = ValidationOptions(limits: limits, decode: decode, jobs: jobs)
    options.appIcons = appIcons
    return options
  }
}

/// `assetcat compile` as a function returning SPEC §5 exit codes: 0 written (or up to date),
/// 1 the catalogs have errors (nothing written), 2 bad usage or I/O failure.
public enum CompileCommandLogic {
  public static func run(_ o: CompileOptions, output: CommandOutput = .standard) async -> Int32 {
    let keep: TraitCollection?
    switch checkArguments(o) {
    case .failure(let message):
      output.err("error: \(message)\n")
      return 2
    case .success(let k): keep = k
    }
    // SPEC §7: a run killed at any point leaves at most one temporary file per output.
    for file in [o.output, CompileStamp.path(for: o.output)] + (o.depfile.map { [$0] } ?? []) {
      AtomicFileWriter.removeStaleTemporaries(of: file)
    }
    let jobs = o.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    if o.car != nil { MallocArenas.allow(jobs + 1) }
    // No-op recompile: the stamp beside the output vouches for these inputs and options.
    let fingerprint = CompileStamp.fingerprint(sources: o.sources + (o.appearance.map { [$0] } ?? []), options: optionText(o, keep: keep))
    let depfileReady = o.depfile.map { FileManager.default.fileExists(atPath: $0) } ?? true
    if !o.force && depfileReady && CompileStamp.isUpToDate(output: o.output, inputs: fingerprint) {
      output.err("\(o.output) is up to date\n")
      return 0
    }
    if var car = o.car, !o.decode {
      car.keep = keep
      if let code = await writeCarDecodingOnce(o, options: car, jobs: jobs, fingerprint: fingerprint, output: output) { return code }
    }
    let checked: CheckedSources
    switch await readAndCheck(o, jobs: jobs, checkImageData: !o.decode, output: output) {
    case .failure(let code): return code.value
    case .success(let c): checked = c
    }
    if var car = o.car {
      car.keep = keep
      return writeCar(checked.source, options: car, o, fingerprint: fingerprint, output: output) ?? 2
    }
    CompileStamp.remove(for: o.output)
    let summary: CompiledCatalogWriter.Summary
    do { summary = try write(checked, o, keep: keep, jobs: jobs, output: output) } catch {
      output.err("error: \(error)\n")
      return 2
    }
    if let dep = o.depfile {
      let ruleFiles = o.appearance.map { [$0] } ?? o.sources.compactMap(AppearanceFile.path(inCatalog:))
      do { try Depfile.write(dep, target: o.output, inputs: Array(Set(checked.source.inputs + ruleFiles)).sorted()) } catch {
        output.err("error: cannot write depfile '\(dep)': \(error)\n")
        return 2
      }
    }
    // The stamp of the file this compile wrote (not of whatever the output path holds now).
    try? CompileStamp(inputs: fingerprint, written: summary.written).write(for: o.output)  // none: the next compile works
    let saved = summary.payloadReferences - summary.payloadCount
    output.err(
      "compiled \(summary.assetCount) assets, \(summary.renditionCount) renditions, \(summary.payloadCount) payloads "
        + "(\(summary.payloadBytes) bytes\(saved > 0 ? ", \(saved) duplicates stored once" : "")) into \(o.output) (\(summary.fileLength) bytes)\n")
    return 0
  }

  /// The parsed `--keep`, or what is wrong with the arguments (outputs included: see
  /// `checkOutputs`).
  static func checkArguments(_ o: CompileOptions) -> Result<TraitCollection?, UsageMessage> {
    guard !o.sources.isEmpty else { return .failure("give at least one source catalog (.xcassets)") }
    if let j = o.jobs, j < 1 { return .failure("--jobs must be at least 1") }
    if let problem = checkOutputs(o) { return .failure(problem) }
    guard let k = o.keep else { return .success(nil) }
    do { return .success(try TraitCollection(parsing: k)) } catch { return .failure(UsageMessage("--keep: \(error)")) }
  }

  /// `-o` and `--depfile` under `OutputPath`'s rule (a regular file or nothing yet, never an
  /// input nor inside an input catalog), and not one file for both.
  static func checkOutputs(_ o: CompileOptions) -> UsageMessage? {
    let inputFiles = o.appearance.map { [$0] } ?? []
    if let p = OutputPath.problem(o.output, inputFolders: o.sources, inputFiles: inputFiles) { return UsageMessage("-o: \(p)") }
    guard let dep = o.depfile else { return nil }
    if let p = OutputPath.problem(dep, inputFolders: o.sources, inputFiles: inputFiles + [o.output]) {
      return UsageMessage("--depfile: \(p)")
    }
    if let a = OutputPath.realLocation(dep), a == OutputPath.realLocation(o.output) { return "--depfile and -o name the same file" }
    return nil
  }

  /// What the stamp's fingerprint covers besides the files.
  static func optionText(_ o: CompileOptions, keep: TraitCollection?) -> String {
    [
      "assetcat \(AssetCat.version)", "format \(CompiledCatalogFormat.majorVersion).\(CompiledCatalogFormat.minorVersion)",
      "keep \(keep?.textForm ?? "-")", "sources \(o.sources.joined(separator: "\u{1F}"))",
      "appearance \(o.appearance ?? "-")", "decode \(o.decode)",
      "limits \(o.limits.maxSide) \(o.limits.maxPixels)", "car \(o.car.map { "\($0)" } ?? "-")",
      "app icons \(o.appIcons)",
    ].joined(separator: "\n")
  }

  /// The sources read and checked, ready to write.
  struct CheckedSources {
    var source: SourceReadResult
    var rules: AppearanceRuleSet
  }

  /// Reads the sources and the rules and validates them as `validate` does (SPEC §5); prints the
  /// findings. Fails with exit code 2 (unreadable) or 1 (errors: nothing is written).
  /// `checkImageData: false` leaves PNGs' image data to a later decode (`--decode`'s, or the car
  /// writer's: `writeCarDecodingOnce`).
  static func readAndCheck(_ o: CompileOptions, jobs: Int, checkImageData: Bool, output: CommandOutput) async -> Result<CheckedSources, CompileExit> {
    switch readSources(o, jobs: jobs, checkImageData: checkImageData, output: output) {
    case .failure(let exit): return .failure(exit)
    case .success(let read): return await check(read, o, jobs: jobs, output: output)
    }
  }

  /// The sources read, with what validating them takes.
  struct ReadSources: Sendable {
    var source: SourceReadResult
    var input: ValidationInput
    var rules: AppearanceRuleSet.ParseResult
  }

  /// Reads the sources and the rules; fails with exit code 2 (unreadable), said on `output`.
  static func readSources(_ o: CompileOptions, jobs: Int, checkImageData: Bool, output: CommandOutput) -> Result<ReadSources, CompileExit> {
    do {
      let result = try SourceCatalogReader.read(paths: o.sources, options: SourceReadOptions(probeImages: true, jobs: jobs, checkImageData: checkImageData, inspector: .imaging))
      // SPEC §4: the rules stored in the catalog, checked against every asset read (AC050); the
      // catalogs' own files are parsed once, for the validator's AppearanceCheck and for storing.
      var input = ValidationInput(result)
      let files = CatalogAppearanceFiles.load(catalogPaths: o.sources, assets: result.catalog)
      input.appearanceFiles = files
      let rules = try AppearanceFile.rulesForCompile(catalogFiles: files, appearanceFile: o.appearance, assets: result.catalog)
      return .success(ReadSources(source: result, input: input, rules: rules))
    } catch {
      output.err("error: \(error)\n")
      return .failure(CompileExit(2))
    }
  }

  /// Validates what was read and prints the findings; fails with exit code 1 on errors.
  static func check(_ read: ReadSources, _ o: CompileOptions, jobs: Int, output: CommandOutput) async -> Result<CheckedSources, CompileExit> {
    // The reader's findings, the pixel checks (AC020–AC024; every pixel with --decode), the rules'.
    let report = await Validator.validate(read.input, options: o.validationOptions(jobs: jobs))
    // With --appearance FILE the catalogs' own Appearance.json files are not used: their AC050
    // and AC032 findings (from the validator's AppearanceCheck) do not stop the compile.
    let unusedRuleFiles = o.appearance == nil ? [] : Set(o.sources.compactMap(AppearanceFile.path(inCatalog:)))
    let checked = report.diagnostics.filter { !(($0.code == .AC050 || $0.code == .AC032) && unusedRuleFiles.contains($0.path)) }
    let diagnostics = Array(Set(checked + read.rules.diagnostics)).sorted()
    for d in diagnostics where d.severity != .note {
      output.err(plainText(d) + "\n")
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    if errors > 0 {
      output.err("error: \(errors) error\(errors == 1 ? "" : "s") in the source catalogs; '\(o.output)' was not written\n")
      return .failure(CompileExit(1))
    }
    return .success(CheckedSources(source: read.source, rules: read.rules.rules))
  }

  /// Thins and writes the catalog (with a progress bar on a terminal).
  static func write(
    _ checked: CheckedSources, _ o: CompileOptions, keep: TraitCollection?, jobs: Int, output: CommandOutput
  ) throws(CompiledCatalogWriteError) -> CompiledCatalogWriter.Summary {
    let result = checked.source
    var catalog = result.catalog
    if let keep { catalog = CatalogThinning.thin(catalog, keeping: keep) }
    var catalogOf: [String: String] = [:]
    for a in result.assets where a.isActive { catalogOf[a.asset.name] = a.catalogPath }
    var metadata = ["sources": o.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: "\n")]
    if let keep { metadata["keep"] = keep.textForm }
    let bar = ProgressBar.onTerminal(enabled: o.progress, output: output)
    defer { bar?.finish() }
    var writerOptions = CompiledCatalogWriter.Options(jobs: jobs, metadata: metadata, thinned: keep != nil)
    // Kept for an exact extract; a thinned catalog lists files it no longer holds, so it keeps none.
    if keep == nil { writerOptions.sourceContents = result.contentsFiles() }
    if !checked.rules.rules.isEmpty { writerOptions.appearanceRules = AppearanceRulesBlob(rules: checked.rules) }
    if let bar { writerOptions.progress = { @Sendable p in bar.update(p.phase.rawValue, done: p.done, total: p.total) } }
    return try CompiledCatalogWriter(options: writerOptions).write(catalog, to: URL(fileURLWithPath: o.output)) {
      (asset: Asset, rendition: Rendition) -> CompiledCatalogWriter.PayloadSource? in
      guard let root = catalogOf[asset.name], let file = rendition.file else { return nil }
      return .path(SourcePath.join(root, file))
    }
  }

  /// `PATH:LINE: error: MESSAGE [AC012]` (actool's shape, parsable by Xcode).
  static func plainText(_ d: Diagnostic) -> String {
    var loc = d.path
    if let l = d.line { loc += ":\(l)" }
    return "\(loc): \(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]"
  }
}

/// A usage error's message (exit 2).
struct UsageMessage: Error, ExpressibleByStringLiteral, CustomStringConvertible {
  var description: String
  init(_ text: String) { description = text }
  init(stringLiteral text: String) { description = text }
}

/// An exit code ending a compile early, as an error value.
struct CompileExit: Error {
  var value: Int32
  init(_ value: Int32) { self.value = value }
}
