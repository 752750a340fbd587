import ArgumentParser
import AssetCatCore
import AssetCatFileSystem
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatSource
import AssetCatValidation
import Foundation

/// `assetcat validate SRC.xcassets…` (SPEC §5, §6): the reader's findings plus the checks of
/// AssetCatValidation, in one of four formats. Exit 0 clean, 1 errors (or warnings with
/// `--strict`), 2 bad usage or unreadable input.
struct Validate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Report diagnostics for source catalogs.",
    discussion: """
      Codes: \(DiagnosticCode.allCases.map { "\($0.rawValue) \($0.defaultSeverity.rawValue): \($0.title)" }
        .joined(separator: "; ")).

      Examples:
        assetcat validate Assets.xcassets --strict
        assetcat validate Assets.xcassets --format sarif > assetcat.sarif
        assetcat validate Assets.xcassets --matrix traits.json   # [{"idiom": "phone", "scale": 3}, …]
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
    var diagnosticFormat: DiagnosticFormat {
      switch self {
      case .text: .text
      case .json: .json
      case .sarif: .sarif
      case .github: .github
      }
    }
  }

  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(
    help: "Output format: text (Xcode's form; summary on stderr), json, sarif (2.1.0) or github (workflow commands).")
  var format: Format = .text
  @Flag(help: "Warnings fail too (exit 1).") var strict = false
  @Option(help: "Check coverage (AC040, AC041) against a JSON array of trait collections.") var matrix: String?
  @Flag(
    help: ArgumentHelp(
      "Check coverage against the device presets × orientation × light/dark of the catalogs' platforms.",
      discussion:
        "The platforms are --platform when given, else those the catalogs' idioms target (watch: watchOS; "
        + "iphone, ipad, car, ios-marketing: iOS; tv, tv-marketing: tvOS; mac: macOS; vision: visionOS); a "
        + "catalog of universal entries only is checked against every preset."
    )) var devices = false
  @Flag(help: "Decode every bitmap fully to prove it intact (slower).") var decode = false
  @Option(help: "Largest image side in pixels (AC024).") var maxSide: Int = ImageLimits.standard.maxSide
  @Option(help: "Largest image area in pixels (AC024).") var maxPixels: Int = ImageLimits.standard.maxPixels
  @Option(help: "Files probed or decoded at once (default: every core).") var jobs: Int?
  @OptionGroup(title: "App icon and App Store checks") var appIcons: AppIconOptions
  @Flag(help: "No progress bar.") var quiet = false

  /// One gigapixel: 4 GiB of RGBA.
  static let maxPixelsCeiling = 1 << 30

  func validate() throws {
    if sources.isEmpty { throw ValidationError("give at least one source catalog (.xcassets)") }
    if maxSide < 1 { throw ValidationError("--max-side must be at least 1") }
    if maxPixels < 1 { throw ValidationError("--max-pixels must be at least 1") }
    // A full decode takes 4 bytes a pixel: a higher limit would let a lying header exhaust memory.
    if maxPixels > Self.maxPixelsCeiling {
      throw ValidationError(
        "--max-pixels must be at most \(Self.maxPixelsCeiling) (a full decode takes 4 bytes a pixel)")
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() async throws {
    var traits: [TraitCollection] = []
    if let matrix {
      do { traits = try CoverageMatrix(contentsOf: matrix).traitCollections } catch {
        throw failUsage(error.description)
      }
    }
    let input: ValidationInput
    do { input = try ValidationInput.read(paths: sources, jobs: jobs, decode: decode) } catch {
      throw failUsage(error.description)
    }
    var options = ValidationOptions(
      limits: ImageLimits(maxSide: maxSide, maxPixels: maxPixels), decode: decode,
      matrix: traits.isEmpty ? nil : CoverageMatrix(traits),
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    if devices {
      let platforms = CoverageMatrix.devicePlatforms(of: input, platform: appIcons.request.platform)
      options.devices = CoverageMatrix.devices(on: platforms)
    }
    options.appIcons = appIcons.request
    let bar = ProgressBar.onTerminal(enabled: !quiet)
    if let bar { options.progress = { bar.update("checking", done: $0, total: $1) } }
    let report = await Validator.validate(input, options: options)
    bar?.finish()

    let formatter = format.diagnosticFormat.formatter(
      tool: ToolInfo(name: "assetcat", version: AssetCat.version, informationURI: ToolInfo.assetcat.informationURI),
      baseDirectory: FileManager.default.currentDirectoryPath)
    FileHandle.standardOutput.write(Data(formatter.format(report).utf8))
    if format == .text { Console.error(report.summary) }
    let code = report.exitCode(strict: strict)
    if code != 0 { throw ExitCode(code) }
  }
}
