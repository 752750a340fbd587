import AssetCatArchive
import AssetCatBytes

/// Makes a mutated `.assetcat` pass its checksums so that mutations reach the records: the file
/// length, every payload's and every asset's checksum (when the sections can be laid out), every
/// section's, the section table's and the header's, in that order (each covers the ones before).
/// Leaves everything else as the fuzzer wrote it.
enum ChecksumRepair {
  /// The repaired bytes, or `nil` when the input is not even a header and a section table.
  static func repaired(_ input: [UInt8]) -> [UInt8]? {
    var b = input
    guard b.count >= CatalogHeader.byteSize, b.starts(with: CompiledCatalogFormat.magic) else { return nil }
    put(UInt64(b.count), at: CatalogHeader.fileLengthOffset, in: &b)
    let count = Int(u32(b, 16)), tableStart = Int(u32(b, 20))
    let tableEnd = tableStart + count * SectionTableEntry.byteSize
    guard tableStart == CatalogHeader.byteSize, (1...CompiledCatalogFormat.maxSectionCount).contains(count),
      tableEnd <= b.count
    else {
      return nil
    }
    repairRecords(&b, count: count)
    for i in 0..<count {
      let e = tableStart + i * SectionTableEntry.byteSize
      let offset = u64(b, e + SectionTableEntry.offsetOffset), length = u64(b, e + SectionTableEntry.lengthOffset)
      guard offset <= UInt64(b.count), length <= UInt64(b.count) - offset else { continue }
      put(hash(b, Int(offset)..<Int(offset + length)), at: e + SectionTableEntry.checksumOffset, in: &b)
    }
    put(hash(b, tableStart..<tableEnd), at: CatalogHeader.tableChecksumOffset, in: &b)
    put(hash(b, 0..<CatalogHeader.checksumOffset), at: CatalogHeader.checksumOffset, in: &b)
    return b
  }

  /// Payload checksums, then asset checksums (which cover the payload entries), when the
  /// section table lays the sections out.
  static func repairRecords(_ b: inout [UInt8], count: Int) {
    let first = ByteStorage(copying: b)
    guard let sections = layout(first, count: count) else { return }
    for p in 0..<sections.payloadCount {
      let e = sections.payloadTable.start + p * PayloadEntry.byteSize
      let offset = u64(b, e), length = u64(b, e + 8)
      guard offset <= UInt64(b.count), length <= UInt64(b.count) - offset else { continue }
      put(hash(b, Int(offset)..<Int(offset + length)), at: e + PayloadEntry.checksumOffset, in: &b)
    }
    withExtendedLifetime(first) {}
    let second = ByteStorage(copying: b)
    guard let updated = layout(second, count: count) else { return }
    for a in 0..<updated.assetCount {
      guard let group = try? AssetRecordGroup.load(a, in: updated), let sum = try? group.checksum(in: updated) else {
        continue
      }
      put(sum, at: group.recordOffset + AssetRecord.checksumOffset, in: &b)
    }
    withExtendedLifetime(second) {}
  }

  /// The sections as the reader lays them out (`nil` when it would refuse the table). They read
  /// `storage`'s bytes: keep it alive while they are used.
  static func layout(_ storage: ByteStorage, count: Int) -> CatalogSections? {
    let file = storage.reader(.little)
    var table: [SectionTableEntry] = []
    for i in 0..<count {
      guard let row = try? file.row(SectionTableEntry.self, i, ofTableAt: CatalogHeader.byteSize, count: count) else {
        return nil
      }
      table.append(row)
    }
    return try? CatalogSections(file: file, table: table, tableOffset: CatalogHeader.byteSize)
  }

  static func hash(_ b: [UInt8], _ range: Range<Int>) -> UInt64 {
    b.withUnsafeBytes { XXHash64.hash(UnsafeRawBufferPointer(rebasing: $0[range])) }
  }

  static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(b[at + $1]) << ($1 * 8) }
  }

  static func u64(_ b: [UInt8], _ at: Int) -> UInt64 {
    (0..<8).reduce(0) { $0 | UInt64(b[at + $1]) << ($1 * 8) }
  }

  static func put(_ v: UInt64, at: Int, in b: inout [UInt8]) {
    for i in 0..<8 { b[at + i] = UInt8(truncatingIfNeeded: v >> (i * 8)) }
  }
}
