import AssetCatCompiledFile
import AssetCatCore
import Foundation

// Embedder CATALOG NAME TRAITS — what an app does with the runtime: open a compiled catalog
// (`.assetcat` or Apple's Assets.car, told apart by their bytes) and resolve one asset. Exit 0 with
// the match, 1 no match or no such asset, 2 a bad or corrupt catalog.
let args = CommandLine.arguments
guard args.count == 4 else {
  FileHandle.standardError.write(Data("usage: Embedder CATALOG NAME TRAITS\n".utf8))
  exit(2)
}
do {
  let catalog = try CompiledCatalogFile.open(args[1])
  let traits = try TraitCollection(parsing: args[3])
  guard let asset = try catalog.loadResolvableAsset(named: args[2]), let i = asset.choose(traits) else {
    print("\(args[2]): no match")
    exit(1)
  }
  let r = asset.asset.renditions[i]
  let size = r.intrinsicSize.map { "\($0.width)×\($0.height) pt" } ?? "?"
  print("\(args[2]): \(r.file ?? "-") \(size)")
} catch {
  FileHandle.standardError.write(Data("Embedder: \(error)\n".utf8))
  exit(2)
}
