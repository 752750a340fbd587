import ArgumentParser

/// `assetcat assetutil …`: Apple's `assetutil` command line for what it does with a car on
/// Linux: `--info` prints its JSON description, the thinning options write the car a device gets.
struct Assetutil: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Apple's assetutil: describe a car as JSON (--info) or write it thinned for a device.",
    discussion: """
      --info CAR (-I CAR) prints the JSON array Apple's `assetutil --info` prints: the header object, then \
      one object a rendition, keys sorted as Apple sorts them. With -o the JSON goes to that file.
      The thinning options write the car a device build keeps (the renditions `assetcat size` counts for it) \
      to -o OUT.car: --idiom phone|pad|tv|watch|mac|car|vision|universal, --scale 1|2|3, \
      --display-gamut srgb|p3|all, --graphicsclass MTL3,1 or APPLE7, --memory GB, --hostedidioms watch,… \
      (idioms always kept). --subtype, --subtypefallbacks and --graphicsclassfallbacks are accepted and \
      do not change the choice. Outputs are written to a temporary file and renamed into place.
      Exit 2: bad usage, an unreadable or corrupt car, or a write that fails.
      Examples:
        assetcat assetutil --info Assets.car
        assetcat assetutil --idiom phone --scale 3 --display-gamut srgb --graphicsclass MTL3,1 --memory 4 \
      -o Thinned.car Assets.car
      """)

  @Option(name: [.customShort("I"), .customLong("info")], help: "Describe this car as JSON.") var info: String?
  @Option(name: [.customShort("i"), .long], help: "Idiom to keep.") var idiom: String?
  @Option(name: [.customShort("s"), .long], help: "Scale to keep.") var scale: String?
  @Option(name: [.customShort("p"), .customLong("display-gamut")], help: "Display gamut to keep.") var gamut: String?
  @Option(name: [.customShort("g"), .customLong("graphicsclass")], help: "Graphics class (MTL3,1).")
  var graphics: String?
  @Option(name: [.customShort("M"), .long], help: "Memory class, in GB.") var memory: String?
  @Option(name: .customLong("hostedidioms"), help: "Idioms always kept, comma-separated.")
  var hosted: String?
  @Option(name: [.customShort("t"), .long], help: "Subtype (accepted, not used).") var subtype: String?
  @Option(name: [.customShort("u"), .customLong("subtypefallbacks")], help: "Accepted, not used.")
  var subtypeFallbacks: String?
  @Option(name: .customLong("graphicsclassfallbacks"), help: "Accepted, not used.") var graphicsFallbacks: String?
  @Option(name: [.customShort("o"), .long], help: "The thinned car (or the --info JSON) to write.") var output: String?
  @Argument(help: "The car to thin.") var input: String?

  func run() throws {
    if let info {
      let code = AssetutilCommandLogic.info(info, to: output)
      if code != 0 { throw ExitCode(code) }
      return
    }
    guard let input, let output else {
      throw failUsage("give --info CAR, or thinning options with -o OUT.car and an input car")
    }
    let thinning: AssetutilThinning
    do {
      thinning = try AssetutilThinning(
        idiom: idiom, scale: scale, gamut: gamut, graphics: graphics, memory: memory, hosted: hosted)
    } catch { throw failUsage(error.description) }
    let code = AssetutilCommandLogic.thin(input, thinning, to: output)
    if code != 0 { throw ExitCode(code) }
  }
}
