// The build-tool plugin: compiles every asset catalog of a target with `assetcat compile`.
//
// For each `.xcassets` folder under a target's directory it adds one build command,
//
//     assetcat compile NAME.xcassets -o <work>/NAME.assetcat --depfile <work>/NAME.d
//
// whose inputs are every file of the catalog, so the catalog is compiled again only when one of
// them changes. SwiftPM treats the compiled catalog like a resource of the target: it lands in
// the target's resource bundle, where code finds it with
// `Bundle.module.url(forResource: "NAME", withExtension: "assetcat")`.
//
// When the target depends on assetcat's runtime (product AssetCatRuntime), one more command,
//
//     assetcat symbols A.xcassets B.xcassets … -o <work>/AssetSymbols.swift
//
// generates a Swift constant for every image, color and data set of all its catalogs
// (`CatalogImage.logo`), compiled into the target like its own sources.
//
// Declare the catalog itself as excluded from the target (`exclude: ["NAME.xcassets"]`) so that
// SwiftPM does not copy the source folder as a resource too.
import Foundation
import PackagePlugin

@main
struct AssetCatPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let catalogs = Self.catalogs(under: module.directoryURL)
    guard !catalogs.isEmpty else { return [] }
    let tool = try context.tool(named: "assetcat")
    var usedNames: Set<String> = []
    let compiles: [Command] = catalogs.map { catalog in
      let name = Self.outputName(for: catalog, in: module.directoryURL, avoiding: &usedNames)
      let output = context.pluginWorkDirectoryURL.appending(path: name + ".assetcat")
      let depfile = context.pluginWorkDirectoryURL.appending(path: name + ".d")
      return .buildCommand(
        displayName: "Compiling asset catalog \(catalog.lastPathComponent)",
        executable: tool.url,
        arguments: [
          "compile", Self.path(catalog), "-o", Self.path(output), "--depfile", Self.path(depfile),
        ],
        inputFiles: Self.files(under: catalog),
        outputFiles: [output])
    }
    guard target.recursiveTargetDependencies.contains(where: { $0.name == "AssetCatCore" }) else { return compiles }
    let symbols = context.pluginWorkDirectoryURL.appending(path: "AssetSymbols.swift")
    return compiles + [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: tool.url,
        arguments: ["symbols"] + catalogs.map(Self.path) + ["-o", Self.path(symbols)],
        inputFiles: catalogs.flatMap(Self.files(under:)),
        outputFiles: [symbols])
    ]
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

  /// The catalog's name without its extension; when two catalogs share it, the later ones
  /// are named after their path in the target (`Sub-Folder-Assets`).
  static func outputName(for catalog: URL, in directory: URL, avoiding used: inout Set<String>) -> String {
    var name = catalog.deletingPathExtension().lastPathComponent
    if used.contains(name) {
      let base = directory.standardizedFileURL.pathComponents
      let parts = catalog.deletingPathExtension().standardizedFileURL.pathComponents
      name = parts.dropFirst(base.count).joined(separator: "-")
    }
    used.insert(name)
    return name
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
