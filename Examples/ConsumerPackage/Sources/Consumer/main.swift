import AssetCatCompiledFile
import AssetCatSource
import Foundation

// Consumer CATALOG.xcassets COMPILED — both library products in one program: the source reader
// counts a source catalog's assets, the runtime opens a compiled catalog (an .assetcat or an
// Assets.car) and counts its. Exit 0, or 2 when either cannot be read.
let args = CommandLine.arguments
guard args.count == 3 else {
  FileHandle.standardError.write(Data("usage: Consumer CATALOG.xcassets COMPILED\n".utf8))
  exit(2)
}
do {
  let source = try SourceCatalogReader.read(paths: [args[1]])
  print("source: \(source.catalog.assets.count) assets")
  let compiled = try CompiledCatalogFile.open(args[2])
  print("compiled: \(try compiled.loadAssetNames().count) assets")
} catch {
  FileHandle.standardError.write(Data("Consumer: \(error)\n".utf8))
  exit(2)
}
