import AssetCatCore
import AssetCatFileSystem
import AssetCatPipeline
import AssetCatSource
import AssetCatValidation
import Foundation

/// `assetcat actool …`: Apple's actool command line (SPEC §8.3). An adapter: the
/// ``BuildPipeline`` reads and validates the catalogs (on errors nothing is written), makes every
/// output (``ActoolJob``: the car streamed to a temporary file beside its destination; loose
/// icons, `.icns`, partial Info.plist, dependency info in memory) and only then puts them in
/// place; the driver turns how that ended into the results document, which goes to standard
/// output.
public struct ActoolDriver: Sendable {
  /// The folder relative paths are taken from.
  public var currentDirectory: String
  /// The version recorded in the dependency-info file (`assetcat-<version>`).
  public var assetcatVersion: String

  public init(currentDirectory: String = FileManager.default.currentDirectoryPath, assetcatVersion: String) {
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
    for ignored in options.ignored {
      doc.toolItems[.notices, default: []].append(.init(path: "actool", description: ignored.notice))
    }
    if let device = options.unthinnableDevice {
      let notice =
        "\(device) is not a device model assetcat knows (such as iPhone15,2 or iPad13,1); the car was not thinned"
      doc.toolItems[.notices, default: []].append(.init(path: "actool", description: notice))
    }
    if options.resultsFormat == .binary1 {
      doc.toolItems[.notices, default: []].append(
        .init(path: "actool", description: "--output-format binary1 is written as xml1"))
    }
    if options.version {
      doc.version = (ActoolVersion.bundleVersion, ActoolVersion.shortBundleVersion)
      return Outcome(output: doc.rendered(options.resultsFormat), exitCode: 0)
    }
    if options.printAssetTagCombinations {
      let code = AssetTagCombinations.run(options, currentDirectory: currentDirectory, &doc)
      return Outcome(output: doc.rendered(options.resultsFormat), exitCode: code)
    }
    let code =
      options.generatesAssetSymbols
      ? ActoolAssetSymbols.run(options, currentDirectory: currentDirectory, &doc) : await compile(options, &doc)
    return Outcome(output: doc.rendered(options.resultsFormat), exitCode: code)
  }

  /// Builds through the pipeline; returns the exit status with `doc` filled in.
  func compile(_ options: ActoolOptions, _ doc: inout ResultsDocument) async -> Int32 {
    guard let plan = usage(options, &doc) else { return 2 }
    let icons: IconComposerFallback?
    do {
      icons = try IconComposerFallback.make(plan.iconDocuments, platform: plan.platform)
    } catch {
      doc.toolItems[.errors, default: []].append(
        .init(path: plan.iconDocuments.first ?? "actool", description: error.description))
      return 1
    }
    defer { icons?.remove() }
    for document in plan.iconDocuments {
      let note =
        "its icon stack is compiled as Xcode 26 writes it; the fallback sizes for systems before 26 are drawn "
        + "with an approximation of the glass"
      doc.toolItems[.notices, default: []].append(.init(path: document, description: note))
    }
    let job = ActoolJob(options: options, plan: plan, icons: icons, version: assetcatVersion)
    let outcome = await BuildPipeline(job: job, jobs: ProcessInfo.processInfo.activeProcessorCount).run()
    return record(outcome, options, plan, &doc)
  }

