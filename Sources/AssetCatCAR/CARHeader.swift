import AssetCatBytes

/// The `CARHEADER` block: 436 bytes, little-endian (magic `RATC` on disk).
public struct CARHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 436
  public static let magic = FourCC("RATC")

  public var coreUIVersion: UInt32
  public var storageVersion: UInt32
  public var storageTimestamp: UInt32
  public var renditionCount: UInt32
  public var mainVersion: String
  public var versionString: String
  public var uuid: [UInt8]
  public var associatedChecksum: UInt32
  public var schemaVersion: UInt32
  public var colorSpaceID: UInt32
  public var keySemantics: UInt32

  public init(
    coreUIVersion: UInt32 = 975, storageVersion: UInt32 = 17, storageTimestamp: UInt32 = 0, renditionCount: UInt32,
    mainVersion: String = "", versionString: String = "", uuid: [UInt8] = .init(repeating: 0, count: 16),
    associatedChecksum: UInt32 = 0, schemaVersion: UInt32 = 2, colorSpaceID: UInt32 = 1, keySemantics: UInt32 = 2
  ) {
    self.coreUIVersion = coreUIVersion
    self.storageVersion = storageVersion
    self.storageTimestamp = storageTimestamp
    self.renditionCount = renditionCount
    self.mainVersion = mainVersion
    self.versionString = versionString
    self.uuid = uuid
    self.associatedChecksum = associatedChecksum
    self.schemaVersion = schemaVersion
    self.colorSpaceID = colorSpaceID
    self.keySemantics = keySemantics
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("CARHEADER magic is not RATC", at: at) }
    coreUIVersion = try reader.u32()
    storageVersion = try reader.u32()
    storageTimestamp = try reader.u32()
    renditionCount = try reader.u32()
    mainVersion = try reader.fixedString(width: 128)
    versionString = try reader.fixedString(width: 256)
    uuid = try reader.array(16)
    associatedChecksum = try reader.u32()
    schemaVersion = try reader.u32()
    colorSpaceID = try reader.u32()
    keySemantics = try reader.u32()
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(Self.magic)
    for v in [coreUIVersion, storageVersion, storageTimestamp, renditionCount] { writer.write(v) }
    try writer.writeFixedString(mainVersion, width: 128)
    try writer.writeFixedString(versionString, width: 256)
    guard uuid.count == 16 else { throw ByteWriteError("a UUID has 16 bytes, not \(uuid.count)") }
    writer.write(bytes: uuid)
    for v in [associatedChecksum, schemaVersion, colorSpaceID, keySemantics] { writer.write(v) }
  }
}

/// The `EXTENDED_METADATA` block (Xcode 8 on): `META`, then four NUL-padded 256-byte strings.
public struct CARExtendedMetadata: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 1028
  public static let magic = FourCC("META")

  public var thinningArguments: String
  public var deploymentPlatformVersion: String
  public var deploymentPlatform: String
  public var authoringTool: String

  public init(
    thinningArguments: String = "", deploymentPlatformVersion: String, deploymentPlatform: String,
    authoringTool: String = ""
  ) {
    self.thinningArguments = thinningArguments
    self.deploymentPlatformVersion = deploymentPlatformVersion
    self.deploymentPlatform = deploymentPlatform
    self.authoringTool = authoringTool
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("EXTENDED_METADATA magic is not META", at: at) }
    thinningArguments = try reader.fixedString(width: 256)
    deploymentPlatformVersion = try reader.fixedString(width: 256)
    deploymentPlatform = try reader.fixedString(width: 256)
    authoringTool = try reader.fixedString(width: 256)
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(Self.magic)
    for s in [thinningArguments, deploymentPlatformVersion, deploymentPlatform, authoringTool] {
      try writer.writeFixedString(s, width: 256)
    }
  }
}
