import AssetCatBytes
import AssetCatCAR

/// Serializes a BOM store in memory (no file writing): named blocks and named trees, laid out as
/// header, blocks, block index, variables. `assetutil` lays out its thinned cars with it (so it
/// ships, and stays here), and tests, the fuzz seeds and the bench build synthetic cars of any
/// shape with it, Apple's or not; the car writer lays out Apple's shape itself (`CARContainer`).
public struct BOMStoreBuilder: Sendable {
  /// A tree to store: entries in the order given (a car sorts its keys byte-wise first).
  public struct Tree: Sendable {
    public var entries: [(key: [UInt8], value: [UInt8])]
    public var nodeSize: UInt32 = 4096
    /// Most entries per leaf (more leaves are chained under one branch).
    public var leafCapacity = 256
    public var keyLength: UInt32?
    public init(entries: [(key: [UInt8], value: [UInt8])], keyLength: UInt32? = nil) {
      self.entries = entries
      self.keyLength = keyLength
    }
  }

  var blocks: [[UInt8]] = [[]]  // block 0: the null block
  var variables: [BOMVariables.Variable] = []

  public init() {}

  /// Adds a block and returns its index.
  @discardableResult
  public mutating func addBlock(_ bytes: [UInt8]) -> UInt32 {
    blocks.append(bytes)
    return UInt32(blocks.count - 1)
  }

  /// Adds a variable naming a new block with `bytes`.
  public mutating func addVariable(_ name: String, bytes: [UInt8]) {
    variables.append(.init(name: name, block: addBlock(bytes)))
  }

  /// Adds a tree variable: leaves of key/value blocks, one branch above when they are several.
  public mutating func addTree(_ name: String, _ tree: Tree) {
    let leafCount = max(1, (tree.entries.count + tree.leafCapacity - 1) / tree.leafCapacity)
    let firstLeaf = UInt32(blocks.count)
    for _ in 0..<leafCount { blocks.append([]) }  // reserved, filled below
    var lastKeys: [UInt32] = []
    for leaf in 0..<leafCount {
      let slice = tree.entries.dropFirst(leaf * tree.leafCapacity).prefix(tree.leafCapacity)
      let entries = slice.map { e in BOMTreeNode.Entry(value: addBlock(e.value), key: addBlock(e.key)) }
      lastKeys.append(entries.last?.key ?? 0)
      let node = BOMTreeNode(
        isLeaf: true, forward: leaf + 1 < leafCount ? firstLeaf + UInt32(leaf) + 1 : 0,
        backward: leaf > 0 ? firstLeaf + UInt32(leaf) - 1 : 0, entries: entries)
      blocks[Int(firstLeaf) + leaf] = Self.nodeBytes(node, size: tree.nodeSize)
    }
    var root = firstLeaf
    if leafCount > 1 {
      let separators = (0..<leafCount - 1).map { BOMTreeNode.Entry(value: firstLeaf + UInt32($0), key: lastKeys[$0]) }
      let branch = BOMTreeNode(isLeaf: false, entries: separators, rightmostChild: firstLeaf + UInt32(leafCount - 1))
      root = addBlock(Self.nodeBytes(branch, size: tree.nodeSize))
    }
    var w = ByteWriter(endianness: .big)
    BOMTreeDescriptor(
      rootBlock: root, nodeSize: tree.nodeSize, entryCount: UInt32(tree.entries.count), keyLength: tree.keyLength
    )
    .write(to: &w)
    addVariable(name, bytes: w.take())
  }

  static func nodeBytes(_ node: BOMTreeNode, size: UInt32) -> [UInt8] {
    var w = ByteWriter(endianness: .big)
    node.write(to: &w)
    if w.count < Int(size) { w.zeros(Int(size) - w.count) }
    return w.take()
  }

  /// The whole store's bytes.
  public func bytes() throws(ByteWriteError) -> [UInt8] {
    var w = ByteWriter(endianness: .big)
    var entries: [BOMBlockIndex.Entry] = []
    func offset() throws(ByteWriteError) -> UInt32 {
      guard let o = UInt32(exactly: BOMHeader.byteSize + w.count) else {
        throw ByteWriteError("the store is larger than 4 GiB")
      }
      return o
    }
    for (i, b) in blocks.enumerated() {
      guard i > 0, !b.isEmpty else {
        entries.append(.init(offset: 0, length: 0))
        continue
      }
      entries.append(.init(offset: try offset(), length: UInt32(b.count)))
      w.write(bytes: b)
    }
    let indexOffset = try offset()
    BOMBlockIndex(blocks: entries).write(to: &w)
    let variablesOffset = try offset()
    try BOMVariables(variables).write(to: &w)
    let header = BOMHeader(
      blockCount: UInt32(entries.filter { $0.length > 0 }.count), indexOffset: indexOffset,
      indexLength: variablesOffset - indexOffset, variablesOffset: variablesOffset,
      variablesLength: try offset() - variablesOffset)
    var h = ByteWriter(endianness: .big)
    header.write(to: &h)
    return h.take() + w.take()
  }
}
