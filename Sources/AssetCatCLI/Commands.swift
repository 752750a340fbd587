import ArgumentParser
import AssetCatImageHeaders
import AssetCatImaging
import AssetCatPipeline

struct Compile: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate source catalogs and pack them into one compiled catalog.",
    discussion: """
      Writes OUT atomically (a temporary file renamed into place) and byte-identically for the same \
      input. Nothing is written when the catalogs have errors (exit 1). A stamp beside the output \
      (OUT.stamp) makes an unchanged recompile a no-op ("up to date"). --keep thins: only renditions \
      that some request containing those traits can choose are kept (in a car, app icons keep every \
      size of that idiom and scale, and vectors are drawn at that scale only).

      Example:
        assetcat compile Assets.xcassets -o Assets.assetcat --keep idiom=phone,scale=3 --depfile Assets.d
      """)
  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(
    name: .shortAndLong,
    help: "The compiled catalog to write (.assetcat), Apple's Assets.car when it ends in .car, a part with .carpart.")
  var output: String
  @OptionGroup(title: "Assets.car (with -o X.car)") var car: CAROptionGroup
  @Option(help: "Parallel readers (default: every core).") var jobs: Int?
  @Option(help: "Keep only renditions some request with these traits can choose, e.g. idiom=phone,scale=3.") var keep:
    String?
  @Option(help: "Write a Make/Ninja depfile listing every input read.") var depfile: String?
  @Option(
    help: ArgumentHelp("Appearance rules to store instead of the catalogs' own Appearance.json.", valueName: "FILE"))
  var appearance: String?
  @Flag(help: "Compile even when the output is up to date.") var force = false
  @Flag(help: "No progress bar.") var quiet = false
  @Flag(help: "Decode every bitmap fully before packing, so a corrupt image stops the compile (slower).") var decode =
    false
  @Option(help: "Largest image side in pixels (AC024).") var maxSide: Int = ImageLimits.standard.maxSide
  @Option(help: "Largest image area in pixels (AC024).") var maxPixels: Int = ImageLimits.standard.maxPixels
  @OptionGroup(title: "App icon and App Store checks") var appIcons: AppIconOptions
  @OptionGroup(title: "Partial builds and links (for build systems)") var parts: PartialBuildOptions

  func validate() throws {
    try parts.check(output: output)
    if maxSide < 1 { throw ValidationError("--max-side must be at least 1") }
    if maxPixels < 1 || maxPixels > Validate.maxPixelsCeiling {
      throw ValidationError(
        "--max-pixels must be from 1 to \(Validate.maxPixelsCeiling) (a full decode takes 4 bytes a pixel)")
    }
  }

  func run() async throws {
    var o = CompileOptions(sources: sources, output: output)
    o.decode = decode
    o.limits = ImageLimits(maxSide: maxSide, maxPixels: maxPixels)
    o.jobs = jobs
    o.keep = keep
    o.depfile = depfile
    o.appearance = appearance
    o.force = force
    o.progress = !quiet
    o.appIcons = appIcons.request
    if output.hasSuffix(".car") || output.hasSuffix(PartialBuildOptions.suffix) {
      o.car = car.options(appIcons, jobs: jobs, output: output)
      o.car?.partials = parts.fromPart
    }
    parts.apply(to: &o)
    let code = await CompileCommandLogic.run(o)
    if code != 0 { throw ExitCode(code) }
  }
}

extension OutputFormat: ExpressibleByArgument {}

