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

  public init(colorSpace: StringRef, reference: StringRef, platform: StringRef, firstComponent: UInt32, componentCount: UInt32) {
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

/// One 16-byte color component (`CCMP`): its name and its value in the declared space.
public struct ComponentRecord: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 16

  public var name: StringRef
  public var value: Double

  public init(name: StringRef, value: Double) {
    self.name = name
    self.value = value
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    name = try reader.record()
    guard !name.isAbsent else { throw reader.invalid("a color component has no name", at: at) }
    value = try reader.f64()
  }

  public func write(to writer: inout ByteWriter) {
    name.write(to: &writer)
    writer.write(value)
  }
}
