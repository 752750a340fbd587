import AssetCatBytes
import AssetCatCAR

/// A BOM tree as Apple's actool lays it out (read off 32 cars of Xcode 7.3 to 26): a 29-byte
/// descriptor (`tree`, version 1, root, node size, entry count, a flag byte, the key size and a
/// zero word); leaves of (value block, key block) entries sorted by key bytes, each key block
/// numbered just before its value block; a node of a tree with fixed-size keys carries a copy of
/// its keys after the entries and is that much longer than the node size. More entries than a
/// node holds are spread evenly over several leaves under one branch, whose separators are each
/// left leaf's last key (the one multi-leaf tree seen, 513 entries: 256 and 257).
struct CARTreeShape {
  /// What a tree's key size word says: a fixed size, variable (0xFFFFFFFF), or none (BITMAPKEYS:
  /// keys inline, 0).
  enum KeySize {
    case fixed(Int)
    case variable
    case inline

    var word: UInt32 {
      switch self {
      case .fixed(let n): UInt32(n)
      case .variable: 0xFFFF_FFFF
      case .inline: 0
      }
    }
  }

  /// One leaf entry: its value and key blocks (for an inline-key tree, `key` is the key itself)
  /// and the key's bytes (copied into fixed-key nodes).
  struct Entry {
    var value: UInt32
    var key: UInt32
    var keyBytes: [UInt8]
  }

  var nodeSize: Int
  var keySize: KeySize

  /// Entries one node holds: a 12-byte header, 8 bytes an entry and the trailing word.
  var leafCapacity: Int { (nodeSize - 16) / 8 }

  /// How many leaves `count` entries take.
  func leafCount(_ count: Int) -> Int { max(1, (count + leafCapacity - 1) / leafCapacity) }

  /// The key size of a name tree: variable, but a single entry's length when it has one entry (as
  /// Apple's single-appearance and single-facet trees have it).
  static func nameKeySize(_ keys: [[UInt8]]) -> KeySize { keys.count == 1 ? .fixed(keys[0].count) : .variable }

  /// `entries` (sorted) cut evenly into `leafCount` leaves, the later leaves the larger.
  func split(_ entries: [Entry]) -> [[Entry]] {
    let n = leafCount(entries.count)
    var out: [[Entry]] = []
    var start = 0
    for i in 0..<n {
      let size = (entries.count - start) / (n - i)
      out.append(Array(entries[start..<start + size]))
      start += size
    }
    return out
  }

  func descriptor(root: UInt32, entries: Int) -> [UInt8] {
    var w = ByteWriter(endianness: .big)
    BOMTreeDescriptor(
      rootBlock: root, nodeSize: UInt32(nodeSize), entryCount: UInt32(entries),
      keysAreValues: keySize.word == 0 ? 1 : 0,
      keyLength: keySize.word
    ).write(to: &w)
    return w.take()
  }

  /// A leaf's bytes, linked to its neighbours.
  func leaf(_ entries: [Entry], forward: UInt32, backward: UInt32) -> [UInt8] {
    node(
      BOMTreeNode(
        isLeaf: true, forward: forward, backward: backward,
        entries: entries.map { .init(value: $0.value, key: $0.key) }, rightmostChild: 0), keys: entries.map(\.keyBytes))
  }

  /// The branch over `leaves` (block ids) whose last keys are `lastKeys` (entries of all leaves but the last).
  func branch(leaves: [UInt32], lastKeys: [Entry]) -> [UInt8] {
    let separators = zip(leaves.dropLast(), lastKeys).map { BOMTreeNode.Entry(value: $0, key: $1.key) }
    return node(
      BOMTreeNode(isLeaf: false, entries: separators, rightmostChild: leaves.last ?? 0), keys: lastKeys.map(\.keyBytes))
  }

  func node(_ node: BOMTreeNode, keys: [[UInt8]]) -> [UInt8] {
    var w = ByteWriter(endianness: .big)
    node.write(to: &w)
    if case .fixed(let size) = keySize {
      for k in keys {
        w.write(bytes: k.count == size ? k : Array((k + [UInt8](repeating: 0, count: size)).prefix(size)))
      }
      w.zeros(nodeSize + keys.count * size - w.count)
    } else {
      w.zeros(nodeSize - w.count)
    }
    return w.take()
  }
}
