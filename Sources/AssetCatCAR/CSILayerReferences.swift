import AssetCatBytes

/// TLV 1012 of a tvOS layer stack rendition (layout 1002): its layers, back first, each a frame
/// in points, a blend mode, an opacity and the key of the layer's image (element, part and
/// identifier of the layer's facet). Layout: u32 count, u32 zero, then per layer u32 flags (bit 0:
/// fixed frame), the frame (u32 x, y, width, height), u32 blend mode, f32 opacity, u32 key length
/// and the key's (u16 attribute, u16 value) pairs ending with a zero pair.
public struct CSILayerReferences: ByteRecord, Hashable, Sendable {
  public struct Layer: Hashable, Sendable {
    public var flags: UInt32
    public var frame: CARRect
    public var blendMode: UInt32
    public var opacity: Float
    public var key: [FacetKey.Pair]

    public init(flags: UInt32 = 0, frame: CARRect, blendMode: UInt32 = 0, opacity: Float = 1, key: [FacetKey.Pair]) {
      self.flags = flags
      self.frame = frame
      self.blendMode = blendMode
      self.opacity = opacity
      self.key = key
    }
  }

  public var layers: [Layer]

  public init(layers: [Layer]) { self.layers = layers }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let count = Int(try reader.u32())
    try reader.skip(4)
    guard count <= reader.remaining / 32 else {
      throw reader.invalid("\(count) layers cannot fit the TLV", at: reader.position - 8)
    }
    layers = []
    for _ in 0..<count {
      let flags = try reader.u32()
      let frame = try reader.record(CARRect.self)
      let blend = try reader.u32(), opacity = try reader.f32()
      var list = try reader.take(Int(try reader.u32()))
      var key: [FacetKey.Pair] = []
      while list.remaining >= 4 {
        let a = try list.u16(), v = try list.u16()
        if a == 0 && v == 0 { break }
        key.append(.init(RenditionAttribute(rawValue: a), v))
      }
      layers.append(Layer(flags: flags, frame: frame, blendMode: blend, opacity: opacity, key: key))
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(layers.count))
    writer.zeros(4)
    for layer in layers {
      writer.write(layer.flags)
      layer.frame.write(to: &writer)
      writer.write(layer.blendMode)
      writer.write(layer.opacity)
      writer.write(UInt32(layer.key.count * 4 + 4))
      for p in layer.key {
        writer.write(p.attribute.rawValue)
        writer.write(p.value)
      }
      writer.zeros(4)
    }
  }
}
