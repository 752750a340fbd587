import AssetCatBytes

/// The block a tree variable points at: `tree`, version 1, the root node's block, the node block
/// size, the number of entries, a flag byte (1 when leaf keys are values, not blocks: BITMAPKEYS)
/// and, in newer cars, the key length (0xFFFFFFFF when keys vary) and 4 zero bytes.
public struct BOMTreeDescriptor: ByteRecord, Hashable, Sendable {
  public static let magic: [UInt8] = Array("tree".utf8)

  public var version: UInt32
  public var rootBlock: UInt32
  public var nodeSize: UInt32
  public var entryCount: UInt32
  /// 1 when each leaf's key slot holds the key itself rather than a block index.
  public var keysAreValues: UInt8
  /// `nil` for the short (21-byte) descriptor.
  public var keyLength: UInt32?

  public init(
    version: UInt32 = 1, rootBlock: UInt32, nodeSize: UInt32 = 4096, entryCount: UInt32,
    keysAreValues: UInt8 = 0, keyLength: UInt32? = nil
  ) {
    self.version = version
    self.rootBlock = rootBlock
    self.nodeSize = nodeSize
    self.entryCount = entryCount
    self.keysAreValues = keysAreValues
    self.keyLength = keyLength
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    try reader.expect(Self.magic, "the tree magic")
    version = try reader.u32()
    rootBlock = try reader.u32()
    nodeSize = try reader.u32()
    entryCount = try reader.u32()
    keysAreValues = try reader.u8()
    keyLength = reader.remaining >= 8 ? try reader.u32() : nil
    if keyLength != nil { try reader.skip(4) }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(bytes: Self.magic)
    for v in [version, rootBlock, nodeSize, entryCount] { writer.write(v) }
    writer.write(keysAreValues)
    if let keyLength {
      writer.write(keyLength)
      writer.zeros(4)
    }
  }
}

/// One node of a BOM tree: u16 isLeaf, u16 count, u32 forward, u32 backward, then `count`
/// (u32, u32) entries — (value block, key block) in a leaf, (child block, last key of the child)
/// in a branch, which has one more u32: its rightmost child.
public struct BOMTreeNode: ByteRecord, Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    /// The value block (leaf) or child node block (branch).
    public var value: UInt32
    /// The key block (or, for a tree whose keys are values, the key itself).
    public var key: UInt32
    public init(value: UInt32, key: UInt32) {
      self.value = value
      self.key = key
    }
  }

  public var isLeaf: Bool
  public var forward: UInt32
  public var backward: UInt32
  public var entries: [Entry]
  /// A branch's last child (after its separators); `nil` in a leaf.
  public var rightmostChild: UInt32?

  public init(isLeaf: Bool, forward: UInt32 = 0, backward: UInt32 = 0, entries: [Entry], rightmostChild: UInt32? = nil)
  {
    self.isLeaf = isLeaf
    self.forward = forward
    self.backward = backward
    self.entries = entries
    self.rightmostChild = rightmostChild
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let leafFlag = try reader.u16()
    guard leafFlag <= 1 else {
      throw reader.invalid("tree node leaf flag \(leafFlag), expected 0 or 1", at: reader.position - 2)
    }
    isLeaf = leafFlag == 1
    let count = Int(try reader.u16())
    forward = try reader.u32()
    backward = try reader.u32()
    try reader.require(count * 8, "\(count) tree node entries")
    entries = []
    entries.reserveCapacity(count)
    for _ in 0..<count { entries.append(Entry(value: try reader.u32(), key: try reader.u32())) }
    // A branch with no rightmost word (some writers) keeps its last entry's child as the last.
    rightmostChild = isLeaf ? nil : (reader.remaining >= 4 ? try reader.u32() : nil)
  }

  /// The node's children in order (branch only): each entry's child, then the rightmost.
  public var children: [UInt32] {
    var c = entries.map(\.value)
    if let r = rightmostChild, r != 0 { c.append(r) }
    return c
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(UInt16(isLeaf ? 1 : 0))
    writer.write(UInt16(entries.count))
    writer.write(forward)
    writer.write(backward)
    for e in entries {
      writer.write(e.value)
      writer.write(e.key)
    }
    if let rightmostChild { writer.write(rightmostChild) }
  }
}
