import AssetCatBytes
import AssetCatCAR

/// Every block of a car in Apple's order — block ids rise with file offset, as in every Apple
/// car of Xcode 8 to 26 — and the named variables: CARHEADER; the RENDITIONS and FACETKEYS
/// descriptors and first leaves; APPEARANCEKEYS (descriptor, leaf, its pairs in id order) when
/// written; the facet pairs in name order; KEYFORMAT; the rendition key and value pairs in the
/// order they were encoded; EXTENDED_METADATA; KEYFORMATWORKAROUND when written; BITMAPKEYS
/// (descriptor, leaf, values). A tree's further leaves and branch follow its last pair.
/// Rendition values are placeholders the writer fills in as they are encoded. (Xcode 12 to 16's
/// rewritten APPEARANCEKEYS moves blocks in the file, not in id order: `CARRewrittenTree`.)
struct CARContainer {
  enum Block {
    case bytes([UInt8])
    /// The CSI record of rendition `i` (in `renditionKeys` order).
    case rendition(Int)
  }

  /// Block `i + 1` is `blocks[i]` (block 0 is the null block).
  private(set) var blocks: [Block] = []
  private(set) var variables: [BOMVariables.Variable] = []
  /// The APPEARANCEKEYS descriptor and its one leaf (block ids) when the car is laid out as
  /// Xcode 12 to 16 rewrote that tree (`CARRewrittenTree`); `nil`: the compact form.
  private(set) var rewrittenAppearances: (descriptor: Int, leaf: Int)?

  struct Input {
    var header: [UInt8]
    var keyFormat: [UInt8]
    /// KEYFORMATWORKAROUND (`CARKeyFormatWorkaround`), after EXTENDED_METADATA; `nil`: none.
    var keyFormatWorkaround: [UInt8]?
    var metadata: [UInt8]
    /// Rendition keys in the order their records are written.
    var renditionKeys: [[UInt8]]
    /// Facet name → FACETKEYS value.
    var facets: [(name: [UInt8], value: [UInt8])]
    /// Appearance names and ids; `nil`: no APPEARANCEKEYS.
    var appearances: [(name: String, id: UInt16)]?
    var localizations: [(name: String, id: UInt16)]
    /// Facet identifier → BITMAPKEYS value.
    var bitmapKeys: [(identifier: UInt32, value: [UInt8])]
    /// Lay out APPEARANCEKEYS as Xcode 12 to 16 left it after filling it in last.
    var rewritesAppearances = false
  }

  init(_ input: Input) {
    let renditions = CARTreeShape(nodeSize: 4096, keySize: .fixed(input.renditionKeys.first?.count ?? 0))
    let facetShape = CARTreeShape(nodeSize: 4096, keySize: CARTreeShape.nameKeySize(input.facets.map(\.name)))
    add("CARHEADER", .bytes(input.header))
    let renditionsRoot = reserveTree("RENDITIONS")
    let facetsRoot = reserveTree("FACETKEYS")
    if let a = input.appearances {
      let (descriptor, leaves) = addNameTree("APPEARANCEKEYS", a)
      if input.rewritesAppearances, leaves == 1 { rewrittenAppearances = (Int(descriptor), Int(descriptor) + 1) }
    }
    if !input.localizations.isEmpty { addNameTree("LOCALIZATIONKEYS", input.localizations) }
    let facets = input.facets.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    let facetEntries = facets.map { f in pair(key: f.name, value: .bytes(f.value)) }
    fill(facetsRoot, facetShape, entries: facetEntries)
    add("KEYFORMAT", .bytes(input.keyFormat))
    var renditionEntries = input.renditionKeys.enumerated().map { i, key in pair(key: key, value: .rendition(i)) }
    renditionEntries.sort { $0.keyBytes.lexicographicallyPrecedes($1.keyBytes) }
    fill(renditionsRoot, renditions, entries: renditionEntries)
    add("EXTENDED_METADATA", .bytes(input.metadata))
    if let w = input.keyFormatWorkaround { add("KEYFORMATWORKAROUND", .bytes(w)) }
    addBitmapKeys(input.bitmapKeys)
  }

  /// Adds a block and returns its id.
  @discardableResult
  private mutating func append(_ block: Block) -> UInt32 {
    blocks.append(block)
    return UInt32(blocks.count)
  }

  private mutating func add(_ name: String, _ block: Block) {
    variables.append(.init(name: name, block: append(block)))
  }

  /// A key block then its value block: (value, key) as a leaf entry.
  private mutating func pair(key: [UInt8], value: Block) -> CARTreeShape.Entry {
    let k = append(.bytes(key))
    return CARTreeShape.Entry(value: append(value), key: k, keyBytes: key)
  }

  /// The descriptor and first leaf of a tree, filled in by `fill` once its entries are known.
  private mutating func reserveTree(_ name: String) -> (descriptor: UInt32, leaf: UInt32) {
    variables.append(.init(name: name, block: append(.bytes([]))))
    return (UInt32(blocks.count), append(.bytes([])))
  }

  /// The tree's leaves (the first in its reserved block, the others and a branch appended) and
  /// its descriptor.
  private mutating func fill(
    _ reserved: (descriptor: UInt32, leaf: UInt32), _ shape: CARTreeShape, entries: [CARTreeShape.Entry]
  ) {
    let leaves = shape.split(entries)
    var ids = [reserved.leaf]
    for _ in leaves.dropFirst() { ids.append(append(.bytes([]))) }
    var root = reserved.leaf
    if leaves.count > 1 {
      root = append(.bytes(shape.branch(leaves: ids, lastKeys: leaves.dropLast().compactMap(\.last))))
    }
    for (i, leaf) in leaves.enumerated() {
      let forward = i + 1 < ids.count ? ids[i + 1] : 0, backward = i > 0 ? ids[i - 1] : 0
      blocks[Int(ids[i]) - 1] = .bytes(shape.leaf(leaf, forward: forward, backward: backward))
    }
    blocks[Int(reserved.descriptor) - 1] = .bytes(shape.descriptor(root: root, entries: entries.count))
  }

  /// A tree of names → u16 ids: descriptor, leaf, then each (name, id) pair in id order; the
  /// leaf lists them by name. Its descriptor's block id and how many leaves it has.
  @discardableResult
  private mutating func addNameTree(_ name: String, _ rows: [(name: String, id: UInt16)]) -> (UInt32, Int) {
    let reserved = reserveTree(name)
    let keys = rows.map { Array($0.name.utf8) }
    var entries = rows.sorted { $0.id < $1.id }.map { r in
      pair(key: Array(r.name.utf8), value: .bytes([UInt8(r.id & 0xFF), UInt8(r.id >> 8)]))
    }
    entries.sort { $0.keyBytes.lexicographicallyPrecedes($1.keyBytes) }
    let shape = CARTreeShape(nodeSize: 4096, keySize: CARTreeShape.nameKeySize(keys))
    fill(reserved, shape, entries: entries)
    return (reserved.descriptor, shape.leafCount(entries.count))
  }

  /// BITMAPKEYS: 1,024-byte nodes whose entries hold the facet identifier itself; the values
  /// follow the leaf in identifier order.
  private mutating func addBitmapKeys(_ rows: [(identifier: UInt32, value: [UInt8])]) {
    let reserved = reserveTree("BITMAPKEYS")
    let entries = rows.sorted { $0.identifier < $1.identifier }.map { r in
      CARTreeShape.Entry(value: append(.bytes(r.value)), key: r.identifier, keyBytes: [])
    }
    fill(reserved, CARTreeShape(nodeSize: 1024, keySize: .inline), entries: entries)
  }
}
