import AssetCatSource

/// `actool --print-asset-tag-combinations --output-format xml1 CATALOGS`, which Xcode's build
/// (swift-build) runs before compiling when on-demand resources are on, the default for iOS apps:
/// `com.apple.actool.asset-tag-combinations` lists the distinct sets of `on-demand-resource-tags`
/// the catalogs' assets carry, each sorted, the list sorted; `[]` when no asset is tagged.
/// Nothing is compiled or written. swift-build fails the build when this exits non-zero.
enum AssetTagCombinations {
  static func run(_ options: ActoolOptions, currentDirectory: String, _ doc: inout ResultsDocument) -> Int32 {
    let catalogs = options.inputs.map { OutputFiles.absolute($0, in: currentDirectory) }.filter {
      !ActoolDriver.isIconDocument($0)
    }
    guard !catalogs.isEmpty else {
      doc.toolItems[.errors, default: []].append(
        .init(path: "actool", description: "no input catalogs (.xcassets) were given"))
      return 2
    }
    do {
      let source = try SourceCatalogReader.read(
        paths: catalogs, options: SourceReadOptions(probeImages: false, inspector: .headersOnly))
      doc.assetTagCombinations = combinations(source)
      return 0
    } catch {
      doc.toolItems[.errors, default: []].append(.init(path: catalogs[0], description: error.description))
      return 1
    }
  }

  static func combinations(_ source: SourceReadResult) -> [[String]] {
    let sets = Set(
      source.assets.filter(\.isActive).map { Set($0.asset.properties.onDemandResourceTags) }.filter { !$0.isEmpty })
    return sets.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
  }
}
