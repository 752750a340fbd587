import AssetCatBytes
import AssetCatCore

/// One 224-byte rendition record (`REND`): its slot as format codes, its strings, sizes and
/// insets, and its color and payload indices. Fields of absent values are zero (checked on read,
/// so a record has one spelling).
public struct RenditionRecord: FixedSizeByteRecord, Hashable, Sendable {
  public static let byteSize = 224
  public static let slotOffset = 8, scaleOffset = 9, formatOffset = 19, presenceOffset = 20, fileOffset = 40
  public static let colorOffset = 192, payloadOffset = 196, screenWidthOffset = 216

  static let hasPixelSize: UInt32 = 1 << 0
  static let hasVectorSize: UInt32 = 1 << 1
  static let hasAlignmentInsets: UInt32 = 1 << 2
  static let hasResizing: UInt32 = 1 << 3
  static let hasCenterSize: UInt32 = 1 << 4
  static let hasColor: UInt32 = 1 << 5
  static let knownPresenceBits: UInt32 = 0x3F

  /// The resizing fields, present together.
  public struct ResizingFields: Hashable, Sendable {
    public var mode: StringRef
    public var centerMode: StringRef
    public var centerSize: Size?
    public var capInsets: EdgeInsets
    public init(mode: StringRef, centerMode: StringRef, centerSize: Size?, capInsets: EdgeInsets) {
      (self.mode, self.centerMode, self.centerSize, self.capInsets) = (mode, centerMode, centerSize, capInsets)
    }
  }

  public var asset: UInt32 = 0
  public var order: UInt32 = 0
  /// idiom, scale, width, height, appearance, contrast, gamut, direction codes (offsets 8…15).
  public var slotCodes: [UInt8] = Array(repeating: 0, count: 8)
  public var memory: UInt16 = 0
  public var graphics: UInt8 = 0
  public var format: UInt8 = 0
  public var subtype = StringRef.absent
  public var locale = StringRef.absent
  public var file = StringRef.absent
  public var typeIdentifier = StringRef.absent
  public var iconSize = StringRef.absent
  public var pixelSize: Size?
  public var vectorSize: Size?
  public var alignmentInsets: EdgeInsets?
  public var resizing: ResizingFields?
  /// Index into `COLR`.
  public var color: UInt32?
  /// Index into `PAYT`.
  public var payload: UInt32?
  public var iconRole = StringRef.absent
  public var iconPlatform = StringRef.absent
  /// The screen-width condition: kind code (`FormatCodes.screenWidthKind`) and its points.
  public var screenWidthKind: UInt8 = 0
  public var screenWidthPoints: UInt32 = 0

  public init() {}

  var presence: UInt32 {
    var p: UInt32 = 0
    if pixelSize != nil { p |= Self.hasPixelSize }
    if vectorSize != nil { p |= Self.hasVectorSize }
    if alignmentInsets != nil { p |= Self.hasAlignmentInsets }
    if resizing != nil { p |= Self.hasResizing }
    if resizing?.centerSize != nil { p |= Self.hasCenterSize }
    if color != nil { p |= Self.hasColor }
    return p
  }

  /// Every string reference, in checksum order.
  var strings: [StringRef] {
    [
      subtype, locale, file, typeIdentifier, iconSize, resizing?.mode ?? .absent, resizing?.centerMode ?? .absent,
      iconRole, iconPlatform,
    ]
  }
}

extension RenditionRecord {
  public init(from reader: inout ByteReader) throws(ByteReadError) {
    let at = reader.position
    asset = try reader.u32()
    order = try reader.u32()
    slotCodes = try reader.array(8)
    memory = try reader.u16()
    graphics = try reader.u8()
    format = try reader.u8()
    let presence = try reader.u32()
    guard presence & ~Self.knownPresenceBits == 0 else {
      throw reader.invalid("unknown presence bits 0x\(String(presence, radix: 16))", at: at + Self.presenceOffset)
    }
    func present(_ bit: UInt32) -> Bool { presence & bit != 0 }
    (subtype, locale, file) = (try reader.record(), try reader.record(), try reader.record())
    (typeIdentifier, iconSize) = (try reader.record(), try reader.record())
    pixelSize = try Self.size(&reader, present(Self.hasPixelSize), "pixel size")
    vectorSize = try Self.size(&reader, present(Self.hasVectorSize), "vector size")
    alignmentInsets = try Self.insets(&reader, present(Self.hasAlignmentInsets), "alignment insets")
    let mode: StringRef = try reader.record(), centerMode: StringRef = try reader.record()
    let centerSize = try Self.size(&reader, present(Self.hasCenterSize), "center size")
    let caps = try Self.insets(&reader, present(Self.hasResizing), "cap insets")
    if let caps, !mode.isAbsent {
      resizing = ResizingFields(mode: mode, centerMode: centerMode, centerSize: centerSize, capInsets: caps)
    } else if caps != nil || !mode.isAbsent || !centerMode.isAbsent || centerSize != nil {
      throw reader.invalid("resizing fields without the resizing presence bit, or without a mode", at: at + 128)
    }
    color = try Self.index(&reader, present: present(Self.hasColor), "color")
    payload = try Self.index(&reader, present: nil, "payload")
    guard (payload == nil) == file.isAbsent else {
      throw reader.invalid(
        file.isAbsent ? "a payload without a file name" : "a file without a payload", at: at + Self.payloadOffset)
    }
    iconRole = try reader.record()
    iconPlatform = try reader.record()
    try readScreenWidth(&reader, at: at + Self.screenWidthOffset)
  }

