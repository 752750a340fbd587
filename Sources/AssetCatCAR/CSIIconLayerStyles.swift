import AssetCatBytes

/// TLV 1020 of an Icon Composer stack or group (layouts 1019, 1020): per layer of its TLV 1012,
/// back first, a kind and the name of the gradient facet that fills it (empty: the art's own
/// colours). u32 count, u32 0, then per layer u32 kind, u32 0 and the name (`CSIIconName`). In
/// Apple's cars a stack's background is kind 0 and its groups kind 2; a group's layer is kind 1
/// when it is glass, 0 when not.
public struct CSIIconLayerStyles: ByteRecord, Hashable, Sendable {
  public static let type: UInt32 = 1020

  public struct Style: Hashable, Sendable {
    public var kind: UInt32
    public var fillName: String

    public init(kind: UInt32, fillName: String = "") {
      self.kind = kind
      self.fillName = fillName
    }
  }

  public var styles: [Style]

  public init(styles: [Style]) { self.styles = styles }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let count = Int(try reader.u32())
    try reader.skip(4)
    guard count <= reader.remaining / 13 else {
      throw reader.invalid("\(count) layer styles cannot fit", at: reader.position - 8)
    }
    styles = []
    for _ in 0..<count {
      let kind = try reader.u32()
      try reader.skip(4)
      styles.append(Style(kind: kind, fillName: try CSIIconName.read(&reader)))
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(styles.count))
    writer.write(UInt32(0))
    for s in styles {
      writer.write(s.kind)
      writer.write(UInt32(0))
      CSIIconName.write(s.fillName, to: &writer)
    }
  }
}
