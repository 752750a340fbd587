import ArgumentParser
import AssetCatFileSystem
import AssetCatReport
import Foundation

/// `assetcat report SRC.xcassets… -o DIR`: the HTML report of SPEC §9.
struct Report: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write an HTML report of source catalogs that opens from disk.",
    discussion: """
      Writes DIR/index.html and DIR/thumbs/: every asset in a searchable list, its slots as \
      thumbnails (vectors drawn to PNG), the rendition and size each device preset gets in light \
      and dark, its diagnostics, the coverage matrix, and what each device downloads (the car \
      thinned for it and its heaviest assets, as `assetcat size` measures it). The page needs no server and no \
      network. An asset's page lists its findings first and marks the slot each concerns, in its slots and in \
      the devices' table. The devices are those of the platforms the catalogs' idioms target (--platform \
      chooses one; a catalog of universal entries only shows every device).
      Exit codes: 0 written, 1 written but the catalogs have errors (or warnings, with --strict), as \
      validate; 2 bad usage, an unreadable catalog or nothing written.

      Example: assetcat report App/Assets.xcassets -o build/asset-report && open build/asset-report/index.html
      """)
  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(name: .shortAndLong, help: "The folder to write (created if missing).") var output: String
  @Option(help: "Files read at once (default: every core).") var jobs: Int?
  @Flag(help: "No progress bar.") var quiet = false
  @Option(help: "The app icon set counted in the download sizes, as actool's --app-icon (without it none is).")
  var appIcon: String?
  @Flag(help: "Leave out the download sizes (they cost an encode of every image).") var noSizes = false
  @OptionGroup var target: CARTargetOptions
  @Flag(help: "Warnings fail too (exit 1), as validate --strict.") var strict = false

  func validate() throws {
    if sources.isEmpty { throw ValidationError("give at least one source catalog (.xcassets)") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() async throws {
    var options = ReportOptions(
      sources: sources, output: output, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    options.platform = target.applePlatform
    let bar = ProgressBar.onTerminal(enabled: !quiet)
    if let bar { options.progress = bar.reporter }
    let summary: ReportGenerator.Summary
    do {
      if !noSizes { options.sizes = try ReportSizes.measure(sources, appIcon: appIcon, target: target, progress: bar) }
      summary = try await ReportGenerator.write(options)
    } catch {
      bar?.finish()
      throw failUsage("\(error)")
    }
    bar?.finish()
    Console.error(
      "wrote \(output)/index.html: \(summary.assets) assets, \(summary.thumbnails) thumbnails, "
        + "\(summary.errors) errors, \(summary.warnings) warnings")
    let code = summary.exitCode(strict: strict)
    if code != 0 { throw ExitCode(code) }
  }
}
