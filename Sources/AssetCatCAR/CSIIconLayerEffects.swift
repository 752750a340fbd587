import AssetCatBytes

/// TLV 1021 of an Icon Composer stack or group (layouts 1019, 1020): per layer of its TLV 1012,
/// back first, 20 bytes of glass material: u32 translucency on (0/1), f32 its amount (0 when
/// off), u32 shadow kind (3 for `neutral` in Apple's cars), f32 shadow opacity, u32 0. A stack's
/// background and a group's layers hold zeros. Layout: u32 count, u32 0, the entries.
public struct CSIIconLayerEffects: ByteRecord, Hashable, Sendable {
  public static let type: UInt32 = 1021

  public struct Effect: Hashable, Sendable {
    public var translucent: UInt32
    public var translucency: Float
    public var shadowKind: UInt32
    public var shadowOpacity: Float
    public var reserved: UInt32

    public init(translucent: UInt32 = 0, translucency: Float = 0, shadowKind: UInt32 = 0, shadowOpacity: Float = 0) {
      self.translucent = translucent
      self.translucency = translucency
      self.shadowKind = shadowKind
      self.shadowOpacity = shadowOpacity
      self.reserved = 0
    }
  }

  public var effects: [Effect]

  public init(effects: [Effect]) { self.effects = effects }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let count = Int(try reader.u32())
    try reader.skip(4)
    guard count <= reader.remaining / 20 else {
      throw reader.invalid("\(count) layer effects cannot fit", at: reader.position - 8)
    }
    effects = []
    for _ in 0..<count {
      var e = Effect(translucent: try reader.u32(), translucency: try reader.f32())
      e.shadowKind = try reader.u32()
      e.shadowOpacity = try reader.f32()
      e.reserved = try reader.u32()
      effects.append(e)
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(effects.count))
    writer.write(UInt32(0))
    for e in effects {
      writer.write(e.translucent)
      writer.write(e.translucency)
      writer.write(e.shadowKind)
      writer.write(e.shadowOpacity)
      writer.write(e.reserved)
    }
  }
}
