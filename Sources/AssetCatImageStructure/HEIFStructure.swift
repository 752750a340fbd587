import AssetCatBytes

/// What a HEIF/HEIC file's boxes say of its primary image, without decoding it (ISO/IEC 23008-12
/// in an ISO base media file): `meta` → `pitm` names the primary item, `iprp` → `ipma` lists
/// the properties of each item (1-based indices into `ipco`), and among the primary's are its
/// size (`ispe`, before any rotation) and its rotation (`irot`, a quarter turn swaps the sides).
/// An auxiliary image of alpha type (`auxC`) means transparency. Every box is read inside its
/// parent, bounds-checked; a file whose boxes leave it, that names no primary image with a size,
/// or whose item data (`iloc` extents in the file) runs past its end (a cut file) is damage.
public struct HEIFStructure: Sendable, Hashable {
  public var width = 0
  public var height = 0
  public var hasAlpha = false

  public var info: ImageInfo {
    ImageInfo(format: .heic, width: width, height: height, bitDepth: 8, colorType: "heif", hasAlpha: hasAlpha)
  }

  /// Walks `bytes`, a whole HEIF file.
  public init(_ bytes: UnsafeRawBufferPointer) throws(StructureDamage) {
    try StructureDamage.walking("a HEIF box", fileLength: bytes.count) { try walk(bytes) }
  }

  private mutating func walk(_ bytes: UnsafeRawBufferPointer) throws {
    let file = ByteReader(bytes, endianness: .big)
    guard let meta = try Self.fullBox("meta", in: file) else {
      throw StructureDamage(at: 0, "no 'meta' box: no image is described")
    }
    let properties = try Self.primaryProperties(in: meta.body)
    if var iloc = try Self.fullBox("iloc", in: meta.body) { try Self.checkExtents(&iloc, fileLength: bytes.count) }
    guard let size = properties.size else {
      throw StructureDamage(at: meta.body.start, "the primary image has no size ('ispe')")
    }
    guard size.width > 0, size.height > 0 else {
      throw StructureDamage(at: meta.body.start, "the primary image is \(size.width)×\(size.height) pixels ('ispe')")
    }
    (width, height) = properties.quarterTurn ? (size.height, size.width) : (size.width, size.height)
    hasAlpha = properties.alpha
  }

  struct Properties {
    var size: (width: Int, height: Int)?
    var quarterTurn = false
    var alpha = false
  }

  /// The size, rotation and alpha of the item `pitm` names.
  static func primaryProperties(in meta: ByteReader) throws -> Properties {
    guard var pitm = try fullBox("pitm", in: meta) else {
      throw StructureDamage(at: meta.start, "no primary item ('pitm')")
    }
    let primary = pitm.version == 0 ? UInt32(try pitm.body.u16()) : try pitm.body.u32()
    guard let iprp = try box("iprp", in: meta), let ipco = try box("ipco", in: iprp),
      var ipma = try fullBox("ipma", in: iprp)
    else { throw StructureDamage(at: meta.start, "no item properties ('iprp', 'ipco', 'ipma')") }
    let boxes = try children(of: ipco)
    var out = Properties()
    for (type, var box) in boxes where type == "auxC" {
      try box.skip(4)
      let urn = String(decoding: try box.array(box.remaining).prefix { $0 != 0 }, as: UTF8.self)
      if urn.contains("alpha") || urn == "urn:mpeg:hevc:2015:auxid:1" { out.alpha = true }
    }
    for index in try associations(of: primary, in: &ipma) where index >= 1 && index <= boxes.count {
      var (type, box) = boxes[index - 1]
      if type == "ispe" {
        try box.skip(4)
        out.size = (Int(try box.u32()), Int(try box.u32()))
      } else if type == "irot" {
        out.quarterTurn = try box.u8() & 1 == 1
      }
    }
    return out
  }

