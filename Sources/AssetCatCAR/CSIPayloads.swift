import AssetCatBytes

/// A bitmap payload (`MLEC` on disk): flags, compression, then either one compressed stream
/// (flags bit 0 clear) or `KCBC` chunks of rows (bit 0 set).
public struct CSIBitmapPayload: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("MLEC")
  public static let chunkMagic = FourCC("KCBC")

  /// One compressed piece: the rows it covers (the whole image for an unchunked payload).
  public struct Chunk: Hashable, Sendable {
    public var rows: UInt32
    public var data: [UInt8]
    public init(rows: UInt32, data: [UInt8]) {
      self.rows = rows
      self.data = data
    }
  }

  public var flags: UInt32
  public var compression: CARCompression
  public var chunks: [Chunk]

  public init(flags: UInt32 = 0, compression: CARCompression, chunks: [Chunk]) {
    self.flags = flags
    self.compression = compression
    self.chunks = chunks
  }

  public var isChunked: Bool { flags & 1 != 0 }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("bitmap payload magic is not MLEC", at: at) }
    flags = try reader.u32()
    compression = CARCompression(rawValue: try reader.u32())
    let n = Int(try reader.u32())
    guard flags & 1 != 0 else {
      chunks = [Chunk(rows: 0, data: try reader.array(n))]
      return
    }
    guard n <= reader.remaining / 20 else {
      throw reader.invalid("\(n) chunks cannot fit the payload", at: reader.position - 4)
    }
    chunks = []
    for _ in 0..<n {
      let c = reader.position
      guard try reader.fourCC() == Self.chunkMagic else { throw reader.invalid("chunk magic is not KCBC", at: c) }
      try reader.skip(8)
      let rows = try reader.u32()
      chunks.append(Chunk(rows: rows, data: try reader.array(Int(try reader.u32()))))
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(flags)
    writer.write(compression.rawValue)
    guard isChunked else {
      writer.write(UInt32(chunks.first?.data.count ?? 0))
      writer.write(bytes: chunks.first?.data ?? [])
      return
    }
    writer.write(UInt32(chunks.count))
    for c in chunks {
      writer.write(Self.chunkMagic)
      writer.zeros(8)
      writer.write(c.rows)
      writer.write(UInt32(c.data.count))
      writer.write(bytes: c.data)
    }
  }
}

/// The compression of a bitmap payload (MLEC word 2).
public struct CARCompression: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let uncompressed = Self(rawValue: 0)
  public static let rle = Self(rawValue: 1)
  public static let zip = Self(rawValue: 2)
  public static let lzvn = Self(rawValue: 3)
  public static let lzfse = Self(rawValue: 4)
  public static let jpegLZFSE = Self(rawValue: 5)
  public static let blurred = Self(rawValue: 6)
  public static let astc = Self(rawValue: 7)
  public static let palette = Self(rawValue: 8)
  public static let hevc = Self(rawValue: 9)
  public static let deepmapLZFSE = Self(rawValue: 10)
  public static let deepmap2 = Self(rawValue: 11)
  public static let dxtc = Self(rawValue: 12)

  public var description: String {
    let names = [
      "uncompressed", "rle", "zip", "lzvn", "lzfse", "jpeg-lzfse", "blurred", "astc", "palette", "hevc", "deepmap",
      "deepmap2", "dxtc",
    ]
    return Int(rawValue) < names.count ? names[Int(rawValue)] : "compression \(rawValue)"
  }
}

/// Raw data (`DWAR` on disk): PDF, SVG, JPEG, HEIF, data-set bytes; flags 1 = LZFSE-compressed.
public struct CSIRawData: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("DWAR")
  public var flags: UInt32
  public var data: [UInt8]
  public init(flags: UInt32 = 0, data: [UInt8]) {
    self.flags = flags
    self.data = data
  }
  public var isCompressed: Bool { flags & 1 != 0 }
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("raw data magic is not DWAR", at: at) }
    flags = try reader.u32()
    data = try reader.array(Int(try reader.u32()))
  }
  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(flags)
    writer.write(UInt32(data.count))
    writer.write(bytes: data)
  }
}

/// A color (`RLOC` on disk): version, color space id, then f64 components, alpha last.
public struct CSIColor: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("RLOC")
  /// Bit of the color-space word saying a system color's name follows the components.
  public static let namedFlag: UInt32 = 0x100
  public var version: UInt32
  /// The color-space id in the low byte (``namedFlag`` beside it when a name follows).
  public var colorSpace: UInt32
  public var components: [Double]
  /// A system color the entry stands for (`systemBackgroundColor`), stored after the components
  /// as a second `RLOC` record (u32 version 1, u32 length, the name's bytes), as an Xcode 12.5 car
  /// of Eddynchwembu/WAKALA_SEARCH holds it; the components are then a fallback value.
  public var systemColorName: String?

  public init(version: UInt32 = 1, colorSpace: UInt32, components: [Double], systemColorName: String? = nil) {
    self.version = version
    self.colorSpace = colorSpace
    self.components = components
    self.systemColorName = systemColorName
  }
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("color magic is not RLOC", at: at) }
    version = try reader.u32()
    colorSpace = try reader.u32()
    let n = Int(try reader.u32())
    try reader.require(n * 8, "\(n) color components")
    components = []
    for _ in 0..<n { components.append(try reader.f64()) }
    systemColorName = nil
    guard colorSpace & Self.namedFlag != 0, reader.remaining >= 12 else { return }
    let nameAt = reader.position
    guard try reader.fourCC() == Self.magic else {
      throw reader.invalid("system color name magic is not RLOC", at: nameAt)
    }
    _ = try reader.u32()
    let length = Int(try reader.u32())
    try reader.require(length, "a system color name of \(length) bytes")
    systemColorName = String(decoding: try reader.bytes(length), as: UTF8.self)
  }
  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(version)
    writer.write(colorSpace)
    writer.write(UInt32(components.count))
    for c in components { writer.write(c) }
    guard let name = systemColorName else { return }
    writer.write(Self.magic)
    writer.write(UInt32(1))
    writer.write(UInt32(name.utf8.count))
    writer.write(bytes: Array(name.utf8))
  }
}

/// A multisize image set (`SISM` on disk): the icon sizes (in points) and each one's
/// dimension2 index.
public struct CSIMultisizeSet: ByteRecord, Hashable, Sendable {
  public static let magic = FourCC("SISM")
  public struct Entry: Hashable, Sendable {
    public var width, height, index: UInt32
    public init(width: UInt32, height: UInt32, index: UInt32) {
      (self.width, self.height, self.index) = (width, height, index)
    }
  }
  public var version: UInt32
  public var entries: [Entry]
  public init(version: UInt32 = 1, entries: [Entry]) {
    self.version = version
    self.entries = entries
  }
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("multisize set magic is not SISM", at: at) }
    version = try reader.u32()
    let n = Int(try reader.u32())
    try reader.require(n * 12, "\(n) icon sizes")
    entries = []
    for _ in 0..<n { entries.append(Entry(width: try reader.u32(), height: try reader.u32(), index: try reader.u32())) }
  }
  public func write(to writer: inout ByteWriter) {
    writer.write(Self.magic)
    writer.write(version)
    writer.write(UInt32(entries.count))
    for e in entries {
      writer.write(e.width)
      writer.write(e.height)
      writer.write(e.index)
    }
  }
}
