import AssetCatBytes

/// One element of an `.icns` file: a four-character type, a big-endian length that counts its
/// own 8-byte header, and the data (here always a PNG, which macOS reads for every type below
/// since 10.7).
public struct ICNSElement: ByteRecord, Hashable, Sendable {
  public var type: FourCC
  public var data: [UInt8]

  public init(type: FourCC, data: [UInt8]) {
    self.type = type
    self.data = data
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let start = reader.position
    type = try reader.fourCC()
    let length = Int(try reader.u32())
    guard length >= 8 else { throw reader.invalid("icns element shorter than its header", at: start) }
    data = try reader.array(length - 8)
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    guard data.count <= Int(UInt32.max) - 8 else { throw ByteWriteError("icns element too large") }
    writer.write(type)
    writer.write(UInt32(data.count + 8))
    writer.write(bytes: data)
  }

  /// The PNG-based element type for a square icon of `pixels` on a side at `scale` (Apple's
  /// `.icns` types: icp4 16, icp5 32, ic07 128, ic08 256, ic09 512, and the @2x ic11 32, ic12 64,
  /// ic13 256, ic14 512, ic10 1024). `nil` for other sizes.
  public static func type(points: Int, scale: Int) -> FourCC? {
    switch (points, scale) {
    case (16, 1): FourCC("icp4")
    case (32, 1): FourCC("icp5")
    case (128, 1): FourCC("ic07")
    case (256, 1): FourCC("ic08")
    case (512, 1): FourCC("ic09")
    case (16, 2): FourCC("ic11")
    case (32, 2): FourCC("ic12")
    case (128, 2): FourCC("ic13")
    case (256, 2): FourCC("ic14")
    case (512, 2): FourCC("ic10")
    default: nil
    }
  }
}

/// The `.icns` header: magic `icns` and the big-endian length of the whole file.
public struct ICNSHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 8
  public var fileLength: UInt32

  public init(fileLength: UInt32) { self.fileLength = fileLength }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    try reader.expect(Array("icns".utf8), "icns magic")
    fileLength = try reader.u32()
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(FourCC("icns"))
    writer.write(fileLength)
  }
}

/// A whole `.icns` file: the header and the elements in the order given.
public struct ICNSFile: Hashable, Sendable {
  public var elements: [ICNSElement]
  public init(elements: [ICNSElement]) { self.elements = elements }

  public func bytes() throws(ByteWriteError) -> [UInt8] {
    var body = ByteWriter(endianness: .big)
    for e in elements { try body.write(e) }
    let total = body.count + ICNSHeader.byteSize
    guard total <= Int(UInt32.max) else { throw ByteWriteError("icns file too large") }
    var writer = ByteWriter(endianness: .big, capacity: total)
    try writer.write(ICNSHeader(fileLength: UInt32(total)))
    writer.write(bytes: body.take())
    return writer.take()
  }

  /// Reads a file written by ``bytes()`` (or any PNG-element icns); bounds-checked.
  public init(parsing reader: inout ByteReader) throws(ByteReadError) {
    let header = try reader.record(ICNSHeader.self)
    var body = try reader.window(at: reader.position, length: Int(header.fileLength) - ICNSHeader.byteSize)
    var elements: [ICNSElement] = []
    while !body.isAtEnd { elements.append(try body.record(ICNSElement.self)) }
    self.elements = elements
  }
}
