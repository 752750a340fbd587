import AssetCatCore

/// watchOS complication sets (`Complication.complicationset`): a folder of image sets, one per
/// complication family, that Xcode compiles under the set's name as a namespace
/// (`Complication/Circular`, `Complication/Graphic Corner`), as ClockKit looks them up.
extension CatalogWalker {
  mutating func readComplicationSet(_ inner: String, name: String, namespace: [String]) {
    let contents = Self.joinInner(inner, "Contents.json")
    if isContentsFile(contents, asset: nil), let root = readJSON(contents, asset: nil) {
      var parser = ContentsParser(path: display(contents), asset: nil)
      let listed = parser.parseComplicationSet(root)
      diagnostics += parser.diagnostics
      for (folder, line) in listed where entryType(Self.joinInner(inner, folder)) != .directory {
        report(
          .AC010,
          "the complication set lists '\(folder)', which is not a folder inside it; "
            + "add the image set or remove the entry",
          inner: contents, line: line)
      }
    }
    addOther(inner, name: name, namespace: namespace, readContents: false)
    enterGroup(inner, namespace: namespace + [name])
  }
}
