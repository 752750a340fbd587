import AssetCatCore
import AssetCatSource
import Foundation

// SourceReader CATALOG… — what a code generator (a SwiftGen-style tool) does with the reader
// alone: read source catalogs and print a line per asset (kind, name, and each rendition's slot
// and size), then the reading diagnostics. Without C, a PDF's or SVG's size is unknown ("? pt").
// Exit 0, or 2 when a catalog cannot be read.
let paths = Array(CommandLine.arguments.dropFirst())
guard !paths.isEmpty else {
  FileHandle.standardError.write(Data("usage: SourceReader CATALOG…\n".utf8))
  exit(2)
}
do {
  let result = try SourceCatalogReader.read(paths: paths)
  for asset in result.catalog.assets {
    let sizes = asset.renditions.compactMap { r -> String? in
      guard let format = r.format, format != .data else { return nil }
      if format.isVector {
        let points = r.vectorSize.map { "\($0.width)×\($0.height)" } ?? "?"
        return "\(r.slot) \(format.rawValue) \(points) pt"
      }
      return "\(r.slot) \(format.rawValue) \(r.pixelSize.map { "\(Int($0.width))×\(Int($0.height))" } ?? "?") px"
    }
    print("\(asset.kind.rawValue) \(asset.name)" + (sizes.isEmpty ? "" : ": " + sizes.joined(separator: ", ")))
  }
  for d in result.diagnostics { print("\(d.severity) \(d.code): \(d.message)") }
} catch {
  FileHandle.standardError.write(Data("SourceReader: \(error)\n".utf8))
  exit(2)
}
