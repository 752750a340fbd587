import AssetCatBytes

/// Where a section lies in the file.
public struct SectionInfo: Hashable, Sendable {
  public var kind: SectionKind
  public var offset: Int
  public var length: Int
  public var checksum: UInt64
  /// Offset of this section's entry in the section table.
  public var entryOffset: Int
}

/// The sections of a catalog as bounds-checked readers, with their record counts: what the reader
/// (and the writer, to compute asset checksums over its own output) reads records through.
///
/// Built from the section table: every section inside the file, in order, not overlapping, each
/// kind once, every required kind present with a whole number of records.
public struct CatalogSections: Sendable {
  public let list: [SectionInfo]
  public let strings: ByteReader
  public let nameKeys: ByteReader
  public let nameIndex: ByteReader
  public let assets: ByteReader
  public let renditions: ByteReader
  public let colors: ByteReader
  public let components: ByteReader
  public let stringLists: ByteReader
  public let payloadTable: ByteReader
  public let metadata: ByteReader
  public let rules: ByteReader?
  /// `CJSN` (optional): the source Contents.json files.
  public let sourceContents: ByteReader?
  public let data: ByteReader

  public var assetCount: Int { assets.count / AssetRecord.byteSize }
  public var renditionCount: Int { renditions.count / RenditionRecord.byteSize }
  public var colorCount: Int { colors.count / ColorRecord.byteSize }
  public var componentCount: Int { components.count / ComponentRecord.byteSize }
  public var stringListCount: Int { stringLists.count / StringListEntry.byteSize }
  public var payloadCount: Int { payloadTable.count / PayloadEntry.byteSize }
  public var metadataCount: Int { metadata.count / MetadataEntry.byteSize }
  public var sourceContentsCount: Int { (sourceContents?.count ?? 0) / SourceContentsEntry.byteSize }

  /// `file` reads the whole file; `table` is the section table as read, whose entries start at
  /// `tableOffset`.
  public init(file: ByteReader, table: [SectionTableEntry], tableOffset: Int) throws(CompiledCatalogError) {
    var list: [SectionInfo] = []
    var previousEnd = tableOffset + table.count * SectionTableEntry.byteSize
    for (i, t) in table.enumerated() {
      let e = tableOffset + i * SectionTableEntry.byteSize
      let (end, overflow) = t.offset.addingReportingOverflow(t.length)
      guard !overflow, end <= UInt64(file.count) else {
        throw CompiledCatalogError(
          .sectionOutOfBounds, at: e + SectionTableEntry.offsetOffset,
          "section '\(t.kind)' (\(t.offset) + \(t.length) bytes) runs past the end of the file (\(file.count) bytes)")
      }
      guard t.offset >= UInt64(previousEnd) else {
        throw CompiledCatalogError(
          .sectionOverlap, at: e + SectionTableEntry.offsetOffset,
          "section '\(t.kind)' at \(t.offset) overlaps the section table or the previous section (which ends "
            + "at \(previousEnd))"
        )
      }
      guard !list.contains(where: { $0.kind == t.kind }) else {
        throw CompiledCatalogError(.duplicateSection, at: e, "section '\(t.kind)' appears twice")
      }
      previousEnd = Int(end)
      list.append(
        SectionInfo(kind: t.kind, offset: Int(t.offset), length: Int(t.length), checksum: t.checksum, entryOffset: e))
    }
    self.list = list
    func required(_ k: SectionKind, _ recordSize: Int) throws(CompiledCatalogError) -> ByteReader {
      guard let s = list.first(where: { $0.kind == k }) else {
        throw CompiledCatalogError(.missingSection, at: tableOffset, "the required section '\(k)' is missing")
      }
      guard s.length % recordSize == 0, s.length / recordSize < Int(UInt32.max) else {
        throw CompiledCatalogError(
          .badSectionLength, at: s.entryOffset + SectionTableEntry.lengthOffset,
          "section '\(k)' is \(s.length) bytes, not a whole number of \(recordSize)-byte records")
      }
      return try Self.window(file, s)
    }
    strings = try required(.strings, 1)
    nameKeys = try required(.nameKeys, 1)
    nameIndex = try required(.nameIndex, NameIndexEntry.byteSize)
    assets = try required(.assets, AssetRecord.byteSize)
    renditions = try required(.renditions, RenditionRecord.byteSize)
    colors = try required(.colors, ColorRecord.byteSize)
    components = try required(.colorComponents, ComponentRecord.byteSize)
    stringLists = try required(.stringLists, StringListEntry.byteSize)
    payloadTable = try required(.payloadTable, PayloadEntry.byteSize)
    metadata = try required(.metadata, MetadataEntry.byteSize)
    data = try required(.payloadData, 1)
    rules = try Self.rulesSection(file, list)
    sourceContents =
      try list.contains { $0.kind == .sourceContents } ? required(.sourceContents, SourceContentsEntry.byteSize) : nil
    try checkShape()
  }

