import AssetCatArchive
import AssetCatBytes

extension CatalogLayout {
  /// Places the metadata sections, the payload table and the payloads; fills `prefix`, asset
  /// checksums and the section table.
  mutating func place(_ sections: [(SectionKind, [UInt8])]) throws(CompiledCatalogWriteError) {
    let tableOffset = CatalogHeader.byteSize
    let sectionCount = sections.count + 1
    var offset = tableOffset + sectionCount * SectionTableEntry.byteSize
    var placed: [(kind: SectionKind, offset: Int, length: Int)] = []
    for (kind, bytes) in sections {
      offset = Self.align(offset, CompiledCatalogFormat.sectionAlignment)
      let length = kind == .payloadTable ? payloads.count * PayloadEntry.byteSize : bytes.count
      placed.append((kind, offset, length))
      offset += length
    }
    dataOffset = Self.align(offset, CompiledCatalogFormat.payloadAlignment)
    var p = dataOffset
    var payloadTable = ByteWriter(endianness: .little)
    for i in payloads.indices {
      payloads[i].offset = p
      PayloadEntry(offset: UInt64(p), length: UInt64(payloads[i].length), checksum: payloads[i].hash).write(
        to: &payloadTable)
      p += Self.align(payloads[i].length, CompiledCatalogFormat.payloadAlignment)
    }
    fileLength = p
    prefix = [UInt8](repeating: 0, count: dataOffset)
    for (i, (kind, bytes)) in sections.enumerated() {
      let b = kind == .payloadTable ? payloadTable.bytes : bytes
      prefix.replaceSubrange(placed[i].offset..<(placed[i].offset + b.count), with: b)
    }
    table = placed.map {
      SectionTableEntry(kind: $0.kind, offset: UInt64($0.offset), length: UInt64($0.length), checksum: 0)
    }
    table.append(SectionTableEntry(kind: .payloadData, offset: UInt64(dataOffset), length: 0, checksum: 0))
    try sealAssets(tableOffset: tableOffset)
    for i in table.indices where table[i].kind != .payloadData {
      let range = Int(table[i].offset)..<(Int(table[i].offset) + Int(table[i].length))
      // no copy
      table[i].checksum = prefix.withUnsafeBytes { XXHash64.hash(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
    table[table.count - 1].length = UInt64(fileLength - dataOffset)
  }

  /// Writes each asset's checksum into its record, computed by the reader's `AssetRecordGroup`
  /// over the placed bytes (so writer and reader cannot disagree on what it covers).
  private mutating func sealAssets(tableOffset: Int) throws(CompiledCatalogWriteError) {
    let list = try Self.assetChecksums(prefix, table: table, tableOffset: tableOffset)
    for (offset, sum) in list {
      withUnsafeBytes(of: sum.littleEndian) { prefix.replaceSubrange(offset..<(offset + 8), with: $0) }
    }
  }

  /// Where each asset's checksum goes and its value. A function of its own so that no second
  /// reference to `prefix` is alive when the checksums are written in (that copied all of it:
  /// 4.6 MB at the compile's peak on the 3,000-set bench catalog).
  private static func assetChecksums(
    _ bytes: [UInt8], table: [SectionTableEntry], tableOffset: Int
  ) throws(CompiledCatalogWriteError) -> [(offset: Int, sum: UInt64)] {
    let sums = bytes.withUnsafeBytes { buffer in
      Result { () throws(CompiledCatalogError) -> [(offset: Int, sum: UInt64)] in
        let s = try CatalogSections(
          file: ByteReader(buffer, endianness: .little), table: table, tableOffset: tableOffset)
        var out: [(Int, UInt64)] = []
        for i in 0..<s.assetCount {
          let group = try AssetRecordGroup.load(i, in: s)
          out.append((group.recordOffset + AssetRecord.checksumOffset, try group.checksum(in: s)))
        }
        return out
      }
    }
    do { return try sums.get() } catch { throw .unrepresentable("the laid-out catalog does not read back: \(error)") }
  }

  /// The header and the section table, with `DATA`'s checksum.
  func head(dataChecksum: UInt64, flags: UInt32) -> [UInt8] {
    var entries = table
    entries[entries.count - 1].checksum = dataChecksum
    var tableBytes = ByteWriter(endianness: .little)
    for e in entries { e.write(to: &tableBytes) }
    var header = CatalogHeader()
    header.flags = flags
    header.sectionCount = UInt32(entries.count)
    header.fileLength = UInt64(fileLength)
    header.tableChecksum = XXHash64.hash(tableBytes.bytes)
    var w = ByteWriter(endianness: .little)
    header.write(to: &w)
    w.write(bytes: tableBytes.bytes)
    return w.take()
  }
}
