import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatSource
import AssetCatValidation
import Foundation

/// Every output of one actool run, made before any is in place: the car under a temporary name
/// beside its destination (``StagedCAR``), the others in memory.
struct ActoolBuild: StagedOutputs {
  /// The car, made but not yet in place (`write` puts it there first); `nil` when it would hold
  /// no rendition.
  var car: StagedCAR?
  /// Loose icons and `.icns`, sorted by name.
  var looseFiles: [LooseFile]
  var partialPlist: PropertyList
  /// Warnings of the build itself (launch images), for the results document.
  var warnings: [(path: String, message: String)] = []
  /// What the car leaves out, for the results document's notices.
  var leftOut: [String] = []
  /// What went into the car otherwise than Apple writes it (symbol sets as images), for the
  /// notices too.
  var notes: [String] = []
  /// Files read besides the catalogs' (the launch images copied).
  var extraInputs: [String] = []
  /// The image files the car writer decoded without error.
  var decodedFiles: Set<String> = []
  /// The renditions the car writer could not use (AC020 and AC024 errors; nothing is written then).
  var unusable: [Diagnostic] = []

  static func make(source: SourceReadResult, request: AppIconRequest, options: ActoolOptions, plan: ActoolDriver.Plan)
    throws -> ActoolBuild
  {
    let source = IncludedLanguages(options)?.filter(source) ?? source
    let path = carPath(plan)
    if let problem = OutputPath.problem(path, inputFolders: [], inputFiles: []) {
      throw OutputFiles.OutputRefusal(description: problem)
    }
    let car = carOptions(request, options: options, plan: plan, path: path)
    if !car.partials.isEmpty { try CARPartialLink.check(car.partials, options: car, catalogs: plan.catalogs) }
    let staged = try StagedCAR.stage(source, options: car, at: path, wording: .actool)
    var plist = PartialInfoPlist(platform: plan.platform, targets: request)
    if options.includePartialInfoPlistLocalizations { plist.localizations = source.localeTags }
    var files: [LooseFile] = []
    if let name = request.appIcon, let set = source.sourceAsset(named: name), set.asset.kind == .appIcon {
      let outputs = try AppIconOutputs.make(
        set, platform: plan.platform, targets: request, behavior: options.standaloneIconBehavior)
      plist.primary = (name, outputs)
      files += outputs.files
    } else if let name = request.appIcon {
      // A tvOS brand assets folder or a visionOS image stack: its icons live in the car. tvOS
      // names the home screen icon's image stack and the top shelf images by their roles.
      let roles = source.sourceAsset(named: name)?.brandRoles ?? []
      plist.primary = (roles.homeScreenIcon ?? name, AppIconOutputs())
      plist.topShelf = (roles.asset(for: "top-shelf-image"), roles.asset(for: "top-shelf-image-wide"))
    }
    for name in request.alternateAppIcons {
      guard let set = source.sourceAsset(named: name), set.asset.kind == .appIcon else { continue }
      let outputs = try AppIconOutputs.make(
        set, platform: plan.platform, targets: request, behavior: options.standaloneIconBehavior)
      plist.alternates.append((name, outputs))
      files += outputs.files
    }
    var warnings: [(path: String, message: String)] = []
    var extraInputs: [String] = []
    if let name = request.launchImage, let set = source.sourceAsset(named: name), set.asset.folderType == "launchimage"
    {
      let launch = LaunchImageOutputs.make(
        set, platform: plan.platform, targets: request, deploymentTarget: options.minimumDeploymentTarget)
      plist.launchImages = launch
      files += launch.files
      warnings += launch.warnings.map { (set.folderPath, $0) }
      extraInputs = launch.inputs
    }
    let summary = staged.summary
    return ActoolBuild(
      car: summary.renditions == 0 ? nil : staged, looseFiles: files.sorted { $0.name < $1.name },
      partialPlist: plist.plist,
      warnings: warnings, leftOut: CARUnusableRenditions.notes(summary), notes: summary.notes, extraInputs: extraInputs,
      decodedFiles: summary.decodedFiles, unusable: staged.unusable)
  }

  /// The Xcode named by `$ASSETCAT_XCODE_VERSION`, or by Xcode itself in a build phase
  /// (`$XCODE_VERSION_ACTUAL`, `1620` for 16.2).
  static var environmentXcode: CARXcodeVersion? {
    let env = ProcessInfo.processInfo.environment
    return (env["ASSETCAT_XCODE_VERSION"] ?? env["XCODE_VERSION_ACTUAL"]).flatMap(CARXcodeVersion.init)
  }

  /// The car writer's options from actool's command line. The rendition cache is kept in
  /// `--cache-dir`, else the user's cache folder (`CARCacheLocation.userDirectory`), never in the
  /// compile folder (an app's resources); `--no-cache` keeps none.
  static func carOptions(_ request: AppIconRequest, options: ActoolOptions, plan: ActoolDriver.Plan, path: String)
    -> CAROptions
  {
    let named = Set([request.appIcon].compactMap { $0 } + request.alternateAppIcons)
    var car = CAROptions(
      platform: plan.platform, appIcon: request.appIcon, accentColor: request.accentColor,
      targetDevices: options.targetDevices, keep: options.thinningTraits)
    if let target = options.minimumDeploymentTarget { car.minimumDeploymentTarget = target }
    car.alternateAppIcons = request.alternateAppIcons
    if options.thinningTraits != nil { car.deviceOSVersion = options.filterForDeviceOSVersion }
    car.xcode = options.xcodeVersion ?? environmentXcode ?? .current
    car.optimization = options.optimization.flatMap(CAROptimization.init(rawValue:))
    car.iconComposerDocuments = plan.iconDocuments.filter { named.contains(IconComposerFallback.iconName(of: $0)) }
    car.iconStackFallbackDisabled = options.iconStackFallbackGeneration == "disabled"
    car.partials = options.fromParts
    if let dir = options.cacheFolder {
      car.cachePath = CARCacheLocation.file(in: dir, forOutput: path)
    }
    return car
  }

  static func carPath(_ plan: ActoolDriver.Plan) -> String { plan.compileDirectory + "/" + plan.carFileName }

  /// What the results document lists under `output-files`: the car, the loose files, the
  /// partial plist, in that order (Docs/Actool.md, "What it writes").
  func outputPaths(plan: ActoolDriver.Plan, options: ActoolOptions) -> [String] {
    (car == nil ? [] : [Self.carPath(plan)]) + looseFiles.map { plan.compileDirectory + "/" + $0.name }
      + (plan.partialPlist.map { [$0] } ?? [])
  }

  func write(
    plan: ActoolDriver.Plan, options: ActoolOptions, version: String, inputs: [String], missingInputs: [String] = []
  ) throws {
    try car?.file.commit()
    for file in looseFiles { try OutputFiles.write(file.bytes, to: plan.compileDirectory + "/" + file.name) }
    if let path = plan.partialPlist { try OutputFiles.write(partialPlist.xmlBytes, to: path) }
    if let path = plan.dependencyInfo {
      let info = DependencyInfo(
        version: version, outputs: outputPaths(plan: plan, options: options), inputs: inputs + extraInputs,
        missingInputs: missingInputs)
      try OutputFiles.write(try info.bytes(), to: path)
    }
  }
}
