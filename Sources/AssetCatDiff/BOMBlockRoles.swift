import AssetCatBytes
import AssetCatCAR

/// What each block of a BOM store is for — a named block, a tree's descriptor, node, key or value
/// — and the file order of those roles: the part of a car's shape a by-name reader never sees.
struct BOMBlockRoles {
  /// Block index → role (`CARHEADER`, `RENDITIONS.node`, `FACETKEYS.key`, …).
  private(set) var roles: [UInt32: String] = [:]
  /// Per tree: how its leaf entries' key and value blocks are numbered and placed.
  private(set) var trees: [String: TreeShape] = [:]

  struct TreeShape {
    var leaves = 0
    var branches = 0
    var largestLeaf = 0
    var keyBlockFirst = 0
    var valueBlockFirst = 0
    var keyBeforeValueInFile = 0
    var valueBeforeKeyInFile = 0
    /// Whether the tree's key and value blocks lie in the file in entry order.
    var entriesInFileOrder = true
  }

  init(store: BOMStore) throws(CARError) {
    for v in store.variables.variables { roles[v.block] = v.name }
    for v in store.variables.variables {
      guard let tree = try? store.tree(v.name) else { continue }
      trees[v.name] = try walk(tree, store)
    }
  }

  /// Reads every node of `tree` (bounded: each node once), naming its blocks.
  private mutating func walk(_ tree: BOMTree, _ store: BOMStore) throws(CARError) -> TreeShape {
    var shape = TreeShape()
    var pending = [tree.descriptor.rootBlock]
    var visited: Set<UInt32> = []
    var lastOffset: UInt32 = 0
    while let block = pending.popLast() {
      guard block != 0, visited.insert(block).inserted, visited.count <= 1 << 20 else { continue }
      let r = try store.block(block)
      let node = try r.car("a node of the \(tree.name) tree") { r throws(ByteReadError) in
        try r.record(BOMTreeNode.self)
      }
      guard !node.isLeaf else {
        roles[block] = "\(tree.name).leaf"
        shape.leaves += 1
        shape.largestLeaf = max(shape.largestLeaf, node.entries.count)
        for e in node.entries { note(e, tree: tree, store: store, shape: &shape, lastOffset: &lastOffset) }
        continue
      }
      roles[block] = "\(tree.name).branch"
      shape.branches += 1
      pending += node.children.reversed()
    }
    return shape
  }

  private mutating func note(
    _ e: BOMTreeNode.Entry, tree: BOMTree, store: BOMStore, shape: inout TreeShape, lastOffset: inout UInt32
  ) {
    roles[e.value] = "\(tree.name).value"
    guard tree.descriptor.keysAreValues == 0 else { return }
    roles[e.key] = "\(tree.name).key"
    if e.key < e.value { shape.keyBlockFirst += 1 } else { shape.valueBlockFirst += 1 }
    let keyAt = offset(e.key, store), valueAt = offset(e.value, store)
    if keyAt < valueAt { shape.keyBeforeValueInFile += 1 } else { shape.valueBeforeKeyInFile += 1 }
    let first = min(keyAt, valueAt)
    if first < lastOffset { shape.entriesInFileOrder = false }
    lastOffset = max(keyAt, valueAt)
  }

  private func offset(_ block: UInt32, _ store: BOMStore) -> UInt32 {
    Int(block) < store.index.blocks.count ? store.index.blocks[Int(block)].offset : 0
  }

  /// The roles in file order, each run of one role once (`RENDITIONS.value RENDITIONS.key` for
  /// alternating keys and values shows as the pair, then the next role).
  func fileOrder(_ store: BOMStore) -> [String] {
    let placed = store.index.blocks.enumerated().filter { $0.element.length > 0 }.sorted {
      $0.element.offset < $1.element.offset
    }
    var order: [String] = []
    var seen: Set<String> = []
    for (i, _) in placed {
      let role = roles[UInt32(i)] ?? "unnamed"
      if seen.insert(role).inserted { order.append(role) }
    }
    return order
  }

  /// Bytes between blocks, the header and the index regions that no block covers, and how many
  /// such gaps there are.
  func gaps(_ store: BOMStore) -> (count: Int, bytes: Int) {
    var regions = store.index.blocks.filter { $0.length > 0 }.map { (Int($0.offset), Int($0.length)) }
    regions.append((0, BOMHeader.byteSize))
    regions.append((Int(store.header.indexOffset), Int(store.header.indexLength)))
    regions.append((Int(store.header.variablesOffset), Int(store.header.variablesLength)))
    regions.sort { $0.0 < $1.0 }
    var end = 0
    var count = 0
    var bytes = 0
    for (start, length) in regions {
      if start > end {
        count += 1
        bytes += start - end
      }
      end = max(end, start + length)
    }
    return (count, bytes)
  }
}
