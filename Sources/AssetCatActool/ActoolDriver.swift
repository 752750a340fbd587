import AssetCatCore
import AssetCatFileSystem
import AssetCatImaging
import AssetCatParallel
import AssetCatSource
import AssetCatValidation
import Foundation

/// `assetcat actool …`: Apple's actool command line (SPEC §8.3). Reads and validates the
/// catalogs first; on errors writes nothing. Otherwise makes every output (the car through
/// ``CARWriting``, streamed to a temporary file beside its destination; loose icons, `.icns`,
/// partial Info.plist, dependency info in memory) and only then puts them in place. The results
/// document goes to standard output.
public struct ActoolDriver: Sendable {
  public var carWriter: any CARWriting
  /// The folder relative paths are taken from.
  public var currentDirectory: String
  /// The version recorded in the dependency-info file (`assetcat-<version>`).
  public var assetcatVersion: String

  public init(carWriter: any CARWriting, currentDirectory: String = FileManager.default.currentDirectoryPath, assetcatVersion: String) {
    self.carWriter = carWriter
    self.currentDirectory = currentDirectory
    self.assetcatVersion = assetcatVersion
  }

  /// The results document's bytes and the exit status (0, 1 errors in the catalogs or the
  /// build, 2 bad usage).
  public struct Outcome: Sendable {
    public var output: [UInt8]
    public var exitCode: Int32
  }

  public func run(_ arguments: [String]) async -> Outcome {
    var doc = ResultsDocument()
    let options: ActoolOptions
    do {
      options = try ActoolArgumentParser.parse(arguments)
    } catch {
      doc.toolItems[.errors] = [.init(path: "actool", description: error.description)]
      return Outcome(output: doc.rendered(.xml1), exitCode: 2)
    }
    for ignored in options.ignored { doc.toolItems[.notices, default: []].append(.init(path: "actool", description: ignored.notice)) }
    if let device = options.unthinnableDevice {
      let notice = "\(device) is not a device model assetcat knows (such as iPhone15,2 or iPad13,1); the car was not thinned"
      doc.toolItems[.notices, default: []].append(.init(path: "actool", description: notice))
    }
    if options.resultsFormat == .binary1 {
      doc.toolItems[.notices, default: []].append(.init(path: "actool", description: "--output-format binary1 is written as xml1"))
    }
    if options.version {
      doc.version = (ActoolVersion.bundleVersion, ActoolVersion.shortBundleVersion)
      return Outcome(output: doc.rendered(options.resultsFormat), exitCode: 0)
    }
    if options.printAssetTagCombinations {
      let code = AssetTagCombinations.run(options, currentDirectory: currentDirectory, &doc)
      return Outcome(output: doc.rendered(options.resultsFormat), exitCode: code)
    }
    let code = options.generatesAssetSymbols ? ActoolAssetSymbols.run(options, currentDirectory: currentDirectory, &doc) : await compileInflatingOnce(options, &doc)
    return Outcome(output: doc.rendered(options.resultsFormat), exitCode: code)
  }

  /// `compile` with the catalogs read without inflating their PNGs' image data: the car writer
  /// inflates each PNG it decodes, and that decode checks it. When that cannot vouch for every
  /// PNG (an error, or a PNG it did not decode, or failed to, that is damaged), nothing has been
  /// written and it runs again from the start with the check, so that the results document and
  /// the exit status are what they always were.
  func compileInflatingOnce(_ options: ActoolOptions, _ doc: inout ResultsDocument) async -> Int32 {
    var fast = doc
    if let code = await compile(options, &fast, checkImageData: false) {
      doc = fast
      return code
    }
    return await compile(options, &doc, checkImageData: true) ?? 1
  }

