import AssetCatBytes
import AssetCatCAR

/// The shape of an `Assets.car` as a list of facts: the BOM container (header, block index, free
/// list, variables, file order of blocks, each tree's descriptor and leaves), the CAR blocks
/// (CARHEADER, EXTENDED_METADATA, KEYFORMAT, APPEARANCEKEYS, LOCALIZATIONKEYS, FACETKEYS,
/// BITMAPKEYS) and every rendition's CSI header, TLVs and payload framing. Renditions and facets
/// are named by facet name and key attributes, never by the identifiers a writer draws, so two
/// cars of the same catalog line up.
public struct CARStructure: Sendable {
  public let facts: [StructureFact]

  public init(file: CARFile) throws(CARError) {
    var facts = StructureFacts()
    let roles = try BOMBlockRoles(store: file.store)
    Self.bom(file.store, roles, &facts)
    for v in file.store.variables.variables {
      guard let tree = try? file.store.tree(v.name), let shape = roles.trees[v.name] else { continue }
      Self.tree(tree, shape, &facts)
    }
    Self.headers(file, &facts)
    let names = CARKeyLabels(file: file)
    try CARTableFacts.add(file, names, &facts)
    for e in file.renditions {
      try CARRenditionFacts.add(e, label: names.rendition(e.key), file: file, &facts)
    }
    self.facts = facts.list
  }

  static func bom(_ store: BOMStore, _ roles: BOMBlockRoles, _ f: inout StructureFacts) {
    f.add("bom.version", store.header.version)
    let used = store.index.blocks.dropFirst().filter { $0.length > 0 || $0.offset > 0 }.count
    f.add("bom.index.slots", store.index.blocks.count)
    f.add("bom.index.usedSlots", used)
    f.add("bom.index.free", store.index.free.map { "\($0.length)@\($0.offset == 0 ? "0" : "x")" })
    f.add(
      "bom.header.blockCount", store.header.blockCount == UInt32(used) ? "used slots" : String(store.header.blockCount))
    f.add("bom.variables", store.variables.variables.map(\.name))
    f.add("bom.variableBlocks", store.variables.variables.map { "\($0.name)=\($0.block)" })
    f.add("bom.fileOrder", roles.fileOrder(store))
    let last = store.index.blocks.map { Int($0.offset) + Int($0.length) }.max() ?? 0
    let tail = [("index", Int(store.header.indexOffset)), ("variables", Int(store.header.variablesOffset))].sorted {
      $0.1 < $1.1
    }
    f.add("bom.indexPlacement", tail.map { $0.1 >= last ? "\($0.0) after blocks" : "\($0.0) before the last block" })
    let gaps = roles.gaps(store)
    f.add("bom.gaps", "\(gaps.count) gaps, \(gaps.bytes) bytes")
    f.add("bom.indexLength", "\(store.header.indexLength) for \(store.index.blocks.count) slots")
  }

  static func tree(_ tree: BOMTree, _ s: BOMBlockRoles.TreeShape, _ f: inout StructureFacts) {
    let d = tree.descriptor, p = "tree.\(tree.name)"
    f.add("\(p).version", d.version)
    f.add("\(p).nodeSize", d.nodeSize)
    f.add("\(p).keysAreValues", d.keysAreValues)
    f.add("\(p).keyLength", d.keyLength.map { String($0) } ?? "none (short descriptor)")
    f.add("\(p).entries", d.entryCount)
    f.add("\(p).nodes", "\(s.leaves) leaves, \(s.branches) branches, largest leaf \(s.largestLeaf)")
    guard d.keysAreValues == 0, s.keyBlockFirst + s.valueBlockFirst > 0 else { return }
    f.add("\(p).blockIds", order(s.keyBlockFirst, s.valueBlockFirst, "key < value", "value < key"))
    f.add(
      "\(p).fileOffsets", order(s.keyBeforeValueInFile, s.valueBeforeKeyInFile, "key before value", "value before key"))
    f.add("\(p).entriesInFileOrder", s.entriesInFileOrder ? "yes" : "no")
  }

  static func order(_ a: Int, _ b: Int, _ first: String, _ second: String) -> String {
    if b == 0 { return first }
    if a == 0 { return second }
    return "mixed (\(a) \(first), \(b) \(second))"
  }

  static func headers(_ file: CARFile, _ f: inout StructureFacts) {
    let h = file.header
    ToolchainNotes.add(file, &f)
    f.add("CARHEADER.renditionCount", h.renditionCount)
    f.add("CARHEADER.uuid", h.uuid.allSatisfy { $0 == 0 } ? "zero" : "set")
    f.add("CARHEADER.associatedChecksum", h.associatedChecksum == 0 ? "0" : "set")
    f.add("CARHEADER.schemaVersion", h.schemaVersion)
    f.add("CARHEADER.colorSpaceID", h.colorSpaceID)
    f.add("CARHEADER.keySemantics", h.keySemantics)
    f.add("KEYFORMAT.version", file.keyFormat.version)
    f.add("KEYFORMAT.attributes", file.keyFormat.attributes.map(\.name))
    guard let m = file.metadata else {
      f.add("EXTENDED_METADATA", "absent")
      return
    }
    f.add("EXTENDED_METADATA.thinningArguments", m.thinningArguments)
    f.add("EXTENDED_METADATA.deploymentPlatformVersion", m.deploymentPlatformVersion)
    f.add("EXTENDED_METADATA.deploymentPlatform", m.deploymentPlatform)
  }
}
