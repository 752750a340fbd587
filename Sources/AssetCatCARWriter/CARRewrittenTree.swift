import AssetCatCAR

/// How Xcode 12 to 16 leave APPEARANCEKEYS in a car (Apple's iOS cars of Xcode 12.5 and 13.1 to
/// 16.4, 50 of them, all show it; Xcode 26's do not): the store is first written whole with the tree empty,
/// then the appearance names are filled in and the store written again. The second write puts
/// the filled leaf at the end of the file, the tree's descriptor into the first leaf's old
/// room, and the block index after it when it fits there. What the first write left is kept as
/// it was and listed in the index's free list, in offset order: the first descriptor (entry
/// count 0), the rest of the old leaf's room, and the first index (after the variables).
struct CARRewrittenTree {
  /// Block ids of the tree's descriptor and its one leaf.
  let descriptor: Int
  let leaf: Int
  /// The room a leaf had in the first write: one node.
  static let firstLeafRoom = 4096

  /// Where the first write put the descriptor, and the descriptor's final bytes.
  var firstDescriptor = BOMBlockIndex.Entry(offset: 0, length: 0)
  var finalDescriptor: [UInt8] = []
  /// The first leaf's room (where the final descriptor goes) and the filled leaf's bytes.
  var room = 0
  var filledLeaf: [UInt8] = []

  init(descriptor: Int, leaf: Int) {
    (self.descriptor, self.leaf) = (descriptor, leaf)
  }

  /// The descriptor as the first write had it: the same magic, version, root and node size (its
  /// first 16 bytes), then zeros: no entries, no key length yet.
  static func emptied(_ descriptor: [UInt8]) -> [UInt8] {
    Array(descriptor.prefix(16)) + [UInt8](repeating: 0, count: max(0, descriptor.count - 16))
  }

  /// The first leaf's room as it is finally: the descriptor, then zeros.
  var roomBytes: [UInt8] {
    finalDescriptor + [UInt8](repeating: 0, count: max(0, Self.firstLeafRoom - finalDescriptor.count))
  }

  /// Where the final index goes when `length` bytes fit in the room after the descriptor.
  func indexOffsetInRoom(length: Int) -> Int? {
    let start = CARRewrittenTree.aligned(room + finalDescriptor.count)
    return start + length <= room + Self.firstLeafRoom ? start : nil
  }

  /// The free list of the final index: the first descriptor, what is left of the room (after
  /// the index when it went there), and the first index.
  func freeList(indexInRoom: (offset: Int, length: Int)?, firstIndex: BOMBlockIndex.Entry) -> [BOMBlockIndex.Entry] {
    let roomEnd = room + Self.firstLeafRoom
    let rest = indexInRoom.map { Self.aligned($0.offset + $0.length) } ?? Self.aligned(room + finalDescriptor.count)
    return [firstDescriptor, .init(offset: UInt32(rest), length: UInt32(max(0, roomEnd - rest))), firstIndex]
  }

  static func aligned(_ offset: Int) -> Int { (offset + 15) & ~15 }
}
