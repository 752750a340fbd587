import AssetCatBytes

/// The fixed 184-byte header of a rendition (CSI) block, little-endian (magic `ISTC` on disk).
public struct CSIHeader: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 184
  public static let magic = FourCC("ISTC")

  public var version: UInt32
  public var flags: UInt32
  public var width: UInt32
  public var height: UInt32
  /// Scale × 100 (0 for vectors).
  public var scaleFactor: UInt32
  /// Four-character code as read in file order (`BGRA` for 'ARGB').
  public var pixelFormat: FourCC
  public var colorSpace: UInt32
  public var modificationTime: UInt32
  public var layout: RenditionLayout
  public var name: String
  public var tlvLength: UInt32
  public var bitmapCount: UInt32
  public var payloadLength: UInt32

  public init(
    version: UInt32 = 1, flags: UInt32 = 0, width: UInt32 = 0, height: UInt32 = 0, scaleFactor: UInt32 = 0,
    pixelFormat: FourCC = FourCC(rawValue: 0), colorSpace: UInt32 = 0, layout: RenditionLayout, name: String,
    tlvLength: UInt32 = 0, payloadLength: UInt32 = 0
  ) {
    self.version = version
    self.flags = flags
    self.width = width
    self.height = height
    self.scaleFactor = scaleFactor
    self.pixelFormat = pixelFormat
    self.colorSpace = colorSpace
    self.modificationTime = 0
    self.layout = layout
    self.name = name
    self.tlvLength = tlvLength
    self.bitmapCount = 1
    self.payloadLength = payloadLength
  }

  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    guard try reader.fourCC() == Self.magic else { throw reader.invalid("rendition magic is not ISTC", at: at) }
    version = try reader.u32()
    flags = try reader.u32()
    width = try reader.u32()
    height = try reader.u32()
    scaleFactor = try reader.u32()
    pixelFormat = try reader.fourCC()
    colorSpace = try reader.u32()
    modificationTime = try reader.u32()
    layout = RenditionLayout(rawValue: try reader.u16())
    try reader.skip(2)
    name = try reader.fixedString(width: 128)
    tlvLength = try reader.u32()
    bitmapCount = try reader.u32()
    try reader.skip(4)
    payloadLength = try reader.u32()
  }

  public func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(Self.magic)
    for v in [version, flags, width, height, scaleFactor] { writer.write(v) }
    writer.write(pixelFormat)
    writer.write(colorSpace)
    writer.write(modificationTime)
    writer.write(layout.rawValue)
    writer.zeros(2)
    try writer.writeFixedString(name, width: 128)
    writer.write(tlvLength)
    writer.write(bitmapCount)
    writer.zeros(4)
    writer.write(payloadLength)
  }

  /// The scale as an integer (1, 2, 3), or `nil` for a scale-less rendition.
  public var scale: Int? { scaleFactor >= 100 ? Int(scaleFactor / 100) : nil }

  /// The pixel format as CoreUI names it ('ARGB', 'GA8 ', …): the file-order code reversed.
  public var pixelFormatName: String {
    pixelFormat.rawValue == 0 ? "none" : pixelFormat.reversed.description.trimmingSpaces
  }

  /// Flags bit 2: a vector (PDF/SVG) or drawn from one.
  public static let vectorBasedFlag: UInt32 = 0x4
  /// Flags bits 3 and 4: an image set's rendering mode, on each of its images (Apple's cars beside
  /// their sources: acextract's Xcode 7.3, heliport's Xcode 13.2): template 0x8, automatic 0x10,
  /// original neither.
  static let templateFlag: UInt32 = 0x8
  static let automaticFlag: UInt32 = 0x10

  public var isVectorBased: Bool { flags & Self.vectorBasedFlag != 0 }

  /// The image set rendering mode the flags hold, as `template-rendering-intent` says it:
  /// `template`, `original`, or `nil` for the default (automatic). Setting it replaces bits 3–4.
  public var renderingIntent: String? {
    get { flags & Self.templateFlag != 0 ? "template" : flags & Self.automaticFlag != 0 ? nil : "original" }
    set {
      flags &= ~(Self.templateFlag | Self.automaticFlag)
      switch newValue {
      case "template": flags |= Self.templateFlag
      case "original": break
      default: flags |= Self.automaticFlag
      }
    }
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.last == " " { s.removeLast() }
    while s.first == " " { s.removeFirst() }
    return String(s)
  }
}

/// Pixel formats seen in cars, as read in file order.
public enum CSIPixelFormat {
  public static let argb = FourCC("BGRA")
  public static let ga8 = FourCC(" 8AG")
  public static let ga16 = FourCC("61AG")
  public static let rgbw = FourCC("WBGR")
  /// 'RGB5': 16 bits a pixel, 5 each of red, green and blue, no alpha (an Xcode 14.2 car of
  /// zhihu-ios holds three such images).
  public static let rgb5 = FourCC("5BGR")
  public static let pdf = FourCC(" FDP")
  public static let svg = FourCC(" GVS")
  public static let data = FourCC("ATAD")
  public static let jpeg = FourCC("GEPJ")
  public static let heif = FourCC("FIEH")
}