  /// Every item extent stored at a file offset (construction method 0) ends inside the file.
  static func checkExtents(_ iloc: inout FullBox, fileLength: Int) throws {
    let sizes = try iloc.body.u16()
    let (offsetSize, lengthSize, baseSize) = (Int(sizes >> 12), Int(sizes >> 8 & 0xF), Int(sizes >> 4 & 0xF))
    let indexSize = iloc.version >= 1 ? Int(sizes & 0xF) : 0
    let count = iloc.version < 2 ? Int(try iloc.body.u16()) : Int(try iloc.body.u32())
    for _ in 0..<count {
      let item = iloc.version < 2 ? UInt32(try iloc.body.u16()) : try iloc.body.u32()
      let method = iloc.version >= 1 ? try iloc.body.u16() & 0xF : 0
      try iloc.body.skip(2)  // data reference index
      let base = try uint(&iloc.body, bytes: baseSize)
      for _ in 0..<(try iloc.body.u16()) {
        _ = try uint(&iloc.body, bytes: indexSize)
        let (offset, length) = (try uint(&iloc.body, bytes: offsetSize), try uint(&iloc.body, bytes: lengthSize))
        let (start, startOverflow) = base.addingReportingOverflow(offset)
        let (end, endOverflow) = start.addingReportingOverflow(length)
        if method == 0 && (startOverflow || endOverflow || end > UInt64(fileLength)) {
          throw StructureDamage(
            at: fileLength, "the file ends at byte \(fileLength), inside item \(item)'s data (to byte \(end))",
            truncation: true)
        }
      }
    }
  }

  /// A big-endian unsigned field of 0, 4 or 8 bytes (`iloc`'s sizes).
  static func uint(_ r: inout ByteReader, bytes: Int) throws -> UInt64 {
    switch bytes {
    case 0: return 0
    case 4: return UInt64(try r.u32())
    case 8: return try r.u64()
    default: throw r.invalid("iloc field of \(bytes) bytes")
    }
  }

  /// The 1-based `ipco` indices `ipma` associates with `item`.
  static func associations(of item: UInt32, in ipma: inout FullBox) throws -> [Int] {
    let count = try ipma.body.u32()
    for _ in 0..<count {
      let id = ipma.version < 1 ? UInt32(try ipma.body.u16()) : try ipma.body.u32()
      let n = Int(try ipma.body.u8())
      var indices: [Int] = []
      for _ in 0..<n {
        indices.append(ipma.flags & 1 == 1 ? Int(try ipma.body.u16() & 0x7FFF) : Int(try ipma.body.u8() & 0x7F))
      }
      if id == item { return indices }
    }
    return []
  }

  /// The boxes inside `parent`, in order: type and body.
  static func children(of parent: ByteReader) throws -> [(String, ByteReader)] {
    var r = parent
    var out: [(String, ByteReader)] = []
    while r.remaining >= 8 {
      let at = r.position
      var size = Int(try r.u32())
      let type = String(decoding: try r.array(4), as: UTF8.self)
      var header = 8
      if size == 1 {
        size = Int(truncatingIfNeeded: try r.u64())
        header = 16
      } else if size == 0 {
        size = r.end - at
      }
      guard size >= header else { throw r.invalid("box '\(type)' of \(size) bytes", at: at) }
      out.append((type, try r.window(at: at + header, length: size - header)))
      try r.seek(to: at)
      try r.skip(size)
    }
    return out
  }

  /// A full box's body after its version and flags.
  struct FullBox {
    var body: ByteReader
    var version: UInt8
    var flags: UInt32
  }

  /// The body of the first box of `type` inside `parent`.
  static func box(_ type: String, in parent: ByteReader) throws -> ByteReader? {
    try children(of: parent).first { $0.0 == type }?.1
  }

  /// The first full box of `type` inside `parent`.
  static func fullBox(_ type: String, in parent: ByteReader) throws -> FullBox? {
    guard var body = try box(type, in: parent) else { return nil }
    let word = try body.u32()
    return FullBox(body: body, version: UInt8(word >> 24), flags: word & 0xFF_FFFF)
  }
}