  /// The screen-width field: a kind, three zero bytes, the points (zero when the kind is *any*).
  mutating func readScreenWidth(_ reader: inout ByteReader, at: Int) throws(ByteReadError) {
    screenWidthKind = try reader.u8()
    let padding: [UInt8] = try reader.array(3)
    screenWidthPoints = try reader.u32()
    guard padding == [0, 0, 0] else { throw reader.invalid("the screen-width padding is not zero", at: at + 1) }
    if screenWidthKind == 0, screenWidthPoints != 0 {
      throw reader.invalid("a screen width without a screen-width condition", at: at + 4)
    }
  }

  public func write(to writer: inout ByteWriter) {
    writer.write(asset)
    writer.write(order)
    writer.write(bytes: slotCodes)
    writer.write(memory)
    writer.write(graphics)
    writer.write(format)
    writer.write(presence)
    for s in [subtype, locale, file, typeIdentifier, iconSize] { s.write(to: &writer) }
    Self.write(pixelSize, &writer)
    Self.write(vectorSize, &writer)
    Self.write(alignmentInsets, &writer)
    (resizing?.mode ?? .absent).write(to: &writer)
    (resizing?.centerMode ?? .absent).write(to: &writer)
    Self.write(resizing?.centerSize, &writer)
    Self.write(resizing?.capInsets, &writer)
    writer.write(color ?? CompiledCatalogFormat.noIndex)
    writer.write(payload ?? CompiledCatalogFormat.noIndex)
    iconRole.write(to: &writer)
    iconPlatform.write(to: &writer)
    writer.write(screenWidthKind)
    writer.write(bytes: [0, 0, 0])
    writer.write(screenWidthPoints)
  }

  /// A size when `present`; otherwise the 16 bytes must be zero.
  static func size(_ r: inout ByteReader, _ present: Bool, _ what: String) throws(ByteReadError) -> Size? {
    let at = r.position
    let (w, h) = (try r.u64(), try r.u64())
    if present { return Size(width: Double(bitPattern: w), height: Double(bitPattern: h)) }
    guard w == 0, h == 0 else { throw r.invalid("the \(what) of a rendition without one is not zero", at: at) }
    return nil
  }

  static func insets(_ r: inout ByteReader, _ present: Bool, _ what: String) throws(ByteReadError) -> EdgeInsets? {
    let at = r.position
    let v = [try r.u64(), try r.u64(), try r.u64(), try r.u64()]
    if present {
      let d = v.map { Double(bitPattern: $0) }
      return EdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    guard v.allSatisfy({ $0 == 0 }) else {
      throw r.invalid("the \(what) of a rendition without them are not zero", at: at)
    }
    return nil
  }

  /// An index or none; `present` (when given) is what the presence bit says.
  static func index(_ r: inout ByteReader, present: Bool?, _ what: String) throws(ByteReadError) -> UInt32? {
    let at = r.position
    let v = try r.u32()
    let value = v == CompiledCatalogFormat.noIndex ? nil : v
    if let present, present != (value != nil) {
      throw r.invalid("the \(what) index does not agree with its presence bit", at: at)
    }
    return value
  }

  static func write(_ s: Size?, _ w: inout ByteWriter) {
    w.write(s?.width ?? 0)
    w.write(s?.height ?? 0)
  }

  static func write(_ e: EdgeInsets?, _ w: inout ByteWriter) {
    for v in [e?.top ?? 0, e?.left ?? 0, e?.bottom ?? 0, e?.right ?? 0] { w.write(v) }
  }
}