  /// Validates, builds and writes; returns the exit status with `doc` filled in. Without
  /// `checkImageData`, `nil` (nothing written) where the image data may be to blame.
  func compile(_ options: ActoolOptions, _ doc: inout ResultsDocument, checkImageData: Bool) async -> Int32? {
    guard let plan = usage(options, &doc) else { return 2 }
    let icons: IconComposerFallback?
    do {
      icons = try IconComposerFallback.make(plan.iconDocuments, platform: plan.platform)
    } catch {
      doc.toolItems[.errors, default: []].append(.init(path: plan.iconDocuments.first ?? "actool", description: error.description))
      return 1
    }
    defer { icons?.remove() }
    for document in plan.iconDocuments {
      let note = "its icon stack is compiled as Xcode 26 writes it; the fallback sizes for systems before 26 are drawn with an approximation of the glass"
      doc.toolItems[.notices, default: []].append(.init(path: document, description: note))
    }
    let source: SourceReadResult
    do {
      // The drawn icons' catalog first: an `.icon` wins over an `.appiconset` of its name, as in actool.
      let catalogs = (icons.map { [$0.catalog] } ?? []) + plan.catalogs
      source = try SourceCatalogReader.read(paths: catalogs, options: SourceReadOptions(probeImages: true, checkImageData: checkImageData, inspector: .imaging))
    } catch {
      doc.toolItems[.errors, default: []].append(.init(path: plan.catalogs.first ?? "actool", description: error.description))
      return 1
    }
    noteOnDemandResources(options, source, &doc)
    let request = appIconRequest(options, plan.platform, source)
    var validation = ValidationOptions()
    validation.appIcons = request
    // Without the image-data check, the outputs are made beside the validation and kept only if
    // it passes; with it (the second run), after.
    let gate = CheckGate()
    async let beside = checkImageData ? nil : buildBeside(gate, source: source, request: request, options: options, plan: plan)
    let validated = await Validator.validate(ValidationInput(source), options: validation)
    let iconNames = Set(plan.iconDocuments.map(IconComposerFallback.iconName(of:)))
    let report = ActoolFindings.withoutIconShadows(ActoolFindings.weighed(validated), iconNames: iconNames)
    gate.open(passed: report.errorCount == 0)
    ActoolFindings.add(report, options, to: &doc)
    guard report.errorCount == 0 else { return checkImageData ? 1 : nil }
    let build: ActoolBuild
    if checkImageData {
      do {
        build = try ActoolBuild.make(source: source, request: request, options: options, plan: plan, carWriter: carWriter)
      } catch {
        doc.toolItems[.errors, default: []].append(.init(path: plan.catalogs.first ?? "actool", description: "\(error)"))
        return 1
      }
    } else {
      guard let made = await beside else { return nil }
      build = made
    }
    // An input the car could not use, with nothing in its place: an error, and nothing written
    // (the staged car's temporary file goes with `build`).
    guard build.unusable.isEmpty else {
      ActoolFindings.add(ValidationReport(catalogs: report.catalogs, diagnostics: build.unusable), options, to: &doc)
      return 1
    }
    do {
      let inputs = source.inputs.filter { path in icons.map { !path.hasPrefix($0.folder + "/") } ?? true } + (icons?.inputs ?? [])
      try build.write(plan: plan, options: options, version: "assetcat-\(assetcatVersion)", inputs: inputs)
    } catch {
      doc.toolItems[.errors, default: []].append(.init(path: plan.catalogs.first ?? "actool", description: "\(error)"))
      return 1
    }
    doc.outputFiles = build.outputPaths(plan: plan, options: options)
    ActoolFindings.addWarnings(build.warnings, catalogs: report.catalogs, options, to: &doc)
    if options.notices {
      let catalog = plan.catalogs.first ?? "actool"
      doc.toolItems[.notices, default: []] += build.leftOut.map { .init(path: catalog, description: "not in the car: \($0)") }
      doc.toolItems[.notices, default: []] += build.notes.map { .init(path: catalog, description: $0) }
    }
    return 0
  }

  /// The outputs made on a thread of its own while the validation runs (`gate`), for a run that
  /// did not check the PNGs' image data: `nil` (its staged car removed) when the build failed,
  /// the validation did not pass, or a PNG the car writer did not decode is damaged.
  func buildBeside(_ gate: CheckGate, source: SourceReadResult, request: AppIconRequest, options: ActoolOptions, plan: Plan) async -> ActoolBuild? {
    let carWriter = self.carWriter
    return await OwnThread.run { () -> ActoolBuild? in
      let build = try? ActoolBuild.make(source: source, request: request, options: options, plan: plan, carWriter: carWriter)
      guard gate.waitPassed(), let build else { return nil }
      let jobs = ProcessInfo.processInfo.activeProcessorCount
      return source.imageDataIsDamaged(besides: build.decoded, jobs: jobs) ? nil : build
    }
  }

  /// What the command line resolves to once checked: absolute paths, the platform.
  struct Plan {
    var catalogs: [String]
    var compileDirectory: String
    var platform: ApplePlatform
    var partialPlist: String?
    var dependencyInfo: String?
    /// The car's file name in `compileDirectory`.
    var carFileName = "Assets.car"
    /// Icon Composer documents (`.icon`) drawn into flat app icons.
    var iconDocuments: [String] = []
  }

