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

  func read(checkingImageData: Bool) throws -> SourceReadResult {
    let catalogs = (icons.map { [$0.catalog] } ?? []) + plan.catalogs
    return try SourceCatalogReader.read(
      paths: catalogs,
      options: SourceReadOptions(probeImages: true, checkImageData: checkingImageData, inspector: .imaging))
  }

  func source(of read: SourceReadResult) -> SourceReadResult { read }

  func check(_ source: SourceReadResult) async -> ValidationReport {
    var validation = ValidationOptions()
    validation.appIcons = ActoolDriver.appIconRequest(options, plan.platform, source)
    let validated = await Validator.validate(ValidationInput(source), options: validation)
    let iconNames = Set(plan.iconDocuments.map(IconComposerFallback.iconName(of:)))
    return ActoolFindings.withoutIconShadows(ActoolFindings.weighed(validated), iconNames: iconNames)
  }

  func stage(_ source: SourceReadResult) throws -> ActoolBuild {
    try ActoolBuild.make(
      source: source, request: ActoolDriver.appIconRequest(options, plan.platform, source), options: options, plan: plan
    )
  }

  func commit(_ build: ActoolBuild, read source: SourceReadResult) throws -> ActoolBuild {
    let inputs =
      source.inputs.filter { path in icons.map { !path.hasPrefix($0.folder + "/") } ?? true } + (icons?.inputs ?? [])
    try build.write(plan: plan, options: options, version: "assetcat-\(version)", inputs: inputs)
    return build
  }
}
