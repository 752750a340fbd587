import AssetCatBytes
import AssetCatCAR

/// Writes a `CARContainer` front to back as Apple's actool lays a car out: the 32-byte BOM header
/// and zeros to offset 512, each block on a 16-byte boundary (zeros between), the variables
/// and then the block index (256 slots, or the block count rounded up to 8, an empty free list
/// and 16 zero bytes), the file ending with the index — the compact form of every Xcode 26 car,
/// and of older ones without APPEARANCEKEYS. For Xcode 12 to 16 with APPEARANCEKEYS, that
/// tree as they rewrote it (`CARRewrittenTree`). Rendition records come in as they are encoded
/// (`next`, `write`).
struct CARStoreStream {
  static let headerRoom = 512

  let container: CARContainer
  private(set) var position = 0
  private var placed: [BOMBlockIndex.Entry] = []
  private var rewrite: CARRewrittenTree?

  init(_ container: CARContainer) {
    self.container = container
    placed.reserveCapacity(container.blocks.count + 1)
    placed.append(.init(offset: 0, length: 0))
    rewrite = container.rewrittenAppearances.map { CARRewrittenTree(descriptor: $0.descriptor, leaf: $0.leaf) }
  }

  /// Writes the header's room and every block up to the next rendition record; that record's
  /// index, or `nil` when none is left.
  mutating func next(_ sink: inout some CARByteSink) throws -> Int? {
    if sink.count == 0 { try sink.append([UInt8](repeating: 0, count: Self.headerRoom)) }
    while position < container.blocks.count {
      switch container.blocks[position] {
      case .rendition(let i): return i
      case .bytes(let b): try place(block: b, &sink)
      }
    }
    return nil
  }

  /// Writes the record of the rendition `next` returned.
  mutating func write(_ record: [UInt8], _ sink: inout some CARByteSink) throws { try place(record, &sink) }

  /// Counts a record of `length` bytes in the place of the rendition `next` returned, for a
  /// car that is only measured (`CARSizer`).
  mutating func write(length: Int, _ sink: inout some CARByteSink) throws {
    try reserve(length, &sink)
    try sink.advance(by: length)
  }

  /// A block of the container: the rewritten tree's descriptor and leaf as the first write
  /// placed them, any other as it is.
  private mutating func place(block bytes: [UInt8], _ sink: inout some CARByteSink) throws {
    guard var r = rewrite, position + 1 == r.descriptor || position + 1 == r.leaf else {
      return try place(bytes, &sink)
    }
    if position + 1 == r.descriptor {
      r.finalDescriptor = bytes
      try place(CARRewrittenTree.emptied(bytes), &sink)
      r.firstDescriptor = placed[position]
    } else {
      r.filledLeaf = bytes
      try pad(&sink)
      r.room = sink.count
      try place(r.roomBytes, &sink)
    }
    rewrite = r
  }

  private mutating func place(_ bytes: [UInt8], _ sink: inout some CARByteSink) throws {
    try reserve(bytes.count, &sink)
    try sink.append(bytes)
  }

  /// Pads to the block's boundary and enters a block of `count` bytes in the index.
  private mutating func reserve(_ count: Int, _ sink: inout some CARByteSink) throws {
    try pad(&sink)
    guard let offset = UInt32(exactly: sink.count), let length = UInt32(exactly: count),
      sink.count + count <= UInt32.max
    else {
      throw CARWriter.WriteError(description: "the car would be larger than 4 GiB")
    }
    placed.append(.init(offset: offset, length: length))
    position += 1
  }

  private func pad(_ sink: inout some CARByteSink) throws {
    let gap = (16 - sink.count % 16) % 16
    if gap > 0 { try sink.append([UInt8](repeating: 0, count: gap)) }
  }

  /// Writes the variables and the block index, then the BOM header over the first bytes.
  mutating func finish(_ sink: inout some CARByteSink) throws {
    guard position == container.blocks.count else {
      throw CARWriter.WriteError(description: "a rendition record is missing")
    }
    try pad(&sink)
    let variablesOffset = sink.count
    var w = ByteWriter(endianness: .big)
    try BOMVariables(container.variables).write(to: &w)
    let variablesLength = w.count
    try sink.append(w.take())
    try pad(&sink)
    let capacity = placed.count <= 256 ? 256 : (placed.count + 7) & ~7
    let (indexOffset, indexLength) = try writeIndex(capacity: capacity, &sink)
    guard sink.count <= UInt32.max else {
      throw CARWriter.WriteError(description: "the car would be larger than 4 GiB")
    }
    let header = BOMHeader(
      blockCount: UInt32(placed.count - 1), indexOffset: UInt32(indexOffset),
      indexLength: UInt32(indexLength),
      variablesOffset: UInt32(variablesOffset), variablesLength: UInt32(variablesLength))
    w = ByteWriter(endianness: .big)
    header.write(to: &w)
    try sink.overwrite(w.take(), at: 0)
    try sink.flush()
  }

  /// Writes the block index with `capacity` slots; its offset and length. For a rewritten tree,
  /// first the index as the first write left it, then the filled leaf, then the final index in
  /// the old leaf's room (or at the end when it does not fit there).
  private mutating func writeIndex(capacity: Int, _ sink: inout some CARByteSink) throws -> (Int, Int) {
    func bytes(_ free: [BOMBlockIndex.Entry]) -> [UInt8] {
      let slots = placed + [BOMBlockIndex.Entry](repeating: .init(offset: 0, length: 0), count: capacity - placed.count)
      var w = ByteWriter(endianness: .big)
      BOMBlockIndex(blocks: slots, free: free).write(to: &w)
      return w.take()
    }
    guard let r = rewrite else {
      let offset = sink.count
      let index = bytes([])
      try sink.append(index)
      return (offset, index.count)
    }
    let first = try offsetOf(bytes([]), &sink)
    try pad(&sink)
    placed[r.descriptor] = .init(offset: UInt32(r.room), length: UInt32(r.finalDescriptor.count))
    placed[r.leaf] = .init(offset: UInt32(sink.count), length: UInt32(r.filledLeaf.count))
    try sink.append(r.filledLeaf)
    // The free list has three entries whichever way, so the final index's length is known.
    let length = BOMBlockIndex.byteCount(slots: capacity, free: 3)
    if let offset = r.indexOffsetInRoom(length: length) {
      let index = bytes(r.freeList(indexInRoom: (offset, length), firstIndex: first))
      try sink.overwrite(index, at: offset)
      return (offset, index.count)
    }
    try pad(&sink)
    let offset = sink.count
    let index = bytes(r.freeList(indexInRoom: nil, firstIndex: first))
    try sink.append(index)
    return (offset, index.count)
  }

  /// Appends `bytes` and returns where they went.
  private func offsetOf(_ bytes: [UInt8], _ sink: inout some CARByteSink) throws -> BOMBlockIndex.Entry {
    let offset = sink.count
    try sink.append(bytes)
    return .init(offset: UInt32(offset), length: UInt32(bytes.count))
  }
}
