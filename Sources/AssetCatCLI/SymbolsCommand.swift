import ArgumentParser
import AssetCatCore
import AssetCatFileSystem
import AssetCatSource
import AssetCatSymbols
import AssetCatValidation
import Foundation

/// `assetcat symbols SRC.xcassets… -o FILE.swift`: one Swift file with a constant for every
/// image, color and data set (AssetCatSymbols), AC080 warnings on stderr.
struct Symbols: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Generate a Swift file with a constant for every image, color and data set.",
    discussion: """
      Names follow Xcode 15+'s generated asset symbols: lower camel case, a trailing Color (color \
      sets) or Image (image sets) dropped, a leading _ before a digit, keywords in backticks, \
      namespace groups as nested types. The constants are CatalogImage, CatalogColor and \
      CatalogData values of assetcat's runtime (AssetCatCore); on Apple platforms SwiftUI, UIKit \
      and AppKit initializers take them too. Two assets with one symbol name are a warning \
      (AC080): the first in name order keeps it, the other gets none. The file is rewritten only \
      when its text changes. Exit 0 (1 with --strict and an AC080), 2 unreadable input.

      Example:
        assetcat symbols Assets.xcassets -o Sources/App/Assets.swift
        # then: catalog.resolve(CatalogImage.logo, traits: traits), Image(CatalogImage.logo)
      """)

  @Argument(help: "Source catalogs (.xcassets).") var sources: [String] = []
  @Option(name: .shortAndLong, help: "The Swift file to write.") var output: String
  @Flag(name: .customLong("public"), help: "Declare the constants public (for a library that vends its assets).")
  var isPublic = false
  @Flag(help: "Exit 1 when two assets generate one symbol name (AC080).") var strict = false

  func validate() throws {
    if sources.isEmpty { throw ValidationError("give at least one source catalog (.xcassets)") }
  }

  func run() throws {
    if let problem = OutputPath.problem(output, inputFolders: sources, inputFiles: []) {
      throw failUsage("-o: \(problem)")
    }
    let result: SourceReadResult
    do {
      result = try SourceCatalogReader.read(
        paths: sources, options: SourceReadOptions(probeImages: false, inspector: .headersOnly))
    } catch {
      throw failUsage(error.description)
    }
    let table = SymbolTable(
      result.assets.filter(\.isActive).map {
        SymbolSource(name: $0.asset.name, kind: $0.asset.kind, location: $0.folderPath)
      })
    for d in table.diagnostics { Console.error(d.textLine()) }
    let names = sources.map { URL(fileURLWithPath: $0).lastPathComponent }
    let text = SwiftSymbolFile(table: table, catalogNames: names, isPublic: isPublic).text
    do {
      try Self.writeIfChanged(Array(text.utf8), to: output)
    } catch {
      throw failUsage("cannot write '\(output)': \(error)")
    }
    if strict && !table.diagnostics.isEmpty { throw ExitCode(1) }
  }

  /// Writes atomically (a temporary file renamed over it), and not at all when the file already
  /// holds `bytes` (so a build that regenerates it does not recompile what depends on it).
  static func writeIfChanged(_ bytes: [UInt8], to path: String) throws {
    if let old = FileManager.default.contents(atPath: path), old.elementsEqual(bytes) { return }
    _ = try AtomicFileWriter.write(bytes, to: path)
  }
}
