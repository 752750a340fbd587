import AssetCatBytes

/// The block index of a BOM store: u32 capacity, then (u32 offset, u32 length) per block (block
/// 0 is the null block), then u32 free-list count and that many (offset, length) pairs.
public struct BOMBlockIndex: ByteRecord, Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var offset: UInt32
    public var length: UInt32
    public init(offset: UInt32, length: UInt32) {
      self.offset = offset
      self.length = length
    }
  }

  public var blocks: [Entry]
  public var free: [Entry]

  public init(blocks: [Entry], free: [Entry] = []) {
    self.blocks = blocks
    self.free = free
  }

  /// Reads the index from a window that is exactly its stated region: counts larger than the
  /// region can hold are refused before anything is allocated.
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let capacity = Int(try reader.u32())
    guard capacity <= reader.remaining / 8 else {
      throw reader.invalid(
        "block index capacity \(capacity) does not fit its \(reader.count)-byte region", at: reader.position - 4)
    }
    blocks = try Self.entries(capacity, &reader)
    // Older writers may end the region right after the entries.
    guard reader.remaining >= 4 else {
      free = []
      return
    }
    let freeCount = Int(try reader.u32())
    guard freeCount <= reader.remaining / 8 else {
      throw reader.invalid("free list count \(freeCount) does not fit the block index region", at: reader.position - 4)
    }
    free = try Self.entries(freeCount, &reader)
  }

  static func entries(_ n: Int, _ reader: inout ByteReader) throws(ByteReadError) -> [Entry] {
    var out: [Entry] = []
    out.reserveCapacity(n)
    for _ in 0..<n { out.append(Entry(offset: try reader.u32(), length: try reader.u32())) }
    return out
  }

  /// Writes the index, then zero fill as Apple's writer does: 16 bytes after an empty free list,
  /// 8 after one of three entries (Xcode 12 to 16's rewritten cars); other counts are not seen,
  /// and take 8 bytes when odd, 16 when even.
  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(blocks.count))
    for e in blocks {
      writer.write(e.offset)
      writer.write(e.length)
    }
    writer.write(UInt32(free.count))
    for e in free {
      writer.write(e.offset)
      writer.write(e.length)
    }
    writer.zeros(Self.zeroFill(free: free.count))
  }

  static func zeroFill(free: Int) -> Int { free % 2 == 1 ? 8 : 16 }

  /// The bytes `write` writes for an index of `slots` block slots and `free` free-list entries.
  public static func byteCount(slots: Int, free: Int) -> Int { 8 + 8 * slots + 8 * free + zeroFill(free: free) }
}
