import AssetCatBytes
import AssetCatCore
import AssetCatImageStructure

/// The probe memo on disk (`ProbeMemo`): what probing each image file of a catalog found, with
/// the file's status when it was probed.
///
/// "ACPROBE\0", u32 version, u64 the settings (`ProbeMemo.settings`), u32 entry count, the
/// entries (`ProbeMemoRecord`), u64 the XXH64 of everything before it. Little-endian, read
/// through the bounds-checked byte layer; anything else is damage, and a damaged memo is no memo.
package struct ProbeMemoFile: Equatable {
  static let magic: [UInt8] = Array("ACPROBE".utf8) + [0]
  static let currentVersion: UInt32 = 1
  static let checksumSeed: UInt64 = 0x7072_6f62_656d_656d  // "probemem"

  package var settings: UInt64
  package var records: [ProbeMemoRecord]

  package init(settings: UInt64, records: [ProbeMemoRecord]) {
    (self.settings, self.records) = (settings, records)
  }

  package var bytes: [UInt8] {
    var w = ByteWriter(endianness: .little, capacity: 32 + 96 * records.count)
    w.write(bytes: Self.magic)
    w.write(Self.currentVersion)
    w.write(settings)
    w.write(UInt32(records.count))
    for r in records { r.write(to: &w) }
    w.write(XXHash64.hash(w.bytes, seed: Self.checksumSeed))
    return w.take()
  }

  /// The memo `bytes` hold, which they must fill.
  package init(bytes: [UInt8]) throws {
    self = try bytes.withUnsafeBytes { raw in
      var r = try ChecksummedFile.open(
        raw, magic: Self.magic, version: Self.currentVersion, seed: Self.checksumSeed, minimum: Self.magic.count + 24,
        what: "a probe memo")
      let settings = try r.u64()
      let count = Int(try r.u32())
      var records: [ProbeMemoRecord] = []
      for _ in 0..<count { records.append(try ProbeMemoRecord(from: &r)) }
      guard r.remaining == 8 else { throw r.invalid("\(r.remaining - 8) bytes after its entries") }
      return ProbeMemoFile(settings: settings, records: records)
    }
  }
}

/// One file's entry: u32 length and its path as probed; its status (u64 device, inode and size,
/// i64 modification and status-change times in nanoseconds); u8 length and the sniffed format,
/// u8 length and the rendition format; u32 width and height, u8 bit depth, u8 length and the
/// colour type, u8 flags (alpha, interlaced, ICC profile, progressive, CMYK, a vector size, a
/// content hash), u32 bytes after the end; f64 × 2 the vector size, u64 the content hash (each
/// only with its flag). Only probes that succeeded with no damage found are kept.
package struct ProbeMemoRecord: Equatable {
  package var path: String
  package var status: ProbeMemo.FileStatus
  package var info: ImageInfo
  package var format: RenditionFormat
  package var vectorSize: Size?
  package var contentHash: UInt64?

  package init(
    path: String, status: ProbeMemo.FileStatus, info: ImageInfo, format: RenditionFormat, vectorSize: Size?,
    contentHash: UInt64?
  ) {
    (self.path, self.status, self.info, self.format) = (path, status, info, format)
    (self.vectorSize, self.contentHash) = (vectorSize, contentHash)
  }

  private enum Flag: UInt8 {
    case alpha = 1, interlaced = 2, icc = 4, progressive = 8, cmyk = 16, vectorSize = 32, contentHash = 64
  }

  func write(to w: inout ByteWriter) {
    w.write(UInt32(path.utf8.count))
    w.write(bytes: Array(path.utf8))
    for v in [status.device, status.inode, UInt64(bitPattern: status.size)] { w.write(v) }
    w.write(status.mtime)
    w.write(status.ctime)
    Self.writeShort(info.format.rawValue, &w)
    Self.writeShort(format.rawValue, &w)
    w.write(UInt32(clamping: info.width))
    w.write(UInt32(clamping: info.height))
    w.write(UInt8(clamping: info.bitDepth))
    Self.writeShort(info.colorType, &w)
    var flags: UInt8 = 0
    for (flag, on) in [
      (Flag.alpha, info.hasAlpha), (.interlaced, info.interlaced), (.icc, info.hasICCProfile),
      (.progressive, info.progressive), (.cmyk, info.isCMYK), (.vectorSize, vectorSize != nil),
      (.contentHash, contentHash != nil),
    ] where on { flags |= flag.rawValue }
    w.write(flags)
    w.write(UInt32(clamping: info.bytesAfterEnd))
    if let vectorSize {
      w.write(vectorSize.width)
      w.write(vectorSize.height)
    }
    if let contentHash { w.write(contentHash) }
  }

  init(from r: inout ByteReader) throws(ByteReadError) {
    path = String(decoding: try r.array(Int(try r.u32())), as: UTF8.self)
    let (device, inode, size) = (try r.u64(), try r.u64(), Int64(bitPattern: try r.u64()))
    let (mtime, ctime) = (Int64(bitPattern: try r.u64()), Int64(bitPattern: try r.u64()))
    status = ProbeMemo.FileStatus(device: device, inode: inode, size: size, mtime: mtime, ctime: ctime)
    let sniffed = try Self.readShort(&r)
    guard let imageFormat = ImageFormat(rawValue: sniffed) else { throw r.invalid("no image format '\(sniffed)'") }
    let named = try Self.readShort(&r)
    guard let format = RenditionFormat(rawValue: named) else { throw r.invalid("no rendition format '\(named)'") }
    self.format = format
    let (width, height, depth) = (Int(try r.u32()), Int(try r.u32()), Int(try r.u8()))
    let colorType = try Self.readShort(&r)
    let flags = try r.u8()
    func on(_ f: Flag) -> Bool { flags & f.rawValue != 0 }
    info = ImageInfo(
      format: imageFormat, width: width, height: height, bitDepth: depth, colorType: colorType,
      hasAlpha: on(.alpha), interlaced: on(.interlaced), hasICCProfile: on(.icc), progressive: on(.progressive),
      isCMYK: on(.cmyk))
    info.bytesAfterEnd = Int(try r.u32())
    vectorSize = on(.vectorSize) ? Size(width: try r.f64(), height: try r.f64()) : nil
    contentHash = on(.contentHash) ? try r.u64() : nil
  }

  private static func writeShort(_ text: String, _ w: inout ByteWriter) {
    let bytes = Array(text.utf8.prefix(255))
    w.write(UInt8(bytes.count))
    w.write(bytes: bytes)
  }

  private static func readShort(_ r: inout ByteReader) throws(ByteReadError) -> String {
    String(decoding: try r.array(Int(try r.u8())), as: UTF8.self)
  }
}
