import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import AssetCatSymbols
import AssetCatValidation

/// Xcode 15+'s `GenerateAssetSymbols` actool run: `--generate-swift-asset-symbols`,
/// `--generate-objc-asset-symbols` and `--generate-asset-symbol-index` write those three files
/// and nothing else (no car, no loose icons, no partial plist: the run's compilation results
/// list only them, as Xcode's symbol-generation runs do), so a build system that runs actool for its
/// `GeneratedAssetSymbols.swift` (swift-build) gets a file the target compiles with.
enum ActoolAssetSymbols {
  /// Reads the catalogs, writes the files asked for; the exit status, with `doc` filled in.
  static func run(_ options: ActoolOptions, currentDirectory: String, _ doc: inout ResultsDocument) -> Int32 {
    /// Exit 2 for a command line that cannot run, 1 for catalogs or files that fail.
    func fail(_ path: String, _ message: String, code: Int32) -> Int32 {
      doc.toolItems[.errors, default: []].append(.init(path: path, description: message))
      return code
    }
    let catalogs = options.inputs.map { OutputFiles.absolute($0, in: currentDirectory) }.filter {
      !ActoolDriver.isIconDocument($0)
    }
    guard !catalogs.isEmpty else { return fail("actool", "no input catalogs (.xcassets) were given", code: 2) }
    let outputs = files(options, currentDirectory: currentDirectory)
    for path in outputs.map(\.path) {
      if let problem = OutputPath.problem(path, inputFolders: catalogs, inputFiles: []) {
        return fail("actool", "refused output: \(problem)", code: 2)
      }
    }
    let source: SourceReadResult
    do {
      source = try SourceCatalogReader.read(
        paths: catalogs, options: SourceReadOptions(probeImages: false, inspector: .headersOnly))
    } catch {
      return fail(catalogs[0], error.description, code: 1)
    }
    let symbols = XcodeSymbolSet(
      source.assets.filter(\.isActive).map {
        SymbolSource(name: $0.asset.name, kind: $0.asset.kind, location: $0.folderPath)
      })
    let texts = contents(symbols, options)
    do {
      for (kind, path) in outputs { try OutputFiles.write(texts[kind] ?? [], to: path) }
    } catch {
      return fail(outputs.first?.path ?? "actool", "\(error)", code: 1)
    }
    if options.warnings {
      for d in symbols.table.diagnostics {
        doc.toolItems[.warnings, default: []].append(
          .init(path: d.path, description: "\(d.message) [\(d.code.rawValue)]"))
      }
    }
    doc.outputFiles = outputs.map(\.path)
    return 0
  }

  enum File: Hashable { case swift, objc, index }

  /// The files asked for, absolute, in actool's order.
  static func files(_ options: ActoolOptions, currentDirectory: String) -> [(kind: File, path: String)] {
    [(File.swift, options.swiftAssetSymbols), (.objc, options.objcAssetSymbols), (.index, options.assetSymbolIndex)]
      .compactMap { kind, path in path.map { (kind, OutputFiles.absolute($0, in: currentDirectory)) } }
  }

  static func contents(_ symbols: XcodeSymbolSet, _ options: ActoolOptions) -> [File: [UInt8]] {
    let system = hasSystemResourceTypes(options.platform ?? .iOS, major: options.minimumDeploymentTarget?.major ?? 0)
    let swift = XcodeSwiftSymbolFile(
      symbols: symbols, usesSystemResourceTypes: system, extensions: options.swiftAssetSymbolExtensions)
    let objc = XcodeObjCSymbolHeader(symbols: symbols, bundleIdentifier: options.bundleIdentifier)
    return [.swift: Array(swift.text.utf8), .objc: Array(objc.text.utf8), .index: index(symbols, options).xmlBytes]
  }

  /// Whether `platform` at `deploymentTarget` has `DeveloperToolsSupport.ImageResource`
  /// (iOS/tvOS 17, macOS 14, watchOS 10, every visionOS).
  static func hasSystemResourceTypes(_ platform: ApplePlatform, major: Int) -> Bool {
    switch platform {
    case .macOS: return major >= 14
    case .watchOS: return major >= 10
    case .visionOS: return true
    default: return major >= 17
    }
  }

  /// The symbol index: assetcat's own shape (Apple's is not on record; Xcode's indexer reads
  /// it, a build does not): the bundle identifier, and per colour and image its asset name and
  /// Objective-C constant, in name order.
  static func index(_ symbols: XcodeSymbolSet, _ options: ActoolOptions) -> PropertyList {
    func entries(_ color: Bool) -> PropertyList {
      .array(
        symbols.objcNames.filter { ($0.kind == .color) == color }.map {
          .dictionary(["name": .string($0.name), "objcName": .string($0.constant)])
        })
    }
    var root: [String: PropertyList] = ["colors": entries(true), "images": entries(false)]
    if let id = options.bundleIdentifier { root["bundleIdentifier"] = .string(id) }
    return .dictionary(root)
  }
}
