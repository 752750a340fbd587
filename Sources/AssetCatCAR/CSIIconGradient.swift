import AssetCatBytes

/// The payload of an Icon Composer gradient (layout 1021, Xcode 26): `ARGG`, u32 stop count,
/// u32 kind (0: derived from one colour, `automatic-gradient`; 1: the colours as given), u32 0,
/// the start and end points (f32 x, y each, fractions of the area, y down), then per stop an f32
/// location and the name of its colour facet (u32 length with the NUL, the bytes, the NUL).
public struct CSIIconGradient: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("ARGG")

  public struct Stop: Hashable, Sendable {
    public var location: Float
    public var colorName: String

    public init(location: Float, colorName: String) {
      self.location = location
      self.colorName = colorName
    }
  }

  public var kind: UInt32
  public var start: (x: Float, y: Float)
  public var end: (x: Float, y: Float)
  public var stops: [Stop]

  public init(kind: UInt32, start: (x: Float, y: Float), end: (x: Float, y: Float), stops: [Stop]) {
    self.kind = kind
    self.start = start
    self.end = end
    self.stops = stops
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("icon gradient magic is not ARGG", at: at) }
    let count = Int(try reader.u32())
    kind = try reader.u32()
    try reader.skip(4)
    start = (try reader.f32(), try reader.f32())
    end = (try reader.f32(), try reader.f32())
    guard count <= reader.remaining / 9 else { throw reader.invalid("\(count) gradient stops cannot fit", at: at + 4) }
    stops = []
    for _ in 0..<count {
      let location = try reader.f32()
      stops.append(Stop(location: location, colorName: try CSIIconName.read(&reader)))
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(UInt32(stops.count))
    writer.write(kind)
    writer.write(UInt32(0))
    for v in [start.x, start.y, end.x, end.y] { writer.write(v) }
    for s in stops {
      writer.write(s.location)
      CSIIconName.write(s.colorName, to: &writer)
    }
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.kind == b.kind && a.start == b.start && a.end == b.end && a.stops == b.stops
  }

  public func hash(into h: inout Hasher) {
    h.combine(kind)
    for v in [start.x, start.y, end.x, end.y] { h.combine(v) }
    h.combine(stops)
  }
}