  /// Checks what actool refuses to run without; `nil` (with an error in `doc`) when it cannot run.
  func usage(_ options: ActoolOptions, _ doc: inout ResultsDocument) -> Plan? {
    func fail(_ message: String) -> Plan? {
      doc.toolItems[.errors, default: []].append(.init(path: "actool", description: message))
      return nil
    }
    guard let compile = options.compileDirectory else { return fail("--compile DIR is required (the folder Assets.car goes in)") }
    let dir = OutputFiles.absolute(compile, in: currentDirectory)
    guard OutputFiles.isDirectory(dir) else { return fail("the --compile folder '\(dir)' does not exist; create it first (as actool needs)") }
    guard let platformName = options.platform else { return fail("--platform is required (iphoneos, macosx, appletvos, watchos or xros)") }
    guard let platform = ApplePlatform(actoolName: platformName) else { return fail("Unknown platform value \"\(platformName)\"") }
    var catalogs: [String] = [], icons: [String] = []
    for input in options.inputs.map({ OutputFiles.absolute($0, in: currentDirectory) }) {
      guard Self.isIconDocument(input) else {
        catalogs.append(input)
        continue
      }
      if let why = iconNotDrawn(options, platform) {
        doc.toolItems[.notices, default: []].append(.init(path: input, description: "the Icon Composer document was ignored: \(why)"))
      } else {
        icons.append(input)
      }
    }
    guard !catalogs.isEmpty || !icons.isEmpty else { return fail("no input catalogs (.xcassets) were given") }
    let carFileName = options.compileOutputFilename ?? "Assets.car"
    guard Self.isPlainFileName(carFileName) else {
      return fail("--compile-output-filename must be a file name, without '/', not '\(carFileName)'")
    }
    var plan = Plan(
      catalogs: catalogs, compileDirectory: dir, platform: platform,
      partialPlist: options.outputPartialInfoPlist.map { OutputFiles.absolute($0, in: currentDirectory) },
      dependencyInfo: options.exportDependencyInfo.map { OutputFiles.absolute($0, in: currentDirectory) }, iconDocuments: icons)
    plan.carFileName = carFileName
    // The outputs under compile's rule (OutputPath): never an input, inside a catalog, or special.
    for path in [dir + "/" + carFileName] + (plan.partialPlist.map { [$0] } ?? []) + (plan.dependencyInfo.map { [$0] } ?? []) {
      if let problem = OutputPath.problem(path, inputFolders: catalogs, inputFiles: []) { return fail("refused output: \(problem)") }
    }
    return plan
  }

  /// A name for a file in the compile folder: not empty, `.` or `..`, and no `/` or NUL.
  static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
  }

  /// `--enable-on-demand-resources YES` (Xcode's default for iOS apps) changes the outputs only
  /// when an asset has `on-demand-resource-tags`: actool then puts those assets in asset packs,
  /// which assetcat does not write. A notice says so then, and only then.
  func noteOnDemandResources(_ options: ActoolOptions, _ source: SourceReadResult, _ doc: inout ResultsDocument) {
    guard options.enableOnDemandResources == true else { return }
    let tags = Set(AssetTagCombinations.combinations(source).joined()).sorted()
    guard !tags.isEmpty else { return }
    let note = "--enable-on-demand-resources YES: the assets tagged \(tags.joined(separator: ", ")) were compiled into the car; assetcat writes no on-demand asset packs"
    doc.toolItems[.notices, default: []].append(.init(path: "actool", description: note))
  }

  /// Whether an input is an Icon Composer document (`.icon`) rather than a catalog.
  static func isIconDocument(_ path: String) -> Bool { path.hasSuffix(".icon") || path.hasSuffix(".icon/") }

  /// Why an `.icon` input gives no flat icon, or `nil` when it does: Icon Composer draws for
  /// iOS, macOS and watchOS; `--enable-icon-stack-fallback-generation disabled` asks for none (and
  /// the icon stack itself is not compiled).
  func iconNotDrawn(_ options: ActoolOptions, _ platform: ApplePlatform) -> String? {
    if options.iconStackFallbackGeneration == "disabled" {
      return "--enable-icon-stack-fallback-generation disabled asks for no fallback sizes, and assetcat writes an icon stack only beside them"
    }
    guard [.iOS, .macOS, .watchOS].contains(platform) else { return "Icon Composer icons are for iOS, macOS and watchOS apps" }
    return nil
  }

  /// The validator's view of the icon options; `--include-all-app-icons` adds every other app
  /// icon set as an alternate, by name.
  func appIconRequest(_ options: ActoolOptions, _ platform: ApplePlatform, _ source: SourceReadResult) -> AppIconRequest {
    var alternates = options.alternateAppIcons
    if options.includeAllAppIcons {
      let all = source.assets.filter { $0.isActive && $0.asset.kind == .appIcon }.map(\.asset.name).sorted()
      alternates += all.filter { $0 != options.appIcon && !alternates.contains($0) }
    }
    return AppIconRequest(
      platform: platform, appIcon: options.appIcon, alternateAppIcons: alternates, accentColor: options.accentColor,
      widgetBackgroundColor: options.widgetBackgroundColor, targetDevices: options.targetDevices,
      skipAppStoreDeployment: options.skipAppStoreDeployment, launchImage: options.launchImage)
  }
}
