// The build-tool plugin: compiles a target's asset catalogs as Xcode does, with `assetcat actool`.
//
// For the `.xcassets` folders under a target's directory it adds two build commands, whose inputs
// are every file of the catalogs (so they run again only when one of them changes):
//
//     assetcat actool --compile <work> --platform P --minimum-deployment-target V A.xcassets …
//     assetcat actool --generate-swift-asset-symbols <work>/GeneratedAssetSymbols.swift … A.xcassets …
//
// The first writes one `Assets.car` for all the target's catalogs, which SwiftPM ships in the
// target's resource bundle, where UIKit, AppKit and SwiftUI load it as an app's (and assetcat's
// runtime opens it: `CompiledCatalogFile.open`). The second writes the file Xcode 15+ generates,
// compiled into the target like its own sources: `ImageResource.logo`, `ColorResource.accent`
// (`Image(.logo)`, `UIColor(resource: .accent)`); it compiles on Linux too.
//
// When the target also depends on assetcat's runtime (product AssetCatRuntime), one more command,
// `assetcat symbols A.xcassets … -o <work>/AssetSymbols.swift`, generates the runtime's constants
// (`CatalogImage.logo`).
//
// The platform and deployment target: the plugin API tells a build-tool plugin neither the build's
// destination nor the package's declared platforms, so they come from, in order, the environment
// of the build (ASSETCAT_PLATFORM, an actool name such as iphoneos or macosx, and
// ASSETCAT_DEPLOYMENT_TARGET), then the `platforms:` of the target's Package.swift (iOS when
// declared, else the first Apple platform written), then iphoneos at actool's default target.
//
// The assetcat it runs: the executable of an artifact bundle among the target package's binary
// targets (`.binaryTarget(name:url:checksum:)` on a release's assetcat-VERSION.artifactbundle.zip)
// when there is one, else the plugin's own dependency (AssetCatPlugin builds assetcat from source;
// AssetCatBinaryPlugin, the same code, does not and requires the binary target).
//
// Declare the catalogs as excluded from the target (`exclude: ["Assets.xcassets"]`) so that
// SwiftPM does not copy the source folders as resources too.
import Foundation
import PackagePlugin

