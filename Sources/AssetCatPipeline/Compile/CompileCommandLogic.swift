import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
import AssetCatSource
import AssetCatValidation
import Foundation

/// `assetcat compile` as a function returning SPEC §5 exit codes: 0 written (or up to date),
/// 1 the catalogs have errors (nothing written), 2 bad usage or I/O failure. An adapter: the
/// ``BuildPipeline`` reads, checks and writes (``CompileJob``); this says what happened.
public enum CompileCommandLogic {
  public static func run(_ o: CompileOptions, output: CommandOutput = .standard) async -> Int32 {
    let keep: TraitCollection?
    switch checkArguments(o) {
    case .failure(let message):
      output.err("error: \(message)\n")
      return 2
    case .success(let k): keep = k
    }
    if o.partialSets != nil { return await PartialCompile.run(o, keep: keep, output: output) }
    if var car = o.car, !car.partials.isEmpty {
      car.keep = keep
      do { try CARPartialLink.check(car.partials, options: car, catalogs: o.sources) } catch {
        output.err("error: \(error)\n")
        return 2
      }
    }
    return await compile(o, keep: keep, output: output)
  }

  /// The build once the arguments are checked.
  static func compile(_ o: CompileOptions, keep: TraitCollection?, output: CommandOutput) async -> Int32 {
    // SPEC §7: a run killed at any point leaves at most one temporary file per output.
    for file in [o.output, CompileStamp.path(for: o.output)] + (o.depfile.map { [$0] } ?? []) {
      AtomicFileWriter.removeStaleTemporaries(of: file)
    }
    let jobs = o.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    if o.car != nil { MallocArenas.allow(jobs + 1) }
    // No-op recompile: the stamp beside the output vouches for these inputs and options.
    let fingerprint = CompileStamp.fingerprint(
      sources: o.sources + (o.appearance.map { [$0] } ?? []) + (o.car?.partials ?? []),
      options: optionText(o, keep: keep))
    let depfileReady = o.depfile.map { FileManager.default.fileExists(atPath: $0) } ?? true
    if !o.force && depfileReady && CompileStamp.isUpToDate(output: o.output, inputs: fingerprint) {
      output.err("\(o.output) is up to date\n")
      return 0
    }
    var job = CompileJob(options: o, keep: keep, jobs: jobs, output: output)
    job.options.car?.keep = keep
    let pipeline = BuildPipeline(job: job, jobs: jobs) { report in
      for d in report.diagnostics where d.severity != .note { output.err(d.textLine() + "\n") }
    }
    return finish(await pipeline.run(), o, fingerprint: fingerprint, output: output)
  }

  /// Says how the build ended; once the output is in place, writes the depfile and the stamp.
  static func finish(
    _ outcome: BuildOutcome<CompileJob>, _ o: CompileOptions, fingerprint: UInt64, output: CommandOutput
  ) -> Int32 {
    switch outcome {
    case .unreadable(let error), .failed(let error, _, _):
      output.err("error: \(error)\n")
      return 2
    case .rejected(let report, _):
      notWritten(errors: report.errorCount, o, output: output)
      return 1
    case .unusable(let staged, _, _):
      for d in staged.unusable.sorted() { output.err(d.textLine() + "\n") }
      if case .car(let car) = staged {
        for s in CARUnusableRenditions.notes(car.summary) { output.err("note: not in the car: \(s)\n") }
      }
      notWritten(errors: staged.unusable.count, o, output: output)
      return 1
    case .built(let written, _, let read):
      if case .car(let summary, _) = written {
        for s in CARUnusableRenditions.notes(summary) { output.err("note: not in the car: \(s)\n") }
        for s in summary.notes { output.err("note: \(s)\n") }
        let named = Set([o.car?.appIcon].compactMap { $0 } + (o.car?.alternateAppIcons ?? []))
        for s in CARUnusableRenditions.unnamedAppIcons(read.source, named: named) { output.err("note: \(s)\n") }
      }
      if let dep = o.depfile {
        do { try Depfile.write(dep, target: o.output, inputs: depfileInputs(written, o, read.source)) } catch {
          output.err("error: cannot write depfile '\(dep)': \(error)\n")
          return 2
        }
      }
      // The stamp of the file this compile wrote (not of whatever the output path holds now);
      // none only costs the next compile its shortcut.
      try? CompileStamp(inputs: fingerprint, written: written.status).write(for: o.output)
      output.err(summaryLine(written, o))
      return 0
    }
  }

  static func notWritten(errors: Int, _ o: CompileOptions, output: CommandOutput) {
    output.err(
      "error: \(errors) error\(errors == 1 ? "" : "s") in the source catalogs; '\(o.output)' was not written\n")
  }

  /// What the depfile lists: every file read; for an `.assetcat`, the rules files too.
  static func depfileInputs(_ written: CompileOutput.Written, _ o: CompileOptions, _ source: SourceReadResult)
    -> [String]
  {
    guard case .archive = written else { return source.inputs.sorted() }
    let ruleFiles = o.appearance.map { [$0] } ?? o.sources.compactMap(AppearanceFile.path(inCatalog:))
    return Array(Set(source.inputs + ruleFiles)).sorted()
  }

  /// The last line a compile says.
  static func summaryLine(_ written: CompileOutput.Written, _ o: CompileOptions) -> String {
    switch written {
    case .archive(let s):
      let saved = s.payloadReferences - s.payloadCount
      return "compiled \(s.assetCount) assets, \(s.renditionCount) renditions, \(s.payloadCount) payloads "
        + "(\(s.payloadBytes) bytes\(saved > 0 ? ", \(saved) duplicates stored once" : "")) into \(o.output) "
        + "(\(s.fileLength) bytes)\n"
    case .car(let s, _):
      let reused = s.reused == 0 ? "" : "; \(s.reused) from the rendition cache"
      return "compiled \(s.facets) assets, \(s.renditions) renditions into \(o.output) (\(s.bytes) bytes\(reused))\n"
    }
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
    if let p = OutputPath.problem(o.output, inputFolders: o.sources, inputFiles: inputFiles) {
      return UsageMessage("-o: \(p)")
    }
    guard let dep = o.depfile else { return nil }
    if let p = OutputPath.problem(dep, inputFolders: o.sources, inputFiles: inputFiles + [o.output]) {
      return UsageMessage("--depfile: \(p)")
    }
    if let a = OutputPath.realLocation(dep), a == OutputPath.realLocation(o.output) {
      return "--depfile and -o name the same file"
    }
    return nil
  }

  /// What the stamp's fingerprint covers besides the files.
  static func optionText(_ o: CompileOptions, keep: TraitCollection?) -> String {
    [
      "assetcat \(AssetCatVersion.current)",
      "format \(CompiledCatalogFormat.majorVersion).\(CompiledCatalogFormat.minorVersion)",
      "keep \(keep?.textForm ?? "-")", "sources \(o.sources.joined(separator: "\u{1F}"))",
      "appearance \(o.appearance ?? "-")", "decode \(o.decode)",
      "limits \(o.limits.maxSide) \(o.limits.maxPixels)", "car \(o.car.map { "\($0)" } ?? "-")",
      "app icons \(o.appIcons)",
    ].joined(separator: "\n")
  }

}

/// A usage error's message (exit 2).
struct UsageMessage: Error, ExpressibleByStringLiteral, CustomStringConvertible {
  var description: String
  init(_ text: String) { description = text }
  init(stringLiteral text: String) { description = text }
}
