import AssetCatBytes
import AssetCatCore
import Foundation

/// A compiled catalog opened for lookups (Docs/CompiledCatalogFormat.md).
///
/// Opening maps the file and checks the header and section table only: O(sections), whatever the
/// catalog's size. Records are decoded on demand, every read is bounds-checked against its section,
/// and every inconsistency is a `CompiledCatalogError` with a code and a file offset. `verify()`
/// checks every checksum and every record.
///
/// The `AssetLookup` requirements cannot throw: there, a corrupt record reads as "no such asset".
/// Use `loadAsset(named:)` and `loadAssetNames()` to tell the two apart.
public final class CompiledCatalog: AssetLookup, Sendable {
  typealias F = CompiledCatalogFormat

  /// Where a section lies in the file.
  public struct SectionInfo: Hashable, Sendable {
    public var kind: SectionKind
    public var offset: Int
    public var length: Int
    public var checksum: UInt64
    /// Offset of this section's entry in the section table.
    public var entryOffset: Int
  }

  let region: ByteStorage
  let decoded: DecodedAssetCache
  public let flags: UInt32
  public let minorVersion: UInt16
  public let sections: [SectionInfo]

  let strings: SectionInfo
  let nameIndex: SectionInfo
  let assetsSection: SectionInfo
  let renditionsSection: SectionInfo
  let colorsSection: SectionInfo
  let componentsSection: SectionInfo
  let stringListsSection: SectionInfo
  let payloadTable: SectionInfo
  let metadataSection: SectionInfo
  let rulesSection: SectionInfo?
  let data: SectionInfo

  public let assetCount: Int
  public let renditionCount: Int
  public let payloadCount: Int
  let colorCount: Int
  let componentCount: Int

  /// Maps and opens the file at `url`.
  public convenience init(contentsOf url: URL) throws(CompiledCatalogError) {
    let storage: ByteStorage
    do {
      storage = try ByteStorage(mapping: url.path)
    } catch {
      throw CompiledCatalogError(.unreadable, at: 0, error.message)
    }
    try self.init(region: storage)
  }

  /// Opens a copy of `bytes`.
  public convenience init(bytes: [UInt8]) throws(CompiledCatalogError) {
    try self.init(region: ByteStorage(copying: bytes))
  }

