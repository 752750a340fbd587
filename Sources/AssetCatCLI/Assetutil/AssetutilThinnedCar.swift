import AssetCatBytes
import AssetCatCAR
import AssetCatCARWriter

/// A car less the renditions a thinning leaves out: every named block and tree of the input in
/// its order, the RENDITIONS tree holding only the kept records, CARHEADER's rendition count and
/// EXTENDED_METADATA's thinning arguments updated; laid out again by `BOMStoreBuilder`.
enum AssetutilThinnedCar {
  static func bytes(_ file: CARFile, keeping kept: Set<Int>, arguments: String) throws -> [UInt8] {
    let keptBlocks = Set(kept.map { file.renditions[$0].block })
    var builder = BOMStoreBuilder()
    for v in file.store.variables.variables {
      let block = [UInt8](try file.store.block(v.block).windowBytes)
      if block.starts(with: Array("tree".utf8)), let tree = try file.store.tree(v.name) {
        // A tree whose values are not blocks (BITMAPKEYS holds identifiers there) is left out:
        // the builder stores blocks only, and CoreUI reads a car without it.
        guard let entries = try? blockEntries(tree, in: file, keeping: v.name == "RENDITIONS" ? keptBlocks : nil)
        else { continue }
        var t = BOMStoreBuilder.Tree(entries: entries, keyLength: tree.descriptor.keyLength)
        t.nodeSize = tree.descriptor.nodeSize
        builder.addTree(v.name, t)
      } else {
        builder.addVariable(
          v.name, bytes: try rewritten(v.name, block, file: file, count: kept.count, arguments: arguments))
      }
    }
    return try builder.bytes()
  }

  /// The tree's keys and values as bytes, only the entries whose value is in `kept` when given.
  static func blockEntries(_ tree: BOMTree, in file: CARFile, keeping kept: Set<UInt32>?) throws -> [(
    key: [UInt8], value: [UInt8]
  )] {
    var out: [(key: [UInt8], value: [UInt8])] = []
    for e in try file.store.entries(of: tree) where kept?.contains(e.value) ?? true {
      out.append(([UInt8](try file.store.block(e.key).windowBytes), [UInt8](try file.store.block(e.value).windowBytes)))
    }
    return out
  }

  /// CARHEADER with the kept count, EXTENDED_METADATA with the thinning arguments; any other
  /// block as it is.
  static func rewritten(_ name: String, _ block: [UInt8], file: CARFile, count: Int, arguments: String) throws
    -> [UInt8]
  {
    var w = ByteWriter(endianness: .little)
    switch name {
    case "CARHEADER":
      var h = file.header
      h.renditionCount = UInt32(count)
      try h.write(to: &w)
    case "EXTENDED_METADATA":
      guard var m = file.metadata else { return block }
      m.thinningArguments = arguments
      try m.write(to: &w)
    default: return block
    }
    var out = w.take()
    if out.count < block.count { out += block[out.count...] }
    return out
  }
}
