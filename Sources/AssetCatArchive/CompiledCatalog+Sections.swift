import AssetCatBytes
import AssetCatCore
import Foundation

/// Payloads, metadata, appearance rules and raw sections. Each read checks the checksum of what
/// it returns: a payload against its entry, metadata and rules against their sections.
extension CompiledCatalog {
  /// The file range of the payload of rendition `renditionIndex` (in Contents.json order) of asset
  /// `assetIndex`, or `nil` when it has no file. The payload's bytes are checked against its
  /// checksum.
  public func payloadRange(assetIndex: Int, renditionIndex: Int) throws(CompiledCatalogError) -> Range<Int>? {
    let s = layout
    let a = try s.row(AssetRecord.self, assetIndex, of: s.assets, what: "asset", from: s.info(.assets).entryOffset)
    let at = s.assets.start + assetIndex * AssetRecord.byteSize
    let (first, count) = try AssetRecordGroup.renditionRange(a, at: at, in: s)
    guard renditionIndex >= 0, renditionIndex < count else {
      throw CompiledCatalogError(
        .badIndex, at: at + AssetRecord.renditionsOffset, "rendition \(renditionIndex) of an asset with \(count)")
    }
    // The rendition record is the asset's: checked with the asset's checksum.
    _ = try loadResolvable(at: assetIndex)
    let r = try s.row(RenditionRecord.self, first + renditionIndex, of: s.renditions, what: "rendition", from: at)
    guard let p = r.payload else { return nil }
    let (range, _) = try checkedPayload(Int(p), from: at)
    return range
  }

  /// Payload `index`'s range, inside the data section and matching its checksum.
  func checkedPayload(_ index: Int, from: Int) throws(CompiledCatalogError) -> (range: Range<Int>, entryOffset: Int) {
    let (range, entry, e) = try payloadEntry(index, from: from)
    let sum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: region.buffer[range]))
    guard sum == entry.checksum else {
      throw .checksum(
        "payload \(index)", at: e + PayloadEntry.checksumOffset, declared: entry.checksum, computed: sum,
        code: .badPayload)
    }
    return (range, e)
  }

  /// Payload entry `index` and its range, checked to lie inside the data section.
  func payloadEntry(_ index: Int, from: Int) throws(CompiledCatalogError) -> (
    range: Range<Int>, entry: PayloadEntry, offset: Int
  ) {
    let s = layout
    let entry = try s.row(PayloadEntry.self, index, of: s.payloadTable, what: "payload", from: from)
    let e = s.payloadTable.start + index * PayloadEntry.byteSize
    let (end, overflow) = entry.offset.addingReportingOverflow(entry.length)
    guard !overflow, entry.offset >= UInt64(s.data.start), end <= UInt64(s.data.end) else {
      throw CompiledCatalogError(
        .badPayload, at: e,
        "payload \(index) (\(entry.offset) + \(entry.length) bytes) is outside the data "
          + "section \(s.data.start)..<\(s.data.end)"
      )
    }
    return (Int(entry.offset)..<Int(end), entry, e)
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

  /// The `META` section's key/value pairs (the section and the string table checked first).
  public func metadata() throws(CompiledCatalogError) -> [String: String] {
    let s = layout
    try s.checkChecksum(s.info(.metadata), in: file)
    try s.checkChecksum(s.info(.strings), in: file)
    var out: [String: String] = [:]
    for i in 0..<s.metadataCount {
      let m = try s.row(MetadataEntry.self, i, of: s.metadata, what: "metadata", from: s.metadata.start)
      let at = s.metadata.start + i * MetadataEntry.byteSize
      out[try s.requiredString(m.key, at: at, "metadata key")] = try s.requiredString(
        m.value, at: at + MetadataEntry.valueOffset, "metadata value")
    }
    return out
  }

  /// The appearance-rules blob, when the catalog has one; `nil` also when the section does not
  /// match its checksum or header (use `loadAppearanceRules()` to tell).
  public func appearanceRules() -> AppearanceRulesBlob? { try? checkedAppearanceRules() }

  /// The appearance-rules blob (the section checked against its checksum), `nil` without one.
  public func checkedAppearanceRules() throws(CompiledCatalogError) -> AppearanceRulesBlob? {
    guard var r = layout.rules else { return nil }
    try layout.checkChecksum(layout.info(.appearanceRules), in: file)
    do {
      let header = try r.record(AppearanceRulesHeader.self)
      return AppearanceRulesBlob(encoding: header.encoding, bytes: try r.array(r.remaining))
    } catch {
      throw CompiledCatalogError(error, .badValue)
    }
  }

  /// The raw bytes of any section (a kind this version does not know included), unchecked.
  public func withSection<R>(_ kind: SectionKind, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
    guard let s = sections.first(where: { $0.kind == kind }) else { return nil }
    return try body(UnsafeRawBufferPointer(rebasing: region.buffer[s.offset..<(s.offset + s.length)]))
  }
}