  /// The results document's account of how the build ended, and the exit status.
  func record(_ outcome: BuildOutcome<ActoolJob>, _ options: ActoolOptions, _ plan: Plan, _ doc: inout ResultsDocument)
    -> Int32
  {
    let catalog = plan.catalogs.first ?? "actool"
    if let read = outcome.read { noteOnDemandResources(options, read.source, &doc) }
    if let report = outcome.report { ActoolFindings.add(report, options, to: &doc) }
    switch outcome {
    case .unreadable(let error):
      doc.toolItems[.errors, default: []].append(.init(path: catalog, description: "\(error)"))
      return 1
    case .failed(let error, _, _):
      // Writing failed (a full disk, a file-size limit, no permission): the outputs are as they
      // were, and the status is SPEC §7's for an I/O failure, as compile's.
      doc.toolItems[.errors, default: []].append(.init(path: catalog, description: "\(error)"))
      return 2
    case .rejected:
      return 1
    case .unusable(let build, let report, _):
      // An input the car could not use, with nothing in its place: an error, and nothing written.
      ActoolFindings.add(ValidationReport(catalogs: report.catalogs, diagnostics: build.unusable), options, to: &doc)
      return 1
    case .built(let build, let report, _):
      doc.outputFiles = build.outputPaths(plan: plan, options: options)
      ActoolFindings.addWarnings(build.warnings, catalogs: report.catalogs, options, to: &doc)
      if options.notices {
        doc.toolItems[.notices, default: []] += build.leftOut.map {
          .init(path: catalog, description: "not in the car: \($0)")
        }
        doc.toolItems[.notices, default: []] += build.notes.map { .init(path: catalog, description: $0) }
        if build.car != nil, let read = outcome.read {
          let named = Set([read.request.appIcon].compactMap { $0 } + read.request.alternateAppIcons)
          doc.toolItems[.notices, default: []] += CARUnusableRenditions.unnamedAppIcons(read.source, named: named).map {
            .init(path: catalog, description: $0)
          }
        }
      }
      return 0
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
    guard let compile = options.compileDirectory else {
      return fail("--compile DIR is required (the folder Assets.car goes in)")
    }
    let dir = OutputFiles.absolute(compile, in: currentDirectory)
    guard OutputFiles.isDirectory(dir) else {
      return fail("the --compile folder '\(dir)' does not exist; create it first (as actool needs)")
    }
    if let word = options.unparsed.platform { return fail("Unknown platform value \"\(word)\"") }
    guard let platform = options.platform else {
      return fail("--platform is required (iphoneos, macosx, appletvos, watchos or xros)")
    }
    if let word = options.unparsed.minimumDeploymentTarget {
      return fail("Unknown minimum deployment target value \"\(word)\"")
    }
    if let word = options.unparsed.deviceOSVersion {
      return fail("Unknown device OS version value \"\(word)\"")
    }
    if !options.unparsed.targetDevices.isEmpty {
      return fail("unknown --target-device in \(options.unparsed.targetDevices.joined(separator: ", "))")
    }
    var catalogs: [String] = [], icons: [String] = []
    for input in options.inputs.map({ OutputFiles.absolute($0, in: currentDirectory) }) {
      guard Self.isIconDocument(input) else {
        catalogs.append(input)
        continue
      }
      if let why = iconNotDrawn(options, platform) {
        doc.toolItems[.notices, default: []].append(
          .init(path: input, description: "the Icon Composer document was ignored: \(why)"))
      } else {
        icons.append(input)
        if let notice = Self.fallbackNotice(options) {
          doc.toolItems[.notices, default: []].append(.init(path: input, description: notice))
        }
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
      dependencyInfo: options.exportDependencyInfo.map { OutputFiles.absolute($0, in: currentDirectory) },
      iconDocuments: icons)
    plan.carFileName = carFileName
    // The outputs under compile's rule (OutputPath): never an input or inside a catalog; the car
    // never a special file, the side outputs written in place when they are one (/dev/null).
    if let problem = OutputPath.problem(dir + "/" + carFileName, inputFolders: catalogs, inputFiles: []) {
      return fail("refused output: \(problem)")
    }
    for path in (plan.partialPlist.map { [$0] } ?? []) + (plan.dependencyInfo.map { [$0] } ?? []) {
      if let problem = OutputPath.sideOutputProblem(path, inputFolders: catalogs, inputFiles: []) {
        return fail("refused output: \(problem)")
      }
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
    let note =
      "--enable-on-demand-resources YES: the assets tagged \(tags.joined(separator: ", ")) were compiled into "
      + "the car; assetcat writes no on-demand asset packs"
    doc.toolItems[.notices, default: []].append(.init(path: "actool", description: note))
  }

  /// Whether an input is an Icon Composer document (`.icon`) rather than a catalog.
  static func isIconDocument(_ path: String) -> Bool { path.hasSuffix(".icon") || path.hasSuffix(".icon/") }

  /// Why an `.icon` input gives no flat icon, or `nil` when it does: Icon Composer draws for
  /// iOS, macOS and watchOS.
  ///
  /// `--enable-icon-stack-fallback-generation disabled` does not stop it: the car Xcode 26.2's
  /// actool wrote with that option for a macOS 10.14 app (cubesql/cubeSQLAdmin's build script)
  /// holds the icon stack and the seven flat sizes drawn from the `.icon`, so assetcat writes
  /// both too, and says so in a notice (`fallbackNotice`).
  func iconNotDrawn(_ options: ActoolOptions, _ platform: ApplePlatform) -> String? {
    guard [.iOS, .macOS, .watchOS].contains(platform) else {
      return "Icon Composer icons are for iOS, macOS and watchOS apps"
    }
    return nil
  }

  /// The notice for `--enable-icon-stack-fallback-generation disabled`, or `nil` without it.
  static func fallbackNotice(_ options: ActoolOptions) -> String? {
    guard options.iconStackFallbackGeneration == "disabled" else { return nil }
    return
      "--enable-icon-stack-fallback-generation disabled: the flat sizes are drawn all the same, as the car "
      + "Xcode 26.2's actool writes with this option holds them"
  }

  /// The validator's view of the icon options; `--include-all-app-icons` adds every other app
  /// icon set as an alternate, by name.
  static func appIconRequest(_ options: ActoolOptions, _ platform: ApplePlatform, _ source: SourceReadResult)
    -> AppIconRequest
  {
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
