import AssetCatArchive
import AssetCatCARWriter
import AssetCatCore
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
  /// Set when the output is an `Assets.car` (`-o X.car`): the actool-style options.
  public var car: CAROptions?

  public init(sources: [String], output: String) {
    self.sources = sources
    self.output = output
  }
}

/// `assetcat compile` as a function returning SPEC §5 exit codes: 0 written (or up to date),
/// 1 the catalogs have errors (nothing written), 2 bad usage or I/O failure.
public enum CompileCommandLogic {
  public static func run(_ o: CompileOptions, output: CommandOutput = .standard) async -> Int32 {
    guard !o.sources.isEmpty else {
      output.err("error: give at least one source catalog (.xcassets)\n")
      return 2
    }
    if let j = o.jobs, j < 1 {
      output.err("error: --jobs must be at least 1\n")
      return 2
    }
    var keep: TraitCollection? = nil
    if let k = o.keep {
      do { keep = try TraitCollection(parsing: k) } catch {
        output.err("error: --keep: \(error)\n")
        return 2
      }
    }
    let jobs = o.jobs ?? ProcessInfo.processInfo.activeProcessorCount

    // No-op recompile: the stamp beside the output vouches for these inputs and options.
    let optionText = [
      "assetcat \(AssetCat.version)", "format \(CompiledCatalogFormat.majorVersion).\(CompiledCatalogFormat.minorVersion)",
      "keep \(keep?.textForm ?? "-")", "sources \(o.sources.joined(separator: "\u{1F}"))",
      "appearance \(o.appearance ?? "-")", "decode \(o.decode)",
      "limits \(o.limits.maxSide) \(o.limits.maxPixels)", "car \(o.car.map { "\($0)" } ?? "-")",
    ].joined(separator: "\n")
    // A catalog's own Appearance.json is inside its folder; a --appearance file is hashed too.
    let fingerprint = CompileStamp.fingerprint(sources: o.sources + (o.appearance.map { [$0] } ?? []), options: optionText)
    let depfileReady = o.depfile.map { FileManager.default.fileExists(atPath: $0) } ?? true
    if !o.force && depfileReady && CompileStamp.isUpToDate(output: o.output, inputs: fingerprint) {
      output.err("\(o.output) is up to date\n")
      return 0
    }

    let result: SourceReadResult
    do { result = try SourceCatalogReader.read(paths: o.sources, options: SourceReadOptions(probeImages: true, jobs: jobs)) } catch {
      output.err("error: \(error)\n")
      return 2
    }
    // SPEC §4: the rules stored in the catalog, checked against every asset read (AC050).
    let rules: AppearanceRuleSet.ParseResult
    do { rules = try AppearanceFile.loadForCompile(catalogPaths: o.sources, appearanceFile: o.appearance, assets: result.catalog) } catch {
      output.err("error: \(error)\n")
      return 2
    }
    // Compile validates as `validate` does (SPEC §5): the reader's findings, the pixel checks
    // (AC020–AC024; every pixel with --decode) and the rules'.
    let report = await Validator.validate(
      ValidationInput(result), options: ValidationOptions(limits: o.limits, decode: o.decode, jobs: jobs))
    // With --appearance FILE the catalogs' own Appearance.json files are not used: their AC050
    // findings (from the validator's AppearanceCheck) do not stop the compile.
    let unusedRuleFiles = o.appearance == nil ? [] : Set(o.sources.compactMap(AppearanceFile.path(inCatalog:)))
    let checked = report.diagnostics.filter { !($0.code == .AC050 && unusedRuleFiles.contains($0.path)) }
    let diagnostics = Array(Set(checked + rules.diagnostics)).sorted()
    for d in diagnostics where d.severity != .note {
      output.err(plainText(d) + "\n")
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    if errors > 0 {
      output.err("error: \(errors) error\(errors == 1 ? "" : "s") in the source catalogs; '\(o.output)' was not written\n")
      return 1
    }

    if let car = o.car { return writeCar(result, options: car, o, fingerprint: fingerprint, output: output) }
    var catalog = result.catalog
    if let keep { catalog = CatalogThinning.thin(catalog, keeping: keep) }
    var catalogOf: [String: String] = [:]
    for a in result.assets where a.isActive { catalogOf[a.asset.name] = a.catalogPath }

    var metadata = ["sources": o.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: "\n")]
    if let keep { metadata["keep"] = keep.textForm }
    let bar = o.progress && isatty(2) == 1 ? ProgressBar(output: output) : nil
    var writerOptions = CompiledCatalogWriter.Options(jobs: jobs, metadata: metadata, thinned: keep != nil)
    if !rules.rules.rules.isEmpty { writerOptions.appearanceRules = AppearanceRulesBlob(rules: rules.rules) }
    if let bar { writerOptions.progress = { @Sendable p in bar.update(p) } }
    let writer = CompiledCatalogWriter(options: writerOptions)
    CompileStamp.remove(for: o.output)
    let summary: CompiledCatalogWriter.Summary
    do {
      summary = try writer.write(catalog, to: URL(fileURLWithPath: o.output)) { (asset: Asset, rendition: Rendition) -> CompiledCatalogWriter.PayloadSource? in
        guard let root = catalogOf[asset.name], let file = rendition.file else { return nil }
        return .path(SourcePath.join(root, file))
      }
    } catch {
      bar?.finish()
      output.err("error: \(error)\n")
      return 2
    }
    bar?.finish()

    if let dep = o.depfile {
      let ruleFiles = o.appearance.map { [$0] } ?? o.sources.compactMap(AppearanceFile.path(inCatalog:))
      do { try writeDepfile(dep, target: o.output, inputs: Array(Set(result.inputs + ruleFiles)).sorted()) } catch {
        output.err("error: cannot write depfile '\(dep)': \(error)\n")
        return 2
      }
    }
    if let stamp = CompileStamp.make(inputs: fingerprint, output: o.output) {
      try? stamp.write(for: o.output)  // without a stamp the next compile just does the work
    }
    let saved = summary.payloadReferences - summary.payloadCount
    output.err(
      "compiled \(summary.assetCount) assets, \(summary.renditionCount) renditions, \(summary.payloadCount) payloads "
        + "(\(summary.payloadBytes) bytes\(saved > 0 ? ", \(saved) duplicates stored once" : "")) into \(o.output) (\(summary.fileLength) bytes)\n")
    return 0
  }

