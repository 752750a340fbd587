import AssetCatBytes

/// Every record a lookup of one asset reads: its asset record, its renditions, their colors and
/// components, its tags. `load` reads them (bounds-checked, each record parsed and checked) and
/// `checksum` computes the value `AssetRecord.checksum` must hold.
///
/// The checksum is XXH64 over, in order: the asset record's first 64 bytes; its rendition records;
/// for each rendition with a color, the color record and its component records; for each
/// rendition with a payload, the payload's `PAYT` entry; its tag entries; then the bytes of every
/// string those records reference, in the same order (asset strings, tags, per rendition its
/// strings then its color's strings and component names). So a lookup that returns an asset has
/// checked every byte it returns, and a payload read (whose entry the asset's checksum covers)
/// checks the payload's bytes against the entry's checksum.
public struct AssetRecordGroup: Sendable {
  public let index: Int
  public let record: AssetRecord
  public let recordOffset: Int
  public let renditions: [RenditionRecord]
  /// Per rendition: its color and components, when it has a color.
  public let colors: [(color: ColorRecord, components: [ComponentRecord])?]
  public let tags: [StringListEntry]

  public static func load(_ index: Int, in s: CatalogSections) throws(CompiledCatalogError) -> AssetRecordGroup {
    let record = try s.row(AssetRecord.self, index, of: s.assets, what: "asset", from: s.info(.assets).entryOffset)
    let at = s.assets.start + index * AssetRecord.byteSize
    let (first, count) = try renditionRange(record, at: at, in: s)
    var renditions: [RenditionRecord] = []
    renditions.reserveCapacity(count)
    var colors: [(ColorRecord, [ComponentRecord])?] = []
    for j in first..<(first + count) {
      let r = try s.row(
        RenditionRecord.self, j, of: s.renditions, what: "rendition", from: at + AssetRecord.renditionsOffset)
      guard Int(r.asset) == index else {
        throw CompiledCatalogError(
          .badRenditionRange, at: s.renditions.start + j * RenditionRecord.byteSize,
          "rendition \(j) belongs to asset \(r.asset), not \(index)")
      }
      if let p = r.payload, Int(p) >= s.payloadCount {
        throw CompiledCatalogError(
          .badIndex, at: s.renditions.start + j * RenditionRecord.byteSize + RenditionRecord.payloadOffset,
          "payload index \(p) is outside 0..<\(s.payloadCount)")
      }
      renditions.append(r)
      colors.append(try r.color.map { c throws(CompiledCatalogError) in try color(Int(c), from: at, in: s) })
    }
    let tagsEnd = UInt64(record.firstTag) + UInt64(record.tagCount)
    guard tagsEnd <= UInt64(s.stringListCount) else {
      throw CompiledCatalogError(
        .badIndex, at: at + AssetRecord.tagsOffset, "tags \(record.firstTag)..<\(tagsEnd) are outside the string lists")
    }
    var tags: [StringListEntry] = []
    for t in Int(record.firstTag)..<Int(tagsEnd) {
      tags.append(try s.row(StringListEntry.self, t, of: s.stringLists, what: "tag", from: at + AssetRecord.tagsOffset))
    }
    return AssetRecordGroup(
      index: index, record: record, recordOffset: at, renditions: renditions, colors: colors, tags: tags)
  }

  /// The asset's rendition range, checked against `REND`.
  public static func renditionRange(_ a: AssetRecord, at: Int, in s: CatalogSections) throws(CompiledCatalogError) -> (
    first: Int, count: Int
  ) {
    let end = UInt64(a.firstRendition) + UInt64(a.renditionCount)
    guard end <= UInt64(s.renditionCount) else {
      throw CompiledCatalogError(
        .badRenditionRange, at: at + AssetRecord.renditionsOffset,
        "renditions \(a.firstRendition)..<\(end) are outside 0..<\(s.renditionCount)")
    }
    return (Int(a.firstRendition), Int(a.renditionCount))
  }

  /// Color `index` with its components.
  public static func color(_ index: Int, from: Int, in s: CatalogSections) throws(CompiledCatalogError) -> (
    ColorRecord, [ComponentRecord]
  ) {
    let c = try s.row(ColorRecord.self, index, of: s.colors, what: "color", from: from)
    let end = UInt64(c.firstComponent) + UInt64(c.componentCount)
    guard end <= UInt64(s.componentCount) else {
      throw CompiledCatalogError(
        .badIndex, at: s.colors.start + index * ColorRecord.byteSize + ColorRecord.componentsOffset,
        "color components \(c.firstComponent)..<\(end) are outside 0..<\(s.componentCount)")
    }
    var components: [ComponentRecord] = []
    for k in Int(c.firstComponent)..<Int(end) {
      components.append(try s.row(ComponentRecord.self, k, of: s.components, what: "color component", from: from))
    }
    return (c, components)
  }

  /// The checksum of the group as stored (see the type's documentation): over the bytes on disk.
  public func checksum(in s: CatalogSections) throws(CompiledCatalogError) -> UInt64 {
    var h = XXHash64()
    h.update(try Self.bytes(s.assets, recordOffset - s.assets.start, AssetRecord.checksummedSize))
    let first = Int(record.firstRendition)
    h.update(
      try Self.bytes(s.renditions, first * RenditionRecord.byteSize, renditions.count * RenditionRecord.byteSize))
    for (r, c) in zip(renditions, colors) {
      guard let index = r.color, let c else { continue }
      h.update(try Self.bytes(s.colors, Int(index) * ColorRecord.byteSize, ColorRecord.byteSize))
      h.update(
        try Self.bytes(
          s.components, Int(c.color.firstComponent) * ComponentRecord.byteSize,
          c.components.count * ComponentRecord.byteSize))
    }
    for r in renditions {
      guard let p = r.payload else { continue }
      h.update(try Self.bytes(s.payloadTable, Int(p) * PayloadEntry.byteSize, PayloadEntry.byteSize))
    }
    h.update(
      try Self.bytes(
        s.stringLists, Int(record.firstTag) * StringListEntry.byteSize, tags.count * StringListEntry.byteSize))
    for ref in strings {
      if let bytes = try s.stringBytes(ref, at: recordOffset) { h.update(bytes) }
    }
    return h.finalize()
  }

  /// `length` bytes at `offset` inside section `table` (ranges already checked by `load`).
  private static func bytes(_ table: ByteReader, _ offset: Int, _ length: Int) throws(CompiledCatalogError)
    -> UnsafeRawBufferPointer
  {
    do { return try table.window(at: table.start + offset, length: length).windowBytes } catch {
      throw CompiledCatalogError(error, .badIndex)
    }
  }

  /// Every string reference of the group, in checksum order.
  var strings: [StringRef] {
    var out = record.strings + tags.map(\.string)
    for (r, c) in zip(renditions, colors) {
      out += r.strings
      if let c { out += c.color.strings + c.components.map(\.name) }
    }
    return out
  }

  /// Throws unless the stored checksum matches.
  public func checkChecksum(in s: CatalogSections) throws(CompiledCatalogError) {
    let sum = try checksum(in: s)
    guard sum == record.checksum else {
      throw .checksum(
        "asset \(index)'s records", at: recordOffset + AssetRecord.checksumOffset, declared: record.checksum,
        computed: sum, code: .assetChecksumMismatch)
    }
  }
}