@main
struct AssetCatPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let catalogs = Self.catalogs(under: module.directoryURL)
    guard !catalogs.isEmpty else { return [] }
    let tool = try Self.assetcat(context)
    let work = context.pluginWorkDirectoryURL
    let destination = Destination(
      environment: ProcessInfo.processInfo.environment,
      manifest: try? String(
        contentsOf: context.package.directoryURL.appending(path: "Package.swift"), encoding: .utf8))
    let inputs = catalogs.flatMap(Self.files(under:))
    let car = work.appending(path: "Assets.car")
    let generated = work.appending(path: "GeneratedAssetSymbols.swift")
    var commands: [Command] = [
      .buildCommand(
        displayName: "Compiling asset catalogs of \(target.name) into Assets.car for \(destination)",
        executable: tool,
        arguments: ["actool", "--compile", Self.path(work)] + destination.arguments
          + ["--output-format", "human-readable-text", "--errors", "--warnings"] + catalogs.map(Self.path),
        inputFiles: inputs,
        outputFiles: [car]),
      .buildCommand(
        displayName: "Generating asset symbols (ImageResource, ColorResource) for \(target.name)",
        executable: tool,
        arguments: ["actool", "--generate-swift-asset-symbols", Self.path(generated)] + destination.arguments
          + ["--output-format", "human-readable-text", "--errors"] + catalogs.map(Self.path),
        inputFiles: inputs,
        outputFiles: [generated]),
    ]
    if target.recursiveTargetDependencies.contains(where: { $0.name == "AssetCatCore" }) {
      let symbols = work.appending(path: "AssetSymbols.swift")
      commands.append(
        .buildCommand(
          displayName: "Generating assetcat's asset symbols for \(target.name)",
          executable: tool,
          arguments: ["symbols"] + catalogs.map(Self.path) + ["-o", Self.path(symbols)],
          inputFiles: inputs,
          outputFiles: [symbols]))
    }
    return commands
  }

  /// The `assetcat` executable of an artifact bundle among the package's binary targets, for this
  /// host; else the plugin's own tool.
  static func assetcat(_ context: PluginContext) throws -> URL {
    for case let binary as BinaryArtifactTarget in context.package.targets where binary.kind == .artifactsArchive {
      if let url = ArtifactBundle.executable(named: "assetcat", in: binary.artifactURL) { return url }
    }
    do {
      return try context.tool(named: "assetcat").url
    } catch {
      Diagnostics.error(
        "no assetcat: add a binaryTarget with assetcat's artifact bundle (assetcat-VERSION.artifactbundle.zip)"
          + " to this package, or use AssetCatPlugin, which builds assetcat from source")
      throw error
    }
  }

  /// The `.xcassets` folders under `directory`, in path order; a catalog's own folders are not searched.
  static func catalogs(under directory: URL) -> [URL] {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      guard url.pathExtension == "xcassets", Self.isDirectory(url) else { continue }
      found.append(url)
      walker.skipDescendants()
    }
    return found.sorted { path($0) < path($1) }
  }

  /// Every regular file under `catalog`, in path order: the build command's inputs.
  static func files(under catalog: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: catalog, includingPropertiesForKeys: [.isRegularFileKey], options: [])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      files.append(url)
    }
    return files.sorted { path($0) < path($1) }
  }

  /// A file URL's path as the tool takes it: not percent-encoded, no trailing slash.
  static func path(_ url: URL) -> String {
    let path = url.path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  static func isDirectory(_ url: URL) -> Bool {
    (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
  }
}

/// The platform (actool's name) and deployment target the car and the symbols are built for.
struct Destination: CustomStringConvertible {
  var platform = "iphoneos"
  var deploymentTarget: String?

  /// Package.swift's platform names and actool's, in the order an app's platform is preferred.
  static let platforms = [
    ("iOS", "iphoneos"), ("macOS", "macosx"), ("tvOS", "appletvos"), ("watchOS", "watchos"), ("visionOS", "xros"),
  ]

  init(environment: [String: String], manifest: String?) {
    let declared = manifest.map(Self.declaredPlatforms) ?? []
    if let platform = environment["ASSETCAT_PLATFORM"], !platform.isEmpty {
      self.platform = platform
      deploymentTarget = declared.first { $0.platform == platform }?.version
    } else if let chosen = declared.first(where: { $0.platform == "iphoneos" }) ?? declared.first {
      (platform, deploymentTarget) = chosen
    }
    if let target = environment["ASSETCAT_DEPLOYMENT_TARGET"], !target.isEmpty { deploymentTarget = target }
  }

  /// The Apple platforms of a manifest's `platforms:`, in the order written, with their versions:
  /// `.iOS(.v17)`, `.iOS(.v16_4)` and `.iOS("17.0")` (a `.when(platforms: [.iOS])` has no version).
  static func declaredPlatforms(_ manifest: String) -> [(platform: String, version: String)] {
    let pattern = #/\.(iOS|macOS|tvOS|watchOS|visionOS)\(\s*(?:\.v(\d+)(?:_(\d+))?|"([0-9.]+)")\s*\)/#
    return manifest.matches(of: pattern).compactMap { match in
      guard let name = platforms.first(where: { $0.0 == match.1 })?.1 else { return nil }
      let version = match.4.map(String.init) ?? "\(match.2 ?? "0").\(match.3 ?? "0")"
      return (name, version)
    }
  }

  var arguments: [String] {
    ["--platform", platform] + (deploymentTarget.map { ["--minimum-deployment-target", $0] } ?? [])
  }

  var description: String { platform + (deploymentTarget.map { " \($0)" } ?? "") }
}

/// A SwiftPM artifact bundle's `info.json` (schemaVersion 1.0), read for one executable.
enum ArtifactBundle {
  struct Info: Decodable {
    struct Artifact: Decodable {
      struct Variant: Decodable {
        var path: String
        var supportedTriples: [String]?
      }
      var type: String
      var variants: [Variant]
    }
    var artifacts: [String: Artifact]
  }

  /// The executable `name` of the bundle at `bundle` whose variant runs on this host, if any.
  static func executable(named name: String, in bundle: URL) -> URL? {
    guard let data = try? Data(contentsOf: bundle.appending(path: "info.json")),
      let artifact = (try? JSONDecoder().decode(Info.self, from: data))?.artifacts[name], artifact.type == "executable"
    else { return nil }
    let variant = artifact.variants.first { variant in
      (variant.supportedTriples ?? [hostTriple]).contains { $0.hasPrefix(hostTriple) || hostTriple.hasPrefix($0) }
    }
    return variant.map { bundle.appending(path: $0.path) }
  }

  /// The triple of the machine the plugin (and so the build command) runs on.
  static var hostTriple: String {
    #if arch(x86_64)
      let arch = "x86_64"
    #else
      let arch = "aarch64"
    #endif
    #if os(macOS)
      return (arch == "aarch64" ? "arm64" : arch) + "-apple-macosx"
    #else
      return arch + "-unknown-linux-gnu"
    #endif
  }
}
