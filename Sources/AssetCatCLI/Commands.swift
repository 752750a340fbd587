import ArgumentParser
import AssetCatImaging

struct Compile: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate source catalogs and pack them into one compiled catalog.",
    discussion: """
      Writes OUT atomically (a temporary file renamed into place) and byte-identically for the same \
      input. Nothing is written when the catalogs have errors (exit 1). A stamp beside the output \
      (OUT.stamp) makes an unchanged recompile a no-op ("up to date"). --keep thins: only renditions \
      that some request containing those traits can choose are kept (see Docs/CompiledCatalogFormat.md).
      """)
  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(name: .shortAndLong, help: "The compiled catalog to write (.assetcat), or Apple's Assets.car when it ends in .car.") var output: String
  @OptionGroup(title: "Assets.car (with -o X.car)") var car: CAROptionGroup
  @Option(help: "Parallel readers (default: every core).") var jobs: Int?
  @Option(help: "Keep only renditions some request with these traits can choose, e.g. idiom=phone,scale=3.") var keep: String?
  @Option(help: "Write a Make/Ninja depfile listing every input read.") var depfile: String?
  @Option(help: ArgumentHelp("Appearance rules to store instead of the catalogs' own Appearance.json (SPEC §4).", valueName: "FILE"))
  var appearance: String?
  @Flag(help: "Compile even when the output is up to date.") var force = false
  @Flag(help: "No progress bar.") var quiet = false
  @Flag(help: "Decode every bitmap fully before packing, so a corrupt image stops the compile (slower).") var decode = false
  @Option(help: "Largest image side in pixels (AC024).") var maxSide: Int = ImageLimits.standard.maxSide
  @Option(help: "Largest image area in pixels (AC024).") var maxPixels: Int = ImageLimits.standard.maxPixels

  func validate() throws {
    if maxSide < 1 { throw ValidationError("--max-side must be at least 1") }
    if maxPixels < 1 || maxPixels > Validate.maxPixelsCeiling {
      throw ValidationError("--max-pixels must be from 1 to \(Validate.maxPixelsCeiling) (a full decode takes 4 bytes a pixel)")
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
    if output.hasSuffix(".car") {
      if keep != nil { throw ValidationError("--keep does not apply to a car: use --target-device") }
      o.car = car.options(jobs: jobs)
    }
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
      """)
  @Argument(help: "A source (.xcassets) or compiled (.assetcat) catalog.") var catalog: String
  @Argument(help: "The asset's name.") var name: String?
  @Option(help: "Traits, e.g. idiom=phone,scale=3,width=compact,style=dark.") var traits: String?
  @Option(help: "A device preset ('assetcat devices' lists them).") var device: String?
  @Option(help: "portrait or landscape (with --device).") var orientation: String?
  @Option(help: "iPad multitasking with --device: full, 1/3, 1/2, 2/3 or slide-over.") var split: String?
  @Option(help: "text or json.") var format: OutputFormat = .text
  @Flag(help: "List every candidate and the step and trait that removed it; with --component, every rule and why it won or lost.") var explain = false
  @Option(help: "Answer JSON Lines requests from FILE (- for standard input).") var batch: String?
  @OptionGroup(title: "Appearance rules (SPEC §4)") var appearance: AppearanceQueryOptions

  func run() throws {
    var o = ResolveOptions(catalog: catalog, name: name)
    o.traits = traits
    o.device = device
    o.orientation = orientation
    o.split = split
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
  static let configuration = CommandConfiguration(abstract: "List what a source or compiled catalog holds.")
  @Argument(help: "A source (.xcassets) or compiled (.assetcat) catalog.") var catalog: String
  @Option(help: "text or json.") var format: OutputFormat = .text
  func run() throws {
    let code = InfoCommandLogic.run(catalog: catalog, format: format)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Extract: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Write the renditions of a compiled catalog back out as files.")
  @Argument(help: "A compiled catalog (.assetcat).") var catalog: String
  @Argument(help: "The folder to write.") var directory: String
  func run() throws {
    let code = ExtractCommandLogic.run(catalog: catalog, directory: directory)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Verify: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Check every checksum and bound of a compiled catalog.")
  @Argument(help: "A compiled catalog (.assetcat).") var catalog: String
  func run() throws {
    let code = ExtractCommandLogic.verify(catalog: catalog)
    if code != 0 { throw ExitCode(code) }
  }
}

struct Devices: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the device presets accepted by --device.")
  @Option(help: "text or json.") var format: OutputFormat = .text
  func run() throws {
    let code = DevicesCommandLogic.run(format: format)
    if code != 0 { throw ExitCode(code) }
  }
}
