import AssetCatBytes

/// One TLV of a rendition: u32 type, u32 length, value.
public struct CSITLV: ByteRecord, Hashable, Sendable {
  public var type: UInt32
  public var value: [UInt8]

  public static let slices: UInt32 = 1001
  public static let metrics: UInt32 = 1003
  public static let composition: UInt32 = 1004
  public static let uti: UInt32 = 1005
  public static let bitmapInfo: UInt32 = 1006
  public static let bytesPerRow: UInt32 = 1007
  public static let reference: UInt32 = 1010
  public static let layerReferences: UInt32 = 1012

  public init(type: UInt32, value: [UInt8]) {
    self.type = type
    self.value = value
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    type = try reader.u32()
    let length = Int(try reader.u32())
    value = try reader.array(length)
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(type)
    writer.write(UInt32(value.count))
    writer.write(bytes: value)
  }

  /// Reads the value as a little-endian record.
  public func parse<R: ByteRecord>(_: R.Type) throws(ByteReadError) -> R {
    try parseLittleEndian(value, as: R.self)
  }

  /// A TLV holding `record`'s bytes.
  public init(type: UInt32, record: some ByteRecord) throws(ByteWriteError) {
    var w = ByteWriter(endianness: .little)
    try record.write(to: &w)
    self.init(type: type, value: w.take())
  }

  /// The first u32 of the value (bytes per row, bitmap info).
  public var firstWord: UInt32? {
    guard value.count >= 4 else { return nil }
    return UInt32(value[0]) | UInt32(value[1]) << 8 | UInt32(value[2]) << 16 | UInt32(value[3]) << 24
  }
}

/// TLV 1001: the slice rectangles of a bitmap (1 for a plain image, 3 or 9 when sliced).
public struct CSISlices: ByteRecord, Hashable, Sendable {
  public var rects: [CARRect]
  public init(rects: [CARRect]) { self.rects = rects }
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let n = Int(try reader.u32())
    try reader.require(n * 16, "\(n) slices")
    rects = []
    for _ in 0..<n { rects.append(try reader.record(CARRect.self)) }
  }
  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(rects.count))
    for r in rects { r.write(to: &writer) }
  }
}

/// A rectangle of u32 x, y, width, height.
public struct CARRect: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16
  public var x, y, width, height: UInt32
  public init(x: UInt32, y: UInt32, width: UInt32, height: UInt32) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    (x, y, width, height) = (try reader.u32(), try reader.u32(), try reader.u32(), try reader.u32())
  }
  public func write(to writer: inout ByteWriter) {
    for v in [x, y, width, height] { writer.write(v) }
  }
}

/// TLV 1003: metrics — a count (1), the alignment insets as (left, top) and (right, bottom), and
/// the image less them, in pixels: acextract's Xcode 7.3 car holds a 50 × 50 image with insets
/// top 5, left 10, bottom 15, right 20 as 1, 10, 5, 20, 15, 20, 30.
public struct CSIMetrics: ByteRecord, Hashable, Sendable {
  /// The left and top alignment insets, in pixels.
  public var topLeft: (width: UInt32, height: UInt32)
  /// The right and bottom alignment insets, in pixels.
  public var bottomRight: (width: UInt32, height: UInt32)
  /// The image less its insets (the whole image without any).
  public var contentSize: (width: UInt32, height: UInt32)

  public init(topLeft: (UInt32, UInt32), bottomRight: (UInt32, UInt32), contentSize: (UInt32, UInt32)) {
    self.topLeft = topLeft
    self.bottomRight = bottomRight
    self.contentSize = contentSize
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    _ = try reader.u32()  // count, 1
    topLeft = (try reader.u32(), try reader.u32())
    bottomRight = (try reader.u32(), try reader.u32())
    contentSize = (try reader.u32(), try reader.u32())
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(UInt32(1))
    for v in [
      topLeft.width, topLeft.height, bottomRight.width, bottomRight.height, contentSize.width, contentSize.height,
    ] {
      writer.write(v)
    }
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.topLeft == b.topLeft && a.bottomRight == b.bottomRight && a.contentSize == b.contentSize
  }
  public func hash(into h: inout Hasher) {
    for v in [
      topLeft.width, topLeft.height, bottomRight.width, bottomRight.height, contentSize.width, contentSize.height,
    ] {
      h.combine(v)
    }
  }
}

/// TLV 1010: an internal link (`KLNI`): the frame inside a packed atlas and the atlas's key as
/// (attribute, value) pairs.
public struct CSIInternalLink: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("KLNI")
  public var frame: CARRect
  public var targetLayout: RenditionLayout
  public var key: [FacetKey.Pair]

  public init(frame: CARRect, targetLayout: RenditionLayout = .onePartScale, key: [FacetKey.Pair]) {
    self.frame = frame
    self.targetLayout = targetLayout
    self.key = key
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("internal link magic is not KLNI", at: at) }
    try reader.skip(4)
    frame = try reader.record(CARRect.self)
    targetLayout = RenditionLayout(rawValue: try reader.u16())
    var list = try reader.take(Int(try reader.u32()))
    key = []
    while list.remaining >= 4 {
      let a = try list.u16(), v = try list.u16()
      if a == 0 && v == 0 { break }
      key.append(.init(RenditionAttribute(rawValue: a), v))
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.zeros(4)
    frame.write(to: &writer)
    writer.write(targetLayout.rawValue)
    writer.write(UInt32(key.count * 4 + 4))
    for p in key {
      writer.write(p.attribute.rawValue)
      writer.write(p.value)
    }
    writer.zeros(4)
  }
}