struct Resolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Choose the rendition of an asset, or a component's appearance properties, for a trait collection.",
    discussion: """
      Exit codes: 0 a match (--batch: every request matched), 1 no match or no such asset, \
      2 bad usage or unreadable catalog. --traits merges over --device. A --batch line is \
      {"name": …, "traits": {…}, "device": …, "orientation": …}; one JSON answer a line.
      With --component C the answer is every property the appearance rules (Appearance.json at the \
      catalog's root, or --appearance FILE) and --set give C; images and colors are resolved under \
      the same traits; exit 1 when no property is set or a named image or color has no match. A \
      --batch line with "component" (and "containers", "set") is an appearance query.

      Examples:
        assetcat resolve Assets.xcassets Logo --device "iPhone 15 Pro" --traits style=dark --explain
        assetcat resolve Assets.assetcat --component Button --containers Toolbar --traits idiom=phone
        echo '{"name": "Logo", "traits": {"idiom": "pad", "scale": 2}}' | assetcat resolve Assets.assetcat --batch -
      """)
  @Argument(help: "A source (.xcassets) or compiled (.assetcat, Assets.car) catalog.") var catalog: String
  @Argument(help: "The asset's name.") var name: String?
  @Option(
    help: "Traits, e.g. idiom=phone,scale=3,width=compact,style=dark (a watch: idiom=watch,screenWidth=184,scale=2).")
  var traits: String?
  @Option(help: "A device preset ('assetcat devices' lists them).") var device: String?
  @Option(help: "portrait or landscape (with --device).") var orientation: String?
  @Option(help: "iPad multitasking with --device: full, 1/3, 1/2, 2/3 or slide-over.") var split: String?
  @Option(
    help: ArgumentHelp(
      "An app icon's size in points (60, 83.5).",
      discussion: "Without it an app icon set answers its home-screen icon: 60 on iPhone, 76 on iPad, 83.5 on "
        + "iPad Pro; elsewhere its largest size."))
  var size: Double?
  @Option(help: "text or json.") var format: OutputFormat = .text
  @Flag(
    help:
      """
      List every candidate and the step and trait that removed it; with --component, every rule and why it \
      won or lost.
      """
  ) var explain = false
  @Option(help: "Answer JSON Lines requests from FILE (- for standard input).") var batch: String?
  @OptionGroup(title: "Appearance rules") var appearance: AppearanceQueryOptions

  func run() throws {
    var o = ResolveOptions(catalog: catalog, name: name)
    o.traits = traits
    o.device = device
    o.orientation = orientation
    o.split = split
    o.size = size
    o.format = format
    o.explain = explain
    o.batch = batch
    o.component = appearance.component
    o.containers = appearance.containerList
    o.set = appearance.set
    o.appearance = appearance.appearance
    let code = ResolveCommandLogic.run(o)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Info: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List what a source or compiled catalog holds.",
    discussion: """
      Every asset with its kind and renditions: each rendition's slot, file, pixel and point size.

      Example:
        assetcat info Assets.assetcat --format json
      """)
  @Argument(help: "A source (.xcassets) or compiled (.assetcat, Assets.car) catalog.") var catalog: String
  @Option(help: "text or json.") var format: OutputFormat = .text
  func run() throws {
    let code = InfoCommandLogic.run(catalog: catalog, format: format)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Extract: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the renditions of a compiled catalog back out as files.",
    discussion: """
      Writes a source catalog again: every image file byte for byte and every Contents.json. Never \
      writes outside DIRECTORY.

      Example:
        assetcat extract Assets.assetcat Restored.xcassets
      """)
  @Argument(help: "A compiled catalog (.assetcat or Assets.car).") var catalog: String
  @Argument(help: "The folder to write.") var directory: String
  @Option(
    help: "Also write each PDF or SVG rendition as PNGs at these scales (e.g. 1,2,3), named like icon@2x.png.",
    transform: Extract.scales)
  var rasterize: [Int] = []

  static func scales(_ text: String) throws -> [Int] {
    let scales = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !scales.isEmpty, scales.allSatisfy({ $0 != nil && (1...16).contains($0!) }) else {
      throw ValidationError("--rasterize takes scales from 1 to 16 separated by commas, such as 1,2,3")
    }
    return Array(Set(scales.compactMap { $0 })).sorted()
  }

  func run() throws {
    let code = ExtractCommandLogic.run(catalog: catalog, directory: directory, rasterize: rasterize)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Verify: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check every checksum and bound of a compiled catalog.",
    discussion: """
      Exit 0 when the catalog is whole, 2 when it is corrupt or unreadable.

      Example:
        assetcat verify Assets.assetcat
      """)
  @Argument(help: "A compiled catalog (.assetcat or Assets.car).") var catalog: String
  func run() throws {
    let code = ExtractCommandLogic.verify(catalog: catalog)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the device presets accepted by --device.",
    discussion: """
      Each preset's traits (idiom, scale, size classes per orientation, gamut).

      Example:
        assetcat devices --format json
      """)
  @Option(help: "text or json.") var format: OutputFormat = .text
  func run() throws {
    let code = DevicesCommandLogic.run(format: format)
    if code != 0 { throw ExitCode(code) }
  }
}
