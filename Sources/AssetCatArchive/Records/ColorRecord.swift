import AssetCatBytes

/// One 32-byte color record (`COLR`): color space, system color reference, platform, and the
/// range of its components in `CCMP`.
public struct ColorRecord: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 32
  public static let componentsOffset = 24

  public var colorSpace: StringRef
  public var reference: StringRef
  public var platform: StringRef
  public var firstComponent: UInt32
  public var componentCount: UInt32

  public init(
    colorSpace: StringRef, reference: StringRef, platform: StringRef, firstComponent: UInt32, componentCount: UInt32
  ) {
    (self.colorSpace, self.reference, self.platform) = (colorSpace, reference, platform)
    (self.firstComponent, self.componentCount) = (firstComponent, componentCount)
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    colorSpace = try reader.record()
    reference = try reader.record()
    platform = try reader.record()
    firstComponent = try reader.u32()
    componentCount = try reader.u32()
  }

  public func write(to writer: inout ByteWriter) {
    colorSpace.write(to: &writer)
    reference.write(to: &writer)
    platform.write(to: &writer)
    writer.write(firstComponent)
    writer.write(componentCount)
  }

  var strings: [StringRef] { [colorSpace, reference, platform] }
}
