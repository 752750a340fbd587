import AssetCatBytes

/// One 72-byte asset record (`ASET`): names, kind, flags, its renditions' range in `REND`, its
/// on-demand resource tags' range in `SLST`, and the checksum of everything a lookup of the asset
/// reads (`AssetChecksum`).
public struct AssetRecord: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 72
  /// Bytes 0..<64 are covered by the asset's checksum; the checksum itself lies at 64.
  public static let checksummedSize = 64
  public static let pathOffset = 8, kindOffset = 16, flagsOffset = 17, renditionsOffset = 20, tagsOffset = 56
  public static let checksumOffset = 64
  public static let flagPreservesVector: UInt8 = 1 << 0
  public static let flagLocalizable: UInt8 = 1 << 1
  static let knownFlags: UInt8 = 0x03

  public var name: StringRef
  public var path: StringRef
  public var kind: UInt8
  public var flags: UInt8
  public var firstRendition: UInt32
  public var renditionCount: UInt32
  public var templateRenderingIntent: StringRef
  public var compressionType: StringRef
  public var autoScaling: StringRef
  public var firstTag: UInt32
  public var tagCount: UInt32
  public var checksum: UInt64

  public init(
    name: StringRef, path: StringRef, kind: UInt8, flags: UInt8, firstRendition: UInt32, renditionCount: UInt32,
    templateRenderingIntent: StringRef, compressionType: StringRef, autoScaling: StringRef,
    firstTag: UInt32, tagCount: UInt32, checksum: UInt64 = 0
  ) {
    (self.name, self.path, self.kind, self.flags) = (name, path, kind, flags)
    (self.firstRendition, self.renditionCount) = (firstRendition, renditionCount)
    (self.templateRenderingIntent, self.compressionType, self.autoScaling) = (
      templateRenderingIntent, compressionType, autoScaling
    )
    (self.firstTag, self.tagCount, self.checksum) = (firstTag, tagCount, checksum)
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    name = try reader.record()
    path = try reader.record()
    kind = try reader.u8()
    flags = try reader.u8()
    guard flags & ~Self.knownFlags == 0 else {
      throw reader.invalid("unknown asset flags 0x\(String(flags, radix: 16))", at: at + Self.flagsOffset)
    }
    guard try reader.u16() == 0 else { throw reader.invalid("a reserved asset field is not zero", at: at + 18) }
    firstRendition = try reader.u32()
    renditionCount = try reader.u32()
    guard try reader.u32() == 0 else { throw reader.invalid("a reserved asset field is not zero", at: at + 28) }
    templateRenderingIntent = try reader.record()
    compressionType = try reader.record()
    autoScaling = try reader.record()
    firstTag = try reader.u32()
    tagCount = try reader.u32()
    checksum = try reader.u64()
  }

  public func write(to writer: inout ByteWriter) {
    name.write(to: &writer)
    path.write(to: &writer)
    writer.write(kind)
    writer.write(flags)
    writer.write(UInt16(0))
    writer.write(firstRendition)
    writer.write(renditionCount)
    writer.write(UInt32(0))
    templateRenderingIntent.write(to: &writer)
    compressionType.write(to: &writer)
    autoScaling.write(to: &writer)
    writer.write(firstTag)
    writer.write(tagCount)
    writer.write(checksum)
  }

  /// The asset's own string references, in checksum order.
  var strings: [StringRef] { [name, path, templateRenderingIntent, compressionType, autoScaling] }
}
