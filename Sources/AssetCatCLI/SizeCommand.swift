import ArgumentParser
import AssetCatCARWriter
import AssetCatFileSystem
import AssetCatSize

/// Output formats of `size`.
enum SizeFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json
}

/// `assetcat size` (not `Size`: that is AssetCatCore's size in points).
struct SizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "size",
    abstract:
      "What each device downloads after app thinning: the bytes of the car thinned for it, and its heaviest assets.",
    discussion: """
      For a source catalog, the cars are measured as actool --filter-for-device-model would write \
      them, without writing any (each rendition encoded once, however many devices, and not at \
      all where a rendition cache that compile -o X.car or actool kept holds its record, which is \
      counted instead: the figures are the same); for an \
      Assets.car, Apple's included, a device's figure is the car less the renditions its build \
      leaves out. With no --device or --device-model, every device of the platform (a car: of its \
      platform and keys). Devices that download the same car make one variant.
      Exit codes: 0 measured, 2 bad usage or an unreadable catalog.

      Examples:
        assetcat size Assets.xcassets --app-icon AppIcon
        assetcat size Assets.xcassets --device-model iPhone16,1 --device-model iPad16,3 --format json
        assetcat size Payload/App.app/Assets.car --device "iPhone 15 Pro"
      """)
  @Argument(help: "A source catalog (.xcassets folder) or an Assets.car.") var catalog: String
  @Option(help: "A device by name, as `assetcat devices` lists them (repeatable).") var device: [String] = []
  @Option(
    help: "A device by model identifier, as actool's --filter-for-device-model takes it, e.g. iPhone16,1 (repeatable).")
  var deviceModel: [String] = []
  @Option(help: "text (like Xcode's App Thinning Size Report) or json.") var format: SizeFormat = .text
  @Option(help: "How many of the heaviest assets each device lists (0: all).") var top = 10
  @OptionGroup var target: CARTargetOptions
  @Option(
    help: "The app icon set to count, as actool's --app-icon (a source catalog; without it no app icon is counted).")
  var appIcon: String?
  @Option(help: "An alternate app icon set to count (repeatable; a source catalog).") var alternateAppIcon: [String] =
    []
  @Option(
    help: "A device family the app runs on: iphone, ipad, mac, tv, watch, car, vision (repeatable; a source catalog).")
  var targetDevice: [String] = []
  @Option(
    help: ArgumentHelp(
      """
      Count the records the rendition caches in DIR hold (those compile -o X.car and actool keep) \
      rather than encode them again, without writing to DIR (default: $XDG_CACHE_HOME/assetcat, \
      ~/.cache/assetcat); a source catalog.
      """,
      valueName: "DIR"))
  var cacheDir: String?
  @Flag(help: "Encode every rendition, reading no rendition cache; a source catalog.") var noCache = false
  @Flag(help: "No progress bar.") var quiet = false

  func validate() throws {
    if top < 0 { throw ValidationError("--top takes 0 or more, not \(top)") }
    try TargetArguments.checkTargetDevices(targetDevice)
  }

  func run() throws {
    let bar = ProgressBar.onTerminal(enabled: !quiet)
    let code = SizeCommandLogic.run(request(progress: bar), format: format)
    if code != 0 { throw ExitCode(code) }
  }

  /// What the arguments ask for, reporting to `bar` (the rendition caches of `--cache-dir`, else
  /// the user's cache folder, none with `--no-cache`).
  func request(progress bar: ProgressBar?) -> SizeCommandLogic.Request {
    var options = target.options
    options.appIcon = appIcon
    options.targetDevices = TargetArguments.targetDevices(targetDevice)
    options.alternateAppIcons = alternateAppIcon
    if let bar { options.progress = CARProgress(bar.reporter) }
    return SizeCommandLogic.Request(
      catalog: catalog, devices: device, models: deviceModel, top: top, options: options,
      cacheDirectory: noCache ? nil : cacheDir ?? CARCacheLocation.userDirectory(), progress: bar)
  }
}

/// `assetcat size` as a function returning SPEC §5's exit codes.
enum SizeCommandLogic {
  struct Request {
    var catalog: String
    var devices: [String] = []
    var models: [String] = []
    var top = 10
    var options = CAROptions()
    /// The folder of rendition caches to read (`nil`: none; `--no-cache`).
    var cacheDirectory: String?
    /// Erased before anything is printed (its line would otherwise run into the report's).
    var progress: ProgressBar?
  }

  static func run(_ r: Request, format: SizeFormat, output: CommandOutput = .standard) -> Int32 {
    let report: SizeReport
    do {
      defer { r.progress?.finish() }
      let input = try SizeInput.open(r.catalog)
      let devices = try SizeDevices.resolve(names: r.devices, models: r.models, idioms: input.idioms(r.options))
      report = try input.measure(
        name: r.catalog, options: r.options, devices: devices, top: r.top, known: known(r, input))
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
    output.out(format == .json ? report.json() : report.text())
    return 0
  }

  /// The rendition caches of `r.cacheDirectory` that this build wrote (as `compile -o X.car` or
  /// `actool`), for a source catalog; a car is measured as it is.
  static func known(_ r: Request, _ input: SizeInput) -> CARKnownRecords? {
    guard case .source = input, let dir = r.cacheDirectory else { return nil }
    return CARKnownRecords(
      directory: dir, authoringTools: ["assetcat \(AssetCat.version)", CAROptions().authoringTool])
  }
}
