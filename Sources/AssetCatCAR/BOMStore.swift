import AssetCatBytes

/// A BOM store opened for reading: the header, block index and variables checked, blocks and
/// trees read on demand, every offset and length bounds-checked against the file.
public struct BOMStore: Sendable {
  public let storage: ByteStorage
  public let header: BOMHeader
  public let index: BOMBlockIndex
  public let variables: BOMVariables

  /// Whether `bytes` start with the BOM store magic (`BOMStore`).
  public static func hasMagic(_ bytes: UnsafeRawBufferPointer) -> Bool {
    bytes.count >= 8 && bytes.prefix(8).elementsEqual(BOMHeader.magic)
  }

  public init(storage: ByteStorage) throws(CARError) {
    self.storage = storage
    let file = storage.reader(.big)
    let header = try file.car("the BOM header") { r throws(ByteReadError) in try r.record(BOMHeader.self) }
    self.header = header
    index = try file.car("the block index") { r throws(ByteReadError) in
      var w = try r.window(at: header.indexOffset, length: header.indexLength)
      return try w.record(BOMBlockIndex.self)
    }
    variables = try file.car("the variables table") { r throws(ByteReadError) in
      var w = try r.window(at: header.variablesOffset, length: header.variablesLength)
      return try w.record(BOMVariables.self)
    }
  }

  /// A big-endian reader over block `i` (an empty reader for the null block).
  public func block(_ i: UInt32) throws(CARError) -> ByteReader {
    guard Int(i) < index.blocks.count else {
      throw CARError(
        at: Int(header.indexOffset), "block \(i) is outside the block index (\(index.blocks.count) entries)")
    }
    let e = index.blocks[Int(i)]
    return try storage.reader(.big).car("block \(i)") { r throws(ByteReadError) in
      try r.window(at: e.offset, length: e.length)
    }
  }

  /// The block of the variable named `name`, or `nil` when the store has no such variable.
  public func variable(_ name: String) throws(CARError) -> ByteReader? {
    guard let b = variables.block(named: name) else { return nil }
    return try block(b)
  }

  /// The tree the variable `name` points at, or `nil` when there is no such variable.
  public func tree(_ name: String) throws(CARError) -> BOMTree? {
    guard let b = variables.block(named: name) else { return nil }
    let r = try block(b)
    let d = try r.car("the \(name) tree descriptor") { r throws(ByteReadError) in try r.record(BOMTreeDescriptor.self) }
    return BOMTree(name: name, descriptor: d)
  }

  /// Every (key, value) entry of `tree` in order: descends to the leftmost leaf, then follows the
  /// leaves' forward links. Each node is visited at most once and the depth is bounded, so a
  /// corrupt tree (a cycle, a branch where a leaf belongs) is an error, never a hang.
  public func entries(of tree: BOMTree) throws(CARError) -> [BOMTreeNode.Entry] {
    var visited: Set<UInt32> = []
    var node = try self.node(tree.descriptor.rootBlock, in: tree, visited: &visited)
    var depth = 0
    while !node.isLeaf {
      depth += 1
      guard depth <= 32, let first = node.children.first else {
        throw CARError(at: 0, "the \(tree.name) tree has no leaf within 32 levels")
      }
      node = try self.node(first, in: tree, visited: &visited)
    }
    var out: [BOMTreeNode.Entry] = []
    while true {
      out += node.entries
      guard node.forward != 0 else { break }
      node = try self.node(node.forward, in: tree, visited: &visited)
      guard node.isLeaf else { throw CARError(at: 0, "the \(tree.name) tree links a leaf to a branch") }
    }
    return out
  }

  func node(_ block: UInt32, in tree: BOMTree, visited: inout Set<UInt32>) throws(CARError) -> BOMTreeNode {
    guard visited.insert(block).inserted else {
      throw CARError(at: 0, "the \(tree.name) tree visits node block \(block) twice (a cycle)")
    }
    let r = try self.block(block)
    return try r.car("a node of the \(tree.name) tree") { r throws(ByteReadError) in try r.record(BOMTreeNode.self) }
  }

  /// The bytes of a key or value block as a little-endian reader (CoreUI's records inside blocks
  /// are little-endian).
  public func littleEndianBlock(_ i: UInt32) throws(CARError) -> ByteReader {
    var r = try block(i)
    r.endianness = .little
    return r
  }
}

/// A named tree of a BOM store.
public struct BOMTree: Hashable, Sendable {
  public var name: String
  public var descriptor: BOMTreeDescriptor
}
