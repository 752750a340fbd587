import AssetCatBytes

/// The `KEYFORMAT` block: `tmfk` on disk, u32 version, u32 count, then the attribute of each u16
/// of a rendition key, in key order.
public struct CARKeyFormat: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("tmfk")

  public var version: UInt32
  public var attributes: [RenditionAttribute]

  public init(version: UInt32 = 0, attributes: [RenditionAttribute]) {
    self.version = version
    self.attributes = attributes
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("KEYFORMAT magic is not tmfk", at: at) }
    version = try reader.u32()
    let count = Int(try reader.u32())
    try reader.require(count * 4, "\(count) key attributes")
    attributes = []
    for _ in 0..<count { attributes.append(RenditionAttribute(rawValue: UInt16(truncatingIfNeeded: try reader.u32()))) }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(version)
    writer.write(UInt32(attributes.count))
    for a in attributes { writer.write(UInt32(a.rawValue)) }
  }

  /// Applies a `KEYFORMATWORKAROUND` block (one u32 per attribute; non-zero replaces the
  /// placeholder attribute at that position).
  public mutating func apply(workaround reader: inout ByteReader) throws(ByteReadError) {
    for i in attributes.indices {
      guard reader.remaining >= 4 else { return }
      let real = try reader.u32()
      if real != 0 { attributes[i] = RenditionAttribute(rawValue: UInt16(truncatingIfNeeded: real)) }
    }
  }
}

/// A rendition key: one u16 value per key-format attribute.
public struct RenditionKey: Hashable, Sendable, Comparable {
  public var values: [UInt16]

  public init(values: [UInt16]) { self.values = values }

  /// Reads `count` little-endian u16 values; a key block shorter than that leaves the rest 0.
  public init(from reader: inout ByteReader, count: Int) throws(ByteReadError) {
    values = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(reader.remaining >= 2 ? try reader.u16() : 0) }
  }

  public func write(to writer: inout ByteWriter) {
    for v in values { writer.write(v) }
  }

  /// The key's bytes (little-endian u16s): trees are sorted byte-wise by these.
  public var bytes: [UInt8] {
    // Stored a pair at a time: a writer's append a value cost more than the car's key tree.
    [UInt8](unsafeUninitializedCapacity: values.count * 2) { out, count in
      for (i, v) in values.enumerated() {
        out[2 * i] = UInt8(truncatingIfNeeded: v)
        out[2 * i + 1] = UInt8(truncatingIfNeeded: v >> 8)
      }
      count = values.count * 2
    }
  }

  public static func < (a: RenditionKey, b: RenditionKey) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
