import ArgumentParser
import AssetCatPipeline

/// `compile`'s options for build systems that split a car into actions: `-o X.carpart --set S`
/// encodes the renditions of a few sets, `-o Assets.car --from-part X.carpart …` links the car
/// from them, and `--follow-links` reads inputs staged as symbolic links.
struct PartialBuildOptions: ParsableArguments {
  static let suffix = ".carpart"

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "With -o X.carpart: an asset set or group folder, a path inside the catalog, whose renditions the part "
        + "holds (repeatable).", valueName: "PATH"))
  var sets: [String] = []
  @Option(
    help: ArgumentHelp(
      "With -o X.car: a part (-o X.carpart) whose renditions the car takes instead of encoding them, built "
        + "with the same options from the same files (repeatable).", valueName: "PART"))
  var fromPart: [String] = []
  @Flag(
    help: ArgumentHelp(
      "Read files and Contents.json that are symbolic links leading out of the catalog (as build systems stage "
        + "inputs) instead of refusing them (AC032)."))
  var followLinks = false

  func check(output: String) throws {
    let isPart = output.hasSuffix(Self.suffix)
    if isPart && sets.isEmpty { throw ValidationError("-o \(output): a part needs at least one --set") }
    if !isPart && !sets.isEmpty { throw ValidationError("--set is for a part (-o X\(Self.suffix))") }
    if !fromPart.isEmpty && !output.hasSuffix(".car") { throw ValidationError("--from-part is for -o X.car") }
  }

  func apply(to o: inout CompileOptions) {
    if !sets.isEmpty { o.partialSets = sets }
    if followLinks { o.linkRoots = ["/"] }
  }
}