  /// `PATH:LINE: error: MESSAGE [AC012]` (actool's shape, parsable by Xcode).
  static func plainText(_ d: Diagnostic) -> String {
    var loc = d.path
    if let l = d.line { loc += ":\(l)" }
    return "\(loc): \(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]"
  }

  /// A Make/Ninja depfile: `TARGET: INPUT…`, one input a line; spaces and `#` escaped with a
  /// backslash, `$` doubled (what GCC's `-MD` writes, which both Make and Ninja read).
  static func writeDepfile(_ path: String, target: String, inputs: [String]) throws {
    var text = escapeDepfile(target) + ":"
    for i in inputs { text += " \\\n  " + escapeDepfile(i) }
    text += "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  static func escapeDepfile(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case " ": out += "\\ "
      case "#": out += "\\#"
      case "$": out += "$$"
      default: out.append(c)
      }
    }
    return out
  }
}

/// A one-line progress bar on standard error, redrawn at most every 100 ms.
final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
  private let output: CommandOutput
  private var last = Date.distantPast
  private var drawn = false

  init(output: CommandOutput) { self.output = output }

  func update(_ p: CompiledCatalogWriter.Progress) {
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    guard p.done == p.total || now.timeIntervalSince(last) > 0.1 else { return }
    last = now
    let width = 30
    let filled = p.total == 0 ? width : p.done * width / p.total
    let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
    output.err("\r[\(bar)] \(p.phase.rawValue) \(p.done)/\(p.total)")
    drawn = true
  }

  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { output.err("\r\u{1B}[2K") }
  }
}
