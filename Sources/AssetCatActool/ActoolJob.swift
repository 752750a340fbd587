import AssetCatCore
import AssetCatImaging
import AssetCatPipeline
import AssetCatSource
import AssetCatValidation

/// actool's build for the ``BuildPipeline``: the catalogs (the drawn Icon Composer icons' first:
/// an `.icon` wins over an `.appiconset` of its name, as in actool) read and checked with actool's
/// view of the findings, then every output made (``ActoolBuild``) and put in place.
struct ActoolJob: BuildJob {
  var options: ActoolOptions
  var plan: ActoolDriver.Plan
  var icons: IconComposerFallback?
  /// The version recorded in the dependency-info file (`assetcat-<version>`).
  var version: String

  var buildsBesideCheck: Bool { true }
  var checksImageData: Bool { true }

  /// The catalogs as read, and the app icon request derived from them once (with
  /// `--include-all-app-icons`, every app icon set read): the check and the build both use it.
  struct Read: Sendable {
    var source: SourceReadResult
    var request: AppIconRequest
    /// `request` without the names that name nothing (AC070 warnings): what the build makes.
    var built: AppIconRequest
  }

  func read(checkingImageData: Bool) throws -> Read {
    let catalogs = (icons.map { [$0.catalog] } ?? []) + plan.catalogs
    var readOptions = SourceReadOptions(probeImages: true, checkImageData: checkingImageData, inspector: .imaging)
    if options.followLinks { readOptions.linkRoots = ["/"] }
    let memo = ProbeMemo.forBuild(cacheDirectory: options.cacheFolder, catalogs: catalogs)
    let source = try SourceCatalogReader.read(paths: catalogs, options: readOptions, memo: memo)
    let request = ActoolDriver.appIconRequest(options, plan.platform, source)
    return Read(source: source, request: request, built: request.existing(in: ValidationInput(source)))
  }

  func source(of read: Read) -> SourceReadResult { read.source }

  func check(_ read: Read) async -> ValidationReport {
    var validation = ValidationOptions()
    validation.appIcons = read.request
    let validated = await Validator.validate(ValidationInput(read.source), options: validation)
    let iconNames = Set(plan.iconDocuments.map(IconComposerFallback.iconName(of:)))
    let shown = ActoolFindings.withoutIconShadows(validated, iconNames: iconNames)
    return ActoolFindings.inActoolsWords(shown, source: read.source)
  }

  func stage(_ read: Read) throws -> ActoolBuild {
    // An entry whose file is missing is left out, with its AC010 warning, as actool builds.
    try ActoolBuild.make(source: read.source.withoutMissingFiles(), request: read.built, options: options, plan: plan)
  }

  func commit(_ build: ActoolBuild, read: Read) throws -> ActoolBuild {
    let inputs =
      read.source.inputs.filter { path in icons.map { !path.hasPrefix($0.folder + "/") } ?? true }
      + (icons?.inputs ?? [])
    try build.write(
      plan: plan, options: options, version: "assetcat-\(version)", inputs: inputs,
      missingInputs: read.source.missingFiles.sorted())
    return build
  }
}