  private static func window(_ file: ByteReader, _ s: SectionInfo) throws(CompiledCatalogError) -> ByteReader {
    do { return try file.window(at: s.offset, length: s.length) } catch {
      throw CompiledCatalogError(.sectionOutOfBounds, at: s.entryOffset + SectionTableEntry.offsetOffset, error.message)
    }
  }

  private static func rulesSection(_ file: ByteReader, _ list: [SectionInfo]) throws(CompiledCatalogError)
    -> ByteReader?
  {
    guard let r = list.first(where: { $0.kind == .appearanceRules }) else { return nil }
    guard r.length >= AppearanceRulesHeader.byteSize else {
      throw CompiledCatalogError(
        .badSectionLength, at: r.entryOffset + SectionTableEntry.lengthOffset,
        "section 'RULE' is \(r.length) bytes, shorter than its \(AppearanceRulesHeader.byteSize)-byte header")
    }
    return try window(file, r)
  }

  private func checkShape() throws(CompiledCatalogError) {
    guard data.start % CompiledCatalogFormat.payloadAlignment == 0 else {
      throw CompiledCatalogError(
        .badSectionLength, at: info(.payloadData).entryOffset + SectionTableEntry.offsetOffset,
        "the data section starts at \(data.start), not a multiple of \(CompiledCatalogFormat.payloadAlignment)")
    }
    let entries = nameIndex.count / NameIndexEntry.byteSize
    guard entries == assetCount else {
      throw CompiledCatalogError(
        .badNameIndex, at: info(.nameIndex).entryOffset + SectionTableEntry.lengthOffset,
        "the name index has \(entries) entries for \(assetCount) assets")
    }
  }

  /// The section of kind `kind` (a required kind: always present).
  public func info(_ kind: SectionKind) -> SectionInfo {
    list.first { $0.kind == kind } ?? SectionInfo(kind: kind, offset: 0, length: 0, checksum: 0, entryOffset: 0)
  }

  /// Whether section `s`'s bytes match its checksum in the table.
  public func checkChecksum(_ s: SectionInfo, in file: ByteReader) throws(CompiledCatalogError) {
    let bytes = try Self.window(file, s).windowBytes
    let sum = XXHash64.hash(bytes)
    guard sum == s.checksum else {
      throw .checksum(
        "section '\(s.kind)' (bytes \(s.offset)..<\(s.offset + s.length))",
        at: s.entryOffset + SectionTableEntry.checksumOffset,
        declared: s.checksum, computed: sum, code: .sectionChecksumMismatch)
    }
  }

  // MARK: - Records

  /// Record `index` of the fixed-size table `table` with `count` rows; `from` is where the index
  /// came from (for the error).
  @inlinable
  public func row<R: FixedSizeByteRecord>(
    _: R.Type, _ index: Int, of table: ByteReader, what: String, from: Int, code: CompiledCatalogError.Code = .badValue
  ) throws(CompiledCatalogError) -> R {
    let count = table.count / R.byteSize
    guard index >= 0, index < count else {
      throw CompiledCatalogError(.badIndex, at: from, "\(what) index \(index) is outside 0..<\(count)")
    }
    do { return try table.row(R.self, index, ofTableAt: table.start, count: count) } catch {
      throw CompiledCatalogError(error, code)
    }
  }

  /// The bytes of a string reference (UTF-8 unchecked), `nil` when absent.
  @inlinable
  public func stringBytes(_ ref: StringRef, at field: Int, in table: ByteReader? = nil) throws(CompiledCatalogError)
    -> UnsafeRawBufferPointer?
  {
    do { return try ref.bytes(in: table ?? strings, fieldOffset: field) } catch {
      throw CompiledCatalogError(.badString, at: field, error.message)
    }
  }

  /// The string a reference points to, UTF-8 checked; `nil` when absent.
  public func string(_ ref: StringRef, at field: Int) throws(CompiledCatalogError) -> String? {
    guard let raw = try stringBytes(ref, at: field) else { return nil }
    let s = String(decoding: raw, as: UTF8.self)
    // String(decoding:) repairs bad sequences with U+FFFD; identical bytes back means valid UTF-8.
    guard s.utf8.elementsEqual(raw) else {
      throw CompiledCatalogError(.badString, at: field, "string \(ref.offset) is not valid UTF-8")
    }
    return s
  }

  public func requiredString(_ ref: StringRef, at field: Int, _ what: String) throws(CompiledCatalogError) -> String {
    guard let s = try string(ref, at: field) else {
      throw CompiledCatalogError(.badString, at: field, "\(what) is absent")
    }
    return s
  }
}