  init(region: ByteStorage) throws(CompiledCatalogError) {
    self.region = region
    let size = region.count
    let buf = region.buffer
    guard size >= F.headerSize else {
      throw CompiledCatalogError(.truncated, at: size, "the file is \(size) bytes, shorter than the \(F.headerSize)-byte header")
    }
    // Unchecked reads below are inside the 64-byte header (size >= 64).
    guard F.magic.elementsEqual(buf[0..<8]) else {
      throw CompiledCatalogError(.badMagic, at: 0, "not a compiled asset catalog (the first 8 bytes are not 'ASSETCAT')")
    }
    let major = buf.le(UInt16.self, 8)
    guard major == F.majorVersion else {
      throw CompiledCatalogError(.unsupportedVersion, at: 8, "format version \(major) is not supported (this reader reads version \(F.majorVersion))")
    }
    let headerSum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: buf[0..<56]))
    let declaredHeaderSum = buf.le(UInt64.self, 56)
    guard headerSum == declaredHeaderSum else {
      throw .checksum("header", at: 56, declared: declaredHeaderSum, computed: headerSum, code: .headerChecksumMismatch)
    }
    minorVersion = buf.le(UInt16.self, 10)
    flags = buf.le(UInt32.self, 12)
    guard flags & ~F.knownFlags == 0 else {
      throw CompiledCatalogError(.unknownFlags, at: 12, "unknown header flags 0x\(String(flags & ~F.knownFlags, radix: 16))")
    }
    let declaredLength = buf.le(UInt64.self, 24)
    guard declaredLength == UInt64(size) else {
      throw CompiledCatalogError(.lengthMismatch, at: 24, "the header says the file is \(declaredLength) bytes but it is \(size) (truncated or appended to)")
    }
    let sectionCount = Int(buf.le(UInt32.self, 16))
    guard (1...F.maxSectionCount).contains(sectionCount) else {
      throw CompiledCatalogError(.badSectionCount, at: 16, "section count \(sectionCount) is outside 1…\(F.maxSectionCount)")
    }
    let tableOffset = Int(buf.le(UInt32.self, 20))
    let tableEnd = tableOffset + sectionCount * F.sectionEntrySize  // both small: no overflow
    guard tableOffset == F.headerSize, tableEnd <= size else {
      throw CompiledCatalogError(.truncated, at: 20, "the section table (\(tableOffset)..<\(tableEnd)) is outside the file")
    }
    let tableSum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: buf[tableOffset..<tableEnd]))
    let declaredTableSum = buf.le(UInt64.self, 32)
    guard tableSum == declaredTableSum else {
      throw .checksum("section table", at: 32, declared: declaredTableSum, computed: tableSum, code: .sectionTableChecksumMismatch)
    }

    var list: [SectionInfo] = []
    var byKind: [SectionKind: SectionInfo] = [:]
    var previousEnd = tableEnd
    for i in 0..<sectionCount {
      let e = tableOffset + i * F.sectionEntrySize  // inside the checked table
      let kind = SectionKind(rawValue: buf.le(UInt32.self, e))
      let off = buf.le(UInt64.self, e + 8)
      let len = buf.le(UInt64.self, e + 16)
      let (end, overflow) = off.addingReportingOverflow(len)
      guard !overflow, end <= UInt64(size) else {
        throw CompiledCatalogError(.sectionOutOfBounds, at: e + 8, "section '\(kind)' (\(off) + \(len) bytes) runs past the end of the file (\(size) bytes)")
      }
      guard Int(off) >= previousEnd else {
        throw CompiledCatalogError(.sectionOverlap, at: e + 8, "section '\(kind)' at \(off) overlaps the section table or the previous section (which ends at \(previousEnd))")
      }
      previousEnd = Int(end)
      let info = SectionInfo(kind: kind, offset: Int(off), length: Int(len), checksum: buf.le(UInt64.self, e + 24), entryOffset: e)
      guard byKind.updateValue(info, forKey: kind) == nil else {
        throw CompiledCatalogError(.duplicateSection, at: e, "section '\(kind)' appears twice")
      }
      list.append(info)
    }
    sections = list
    func required(_ k: SectionKind, recordSize: Int) throws(CompiledCatalogError) -> SectionInfo {
      guard let s = byKind[k] else {
        throw CompiledCatalogError(.missingSection, at: tableOffset, "the required section '\(k)' is missing")
      }
      guard s.length % recordSize == 0, s.length / recordSize < Int(UInt32.max) else {
        throw CompiledCatalogError(.badSectionLength, at: s.entryOffset + 16, "section '\(k)' is \(s.length) bytes, not a whole number of \(recordSize)-byte records")
      }
      return s
    }
    strings = try required(.strings, recordSize: 1)
    nameIndex = try required(.nameIndex, recordSize: F.nameEntrySize)
    assetsSection = try required(.assets, recordSize: F.assetRecordSize)
    renditionsSection = try required(.renditions, recordSize: F.renditionRecordSize)
    colorsSection = try required(.colors, recordSize: F.colorRecordSize)
    componentsSection = try required(.colorComponents, recordSize: F.componentRecordSize)
    stringListsSection = try required(.stringLists, recordSize: F.stringListEntrySize)
    payloadTable = try required(.payloadTable, recordSize: F.payloadEntrySize)
    metadataSection = try required(.metadata, recordSize: F.metadataEntrySize)
    data = try required(.payloadData, recordSize: 1)
    if let r = byKind[.appearanceRules] {
      guard r.length >= 8 else {
        throw CompiledCatalogError(.badSectionLength, at: r.entryOffset + 16, "section 'RULE' is \(r.length) bytes, shorter than its 8-byte header")
      }
      rulesSection = r
    } else {
      rulesSection = nil
    }
    guard data.offset % F.payloadAlignment == 0 else {
      throw CompiledCatalogError(.badSectionLength, at: data.entryOffset + 8, "the data section starts at \(data.offset), not a multiple of \(F.payloadAlignment)")
    }
    assetCount = assetsSection.length / F.assetRecordSize
    renditionCount = renditionsSection.length / F.renditionRecordSize
    payloadCount = payloadTable.length / F.payloadEntrySize
    colorCount = colorsSection.length / F.colorRecordSize
    componentCount = componentsSection.length / F.componentRecordSize
    guard nameIndex.length / F.nameEntrySize == assetCount else {
      throw CompiledCatalogError(.badNameIndex, at: nameIndex.entryOffset + 16, "the name index has \(nameIndex.length / F.nameEntrySize) entries for \(assetCount) assets")
    }
    decoded = DecodedAssetCache(count: assetCount)
  }

  /// The file's size in bytes.
  public var fileLength: Int { region.count }
  public var isThinned: Bool { flags & F.flagThinned != 0 }

  // MARK: - Checked reads

  /// The file offset of record `index` of `section`, after checking it lies wholly inside.
  @inline(__always)
  func record(_ section: SectionInfo, _ index: Int, size: Int, what: String, from: Int) throws(CompiledCatalogError) -> Int {
    guard index >= 0, index < section.length / size else {
      throw CompiledCatalogError(.badIndex, at: from, "\(what) index \(index) is outside 0..<\(section.length / size)")
    }
    return section.offset + index * size  // index < count, so the record ends inside the section
  }

  @inline(__always)
  func le<T: FixedWidthInteger>(_ t: T.Type, _ offset: Int) -> T {
    region.buffer.le(t, offset)  // callers pass offsets inside a checked record
  }

  @inline(__always)
  func f64(_ offset: Int) -> Double { Double(bitPattern: le(UInt64.self, offset)) }

  /// The raw bytes a string reference at `offset` points to, or `nil` for an absent string.
  func stringBytes(at offset: Int) throws(CompiledCatalogError) -> UnsafeRawBufferPointer? {
    let off = le(UInt32.self, offset), len = le(UInt32.self, offset + 4)
    if off == F.none {
      guard len == 0 else { throw CompiledCatalogError(.badString, at: offset, "an absent string has length \(len)") }
      return nil
    }
    guard UInt64(off) + UInt64(len) <= UInt64(strings.length) else {
      throw CompiledCatalogError(.badString, at: offset, "string \(off)+\(len) runs past the string table (\(strings.length) bytes)")
    }
    let start = strings.offset + Int(off)
    return UnsafeRawBufferPointer(rebasing: region.buffer[start..<(start + Int(len))])
  }

  /// The string a reference at `offset` points to (UTF-8 checked), or `nil` for an absent string.
  func string(at offset: Int) throws(CompiledCatalogError) -> String? {
    guard let raw = try stringBytes(at: offset) else { return nil }
    let s = String(decoding: raw, as: UTF8.self)
    // String(decoding:) repairs bad sequences with U+FFFD; identical bytes back means valid UTF-8.
    guard s.utf8.elementsEqual(raw) else {
      throw CompiledCatalogError(.badString, at: offset, "string \(le(UInt32.self, offset)) is not valid UTF-8")
    }
    return s
  }

  func requiredString(at offset: Int, _ what: String) throws(CompiledCatalogError) -> String {
    guard let s = try string(at: offset) else { throw CompiledCatalogError(.badString, at: offset, "\(what) is absent") }
    return s
  }

  // MARK: - Lookups

  /// The name index key of a name: its Unicode NFC form (ASCII names are their own key).
  static func indexKey(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
    return name.precomposedStringWithCanonicalMapping
  }

  /// The index of the asset named `name`: a binary search of the name index, no scan.
  public func assetIndex(named name: String) throws(CompiledCatalogError) -> Int? {
    // Fast path: an ASCII name is its own key; search the mapped index directly, with no String
    // work. A corrupt entry on the way sends us to the checked search below for its error.
    var name = name
    let found = name.withUTF8 { k -> Int in
      var high: UInt8 = 0
      for b in k { high |= b }
      return high < 0x80 ? search(UnsafeRawBufferPointer(k)) : Self.notASCII
    }
    if found >= 0 { return found }
    if found == Self.notFound { return nil }
    return try checkedAssetIndex(named: name)
  }

  static let notFound = -1
  static let notASCII = -2
  static let corrupt = -3

  /// Binary search of the name index for the key bytes `k`: the asset index, `notFound`, or
  /// `corrupt` when an entry on the way is out of bounds.
  @inline(__always)
  func search(_ k: UnsafeRawBufferPointer) -> Int {
    let buf = region.buffer
    let base = buf.baseAddress!
    let stringsBase = strings.offset, stringsLength = UInt64(strings.length)
    var lo = 0, hi = assetCount
    while lo < hi {
      let mid = (lo + hi) &>> 1
      let e = nameIndex.offset + mid * F.nameEntrySize  // mid < assetCount == entries
      let off = buf.le(UInt32.self, e), len = buf.le(UInt32.self, e + 4)
      guard off != F.none, UInt64(off) + UInt64(len) <= stringsLength else { return Self.corrupt }
      let n = min(k.count, Int(len))
      var c = n == 0 ? 0 : Int(memcmp(k.baseAddress!, base + stringsBase + Int(off), n))
      if c == 0 { c = k.count < Int(len) ? -1 : (k.count > Int(len) ? 1 : 0) }
      if c == 0 {
        let a = Int(buf.le(UInt32.self, e + 8))
        return a < assetCount ? a : Self.corrupt
      }
      if c < 0 { hi = mid } else { lo = mid + 1 }
    }
    return Self.notFound
  }

  /// The index of the asset named `name` (any name: NFC-normalised), with every entry checked.
  func checkedAssetIndex(named name: String) throws(CompiledCatalogError) -> Int? {
    var key = Self.indexKey(name)
    let buf = region.buffer
    let result = key.withUTF8 { k in Result { () throws(CompiledCatalogError) -> Int? in
      var lo = 0, hi = assetCount
      while lo < hi {
        let mid = (lo + hi) / 2
        let e = nameIndex.offset + mid * F.nameEntrySize  // mid < assetCount == entries
        guard let stored = try stringBytes(at: e) else {
          throw CompiledCatalogError(.badNameIndex, at: e, "name index entry \(mid) has no name")
        }
        let c = Self.compare(UnsafeRawBufferPointer(k), stored)
        if c == 0 {
          let a = Int(buf.le(UInt32.self, e + 8))
          guard a < assetCount else { throw CompiledCatalogError(.badIndex, at: e + 8, "name index entry \(mid) points at asset \(a) of \(assetCount)") }
          return a
        }
        if c < 0 { hi = mid } else { lo = mid + 1 }
      }
      return nil
    } }
    return try result.get()
  }

  static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let n = min(a.count, b.count)
    if n > 0 {
      let c = memcmp(a.baseAddress!, b.baseAddress!, n)
      if c != 0 { return Int(c) }
    }
    return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
  }

  /// The asset named `name`, `nil` when there is none; throws when its records are corrupt.
  public func loadAsset(named name: String) throws(CompiledCatalogError) -> Asset? {
    guard let i = try assetIndex(named: name) else { return nil }
    return try loadAsset(at: i)
  }

  /// Every asset name in asset order (sorted as `AssetCatalog` sorts them).
  public func loadAssetNames() throws(CompiledCatalogError) -> [String] {
    var out: [String] = []
    out.reserveCapacity(assetCount)
    for i in 0..<assetCount {
      out.append(try requiredString(at: assetsSection.offset + i * F.assetRecordSize, "asset \(i)'s name"))
    }
    return out
  }

  public var assetNames: [String] { (try? loadAssetNames()) ?? [] }
  public func asset(named name: String) -> Asset? { try? loadAsset(named: name) }

  /// The decoded asset with its slots, from the cache after the first lookup (no allocation).
  public func resolvableAsset(named name: String) -> ResolvableAsset? {
    // ASCII names: the hash table over the name index (one lock, usually one comparison).
    var name = name
    let found = name.withUTF8 { k -> DecodedAssetCache.Found in
      var high: UInt8 = 0
      for b in k { high |= b }
      guard high < 0x80 else { return .unavailable }
      let key = UnsafeRawBufferPointer(k)
      return decoded.find(
        hash: Self.keyHash(key), matches: { entryMatches($0, key) }, assetOf: { assetOfEntry($0) },
        build: { nameKeyHashes() })
    }
    switch found {
    case .none: return nil
    case .entry(_, let cached?): return cached
    case .entry(let a, nil): return try? loadResolvable(at: a)
    case .unavailable:
      guard let i = try? assetIndex(named: name) else { return nil }
      return try? loadResolvable(at: i)
    }
  }

  /// The hash of a name-index key.
  @inline(__always)
  static func keyHash(_ k: UnsafeRawBufferPointer) -> UInt64 { ByteHash.hash64(k) }

  /// Whether name-index entry `entry` holds exactly the key `k` (`false` for a corrupt entry).
  @inline(__always)
  func entryMatches(_ entry: Int, _ k: UnsafeRawBufferPointer) -> Bool {
    let e = nameIndex.offset + entry * F.nameEntrySize  // entry < assetCount == entries
    let off = le(UInt32.self, e), len = le(UInt32.self, e + 4)
    guard off != F.none, Int(len) == k.count, UInt64(off) + UInt64(len) <= UInt64(strings.length) else { return false }
    return k.isEmpty || memcmp(k.baseAddress!, region.buffer.baseAddress! + strings.offset + Int(off), k.count) == 0
  }

  func assetOfEntry(_ entry: Int) -> Int? {
    let a = Int(le(UInt32.self, nameIndex.offset + entry * F.nameEntrySize + 8))
    return a < assetCount ? a : nil
  }

  /// Every name-index key's hash in entry order, or `nil` when an entry cannot be read.
  func nameKeyHashes() -> [UInt64]? {
    var out: [UInt64] = []
    out.reserveCapacity(assetCount)
    for i in 0..<assetCount {
      guard let key = try? stringBytes(at: nameIndex.offset + i * F.nameEntrySize) else { return nil }
      out.append(Self.keyHash(key))
    }
    return out
  }

  /// The asset at `index` (0..<assetCount, in name order) with all its renditions. Decoded once,
  /// then served from a cache.
  public func loadAsset(at index: Int) throws(CompiledCatalogError) -> Asset {
    try loadResolvable(at: index).asset
  }

  /// The asset at `index` with its slots, decoded once and then served from the cache.
  public func loadResolvable(at index: Int) throws(CompiledCatalogError) -> ResolvableAsset {
    if let cached = decoded.value(index) { return cached }
    let asset = ResolvableAsset(try decodeAsset(at: index))
    decoded.store(asset, at: index)
    return asset
  }

  func decodeAsset(at index: Int) throws(CompiledCatalogError) -> Asset {
    let a = try record(assetsSection, index, size: F.assetRecordSize, what: "asset", from: assetsSection.entryOffset)
    let name = try requiredString(at: a, "asset \(index)'s name")
    let path = try requiredString(at: a + 8, "asset \(index)'s path")
    guard let kind = FormatCodes.kind(le(UInt8.self, a + 16)) else {
      throw CompiledCatalogError(.badValue, at: a + 16, "asset kind code \(le(UInt8.self, a + 16)) is unknown")
    }
    let flags = le(UInt8.self, a + 17)
    guard flags & ~F.knownAssetFlags == 0 else { throw CompiledCatalogError(.badValue, at: a + 17, "unknown asset flags 0x\(String(flags, radix: 16))") }
    let (first, count) = try renditionRange(ofAssetRecord: a)
    let tagsFirst = Int(le(UInt32.self, a + 56)), tagsCount = Int(le(UInt32.self, a + 60))
    guard tagsFirst + tagsCount <= stringListsSection.length / F.stringListEntrySize else {
      throw CompiledCatalogError(.badIndex, at: a + 56, "tags \(tagsFirst)..<\(tagsFirst + tagsCount) are outside the string lists")
    }
    var tags: [String] = []
    for t in tagsFirst..<(tagsFirst + tagsCount) {
      tags.append(try requiredString(at: stringListsSection.offset + t * F.stringListEntrySize, "on-demand resource tag"))
    }
    let properties = AssetProperties(
      templateRenderingIntent: try string(at: a + 32), preservesVectorRepresentation: flags & F.assetPreservesVector != 0,
      compressionType: try string(at: a + 40), localizable: flags & F.assetLocalizable != 0,
      onDemandResourceTags: tags, autoScaling: try string(at: a + 48))
    var renditions: [Rendition] = []
    renditions.reserveCapacity(count)
    for j in 0..<count {
      renditions.append(try loadRendition(first + j, ofAsset: index))
    }
    return Asset(name: name, kind: kind, path: path, renditions: renditions, properties: properties)
  }

  func renditionRange(ofAssetRecord a: Int) throws(CompiledCatalogError) -> (first: Int, count: Int) {
    let first = Int(le(UInt32.self, a + 20)), count = Int(le(UInt32.self, a + 24))
    guard first + count <= renditionCount else {
      throw CompiledCatalogError(.badRenditionRange, at: a + 20, "renditions \(first)..<\(first + count) are outside 0..<\(renditionCount)")
    }
    return (first, count)
  }

  func loadRendition(_ index: Int, ofAsset assetIndex: Int) throws(CompiledCatalogError) -> Rendition {
    let r = try record(renditionsSection, index, size: F.renditionRecordSize, what: "rendition", from: renditionsSection.entryOffset)
    guard Int(le(UInt32.self, r)) == assetIndex else {
      throw CompiledCatalogError(.badRenditionRange, at: r, "rendition \(index) belongs to asset \(le(UInt32.self, r)), not \(assetIndex)")
    }
    func code<T>(_ off: Int, _ what: String, _ decode: (UInt8) -> T??) throws(CompiledCatalogError) -> T? {
      let c = le(UInt8.self, r + off)
      guard let v = decode(c) else { throw CompiledCatalogError(.badValue, at: r + off, "\(what) code \(c) is unknown") }
      return v
    }
    var slot = TraitCollection()
    slot.idiom = try code(8, "idiom", FormatCodes.idiom)
    let scale = le(UInt8.self, r + 9)
    guard scale <= 3 else { throw CompiledCatalogError(.badValue, at: r + 9, "scale \(scale) is outside 1…3") }
    slot.scale = scale == 0 ? nil : Int(scale)
    slot.width = try code(10, "width class", FormatCodes.sizeClass)
    slot.height = try code(11, "height class", FormatCodes.sizeClass)
    slot.style = try code(12, "appearance", FormatCodes.style)
    slot.contrast = try code(13, "contrast", FormatCodes.contrast)
    slot.gamut = try code(14, "gamut", FormatCodes.gamut)
    slot.direction = try code(15, "direction", FormatCodes.direction)
    let memory = le(UInt16.self, r + 16)
    slot.memory = memory == 0 ? nil : Int(memory)
    slot.graphics = try code(18, "graphics", FormatCodes.graphics)
    let format = try code(19, "format", FormatCodes.format)
    let presence = le(UInt32.self, r + 20)
    guard presence & ~F.knownPresenceBits == 0 else {
      throw CompiledCatalogError(.badValue, at: r + 20, "unknown presence bits 0x\(String(presence, radix: 16))")
    }
    slot.subtype = try string(at: r + 24)
    slot.locale = try string(at: r + 32)
    let file = try string(at: r + 40)
    let typeIdentifier = try string(at: r + 48)
    let iconSize = try string(at: r + 56)
    func size(_ o: Int) -> Size { Size(width: f64(r + o), height: f64(r + o + 8)) }
    func insets(_ o: Int) -> EdgeInsets { EdgeInsets(top: f64(r + o), left: f64(r + o + 8), bottom: f64(r + o + 16), right: f64(r + o + 24)) }
    var resizing: Resizing? = nil
    if presence & F.hasResizing != 0 {
      resizing = Resizing(
        mode: try requiredString(at: r + 128, "resizing mode"), centerMode: try string(at: r + 136),
        centerSize: presence & F.hasCenterSize != 0 ? size(144) : nil, capInsets: insets(160))
    }
    var color: ColorValue? = nil
    let colorIndex = le(UInt32.self, r + 192)
    if presence & F.hasColor != 0 {
      color = try loadColor(Int(colorIndex), from: r + 192)
    } else if colorIndex != F.none {
      throw CompiledCatalogError(.badValue, at: r + 192, "a color index without the color presence bit")
    }
    let payload = le(UInt32.self, r + 196)
    guard payload == F.none || Int(payload) < payloadCount else {
      throw CompiledCatalogError(.badIndex, at: r + 196, "payload index \(payload) is outside 0..<\(payloadCount)")
    }
    guard (payload == F.none) == (file == nil) else {
      throw CompiledCatalogError(.badPayload, at: r + 196, file == nil ? "a payload without a file name" : "file '\(file!)' has no payload")
    }
    return Rendition(
      slot: slot, file: file, format: format,
      pixelSize: presence & F.hasPixelSize != 0 ? size(64) : nil,
      vectorSize: presence & F.hasVectorSize != 0 ? size(80) : nil,
      alignmentInsets: presence & F.hasAlignmentInsets != 0 ? insets(96) : nil,
      resizing: resizing, color: color, typeIdentifier: typeIdentifier, iconSize: iconSize,
      iconRole: try string(at: r + 200), iconPlatform: try string(at: r + 208), order: Int(le(UInt32.self, r + 4)))
  }

  func loadColor(_ index: Int, from: Int) throws(CompiledCatalogError) -> ColorValue {
    let c = try record(colorsSection, index, size: F.colorRecordSize, what: "color", from: from)
    let first = Int(le(UInt32.self, c + 24)), count = Int(le(UInt32.self, c + 28))
    guard first + count <= componentCount else {
      throw CompiledCatalogError(.badIndex, at: c + 24, "color components \(first)..<\(first + count) are outside 0..<\(componentCount)")
    }
    var components: [ColorComponent] = []
    for k in first..<(first + count) {
      let o = componentsSection.offset + k * F.componentRecordSize  // k < componentCount
      components.append(ColorComponent(name: try requiredString(at: o, "color component name"), value: f64(o + 8)))
    }
    return ColorValue(colorSpace: try string(at: c), components: components, reference: try string(at: c + 8), platform: try string(at: c + 16))
  }

  // MARK: - Payloads

  /// The file range of the payload of rendition `renditionIndex` (in Contents.json order) of asset
  /// `assetIndex`, or `nil` when it has no file.
  public func payloadRange(assetIndex: Int, renditionIndex: Int) throws(CompiledCatalogError) -> Range<Int>? {
    let a = try record(assetsSection, assetIndex, size: F.assetRecordSize, what: "asset", from: assetsSection.entryOffset)
    let (first, count) = try renditionRange(ofAssetRecord: a)
    guard renditionIndex >= 0, renditionIndex < count else {
      throw CompiledCatalogError(.badIndex, at: a + 24, "rendition \(renditionIndex) of an asset with \(count)")
    }
    let r = try record(renditionsSection, first + renditionIndex, size: F.renditionRecordSize, what: "rendition", from: a + 20)
    let p = le(UInt32.self, r + 196)
    if p == F.none { return nil }
    return try payloadRange(Int(p), from: r + 196).range
  }

  func payloadRange(_ index: Int, from: Int) throws(CompiledCatalogError) -> (range: Range<Int>, checksum: UInt64, entry: Int) {
    let e = try record(payloadTable, index, size: F.payloadEntrySize, what: "payload", from: from)
    let off = le(UInt64.self, e), len = le(UInt64.self, e + 8)
    let (end, overflow) = off.addingReportingOverflow(len)
    guard !overflow, off >= UInt64(data.offset), end <= UInt64(data.offset + data.length) else {
      throw CompiledCatalogError(.badPayload, at: e, "payload \(index) (\(off) + \(len) bytes) is outside the data section \(data.offset)..<\(data.offset + data.length)")
    }
    return (Int(off)..<Int(end), le(UInt64.self, e + 16), e)
  }

  /// Calls `body` with the mapped bytes of a rendition's payload (valid only inside `body`).
  public func withPayload<R>(
    assetIndex: Int, renditionIndex: Int, _ body: (UnsafeRawBufferPointer) throws -> R
  ) throws -> R? {
    guard let range = try payloadRange(assetIndex: assetIndex, renditionIndex: renditionIndex) else { return nil }
    return try body(UnsafeRawBufferPointer(rebasing: region.buffer[range]))
  }

  /// A copy of a rendition's payload bytes.
  public func payload(assetIndex: Int, renditionIndex: Int) throws(CompiledCatalogError) -> Data? {
    guard let range = try payloadRange(assetIndex: assetIndex, renditionIndex: renditionIndex) else { return nil }
    return Data(UnsafeRawBufferPointer(rebasing: region.buffer[range]))
  }

  // MARK: - Other sections

  /// The `META` section's key/value pairs.
  public func metadata() throws(CompiledCatalogError) -> [String: String] {
    var out: [String: String] = [:]
    for i in 0..<(metadataSection.length / F.metadataEntrySize) {
      let o = metadataSection.offset + i * F.metadataEntrySize
      out[try requiredString(at: o, "metadata key")] = try requiredString(at: o + 8, "metadata value")
    }
    return out
  }

  /// The appearance-rules blob, when the catalog has one.
  public func appearanceRules() -> AppearanceRulesBlob? {
    guard let r = rulesSection else { return nil }  // length >= 8 checked on open
    let bytes = Array(region.buffer[(r.offset + 8)..<(r.offset + r.length)])
    return AppearanceRulesBlob(encoding: le(UInt32.self, r.offset), bytes: bytes)
  }

  /// The raw bytes of any section (a kind this version does not know included).
  public func withSection<R>(_ kind: SectionKind, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
    guard let s = sections.first(where: { $0.kind == kind }) else { return nil }
    return try body(UnsafeRawBufferPointer(rebasing: region.buffer[s.offset..<(s.offset + s.length)]))
  }
}

extension UnsafeRawBufferPointer {
  /// A little-endian integer at `offset`; the caller guarantees `offset + size <= count`.
  @inline(__always)
  func le<T: FixedWidthInteger>(_: T.Type, _ offset: Int) -> T {
    T(littleEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
  }
}
