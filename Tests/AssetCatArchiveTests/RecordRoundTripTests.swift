import AssetCatArchive
import AssetCatBytes
import AssetCatCore
import Testing

/// Each on-disk record type: what `write(to:)` writes, `init(from:)` reads back as the same value,
/// in exactly `byteSize` bytes; and values a record cannot hold are refused on read.
@Suite struct RecordRoundTripTests {
  static func roundTrip<R: FixedSizeByteRecord & Equatable>(_ r: R) throws -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    try r.write(to: &w)
    let bytes = w.take()
    #expect(bytes.count == R.byteSize, "\(R.self) wrote \(bytes.count) bytes")
    let back = try bytes.withUnsafeBytes { buffer in
      var reader = ByteReader(buffer, endianness: .little)
      let value = try reader.record(R.self)
      #expect(reader.isAtEnd)
      return value
    }
    #expect(back == r)
    return bytes
  }

  static func read<R: FixedSizeByteRecord>(_: R.Type, _ bytes: [UInt8]) throws -> R {
    try bytes.withUnsafeBytes { buffer in
      var reader = ByteReader(buffer, endianness: .little)
      return try reader.record(R.self)
    }
  }

  static let s1 = StringRef(offset: 3, length: 5)
  static let s2 = StringRef(offset: 11, length: 0)

  @Test func header() throws {
    var h = CatalogHeader()
    (h.flags, h.sectionCount, h.fileLength, h.tableChecksum) = (1, 12, 4096, 0xDEAD_BEEF)
    var w = ByteWriter(endianness: .little)
    h.write(to: &w)
    let bytes = w.take()
    try #require(bytes.count == CatalogHeader.byteSize)
    let back = try Self.read(CatalogHeader.self, bytes)
    #expect(back.with(checksum: 0) == h)  // the checksum is computed by write
    #expect(back.checksum == XXHash64.hash(Array(bytes[0..<CatalogHeader.checksumOffset])))
    #expect(Array(bytes[0..<8]) == Array("ASSETCAT".utf8))
    #expect(bytes[8] == 3 && bytes[9] == 0)  // major version 3, little-endian
  }

  @Test func sectionTableEntry() throws {
    _ = try Self.roundTrip(SectionTableEntry(kind: .renditions, offset: 512, length: 216, checksum: 42))
    var bytes = try Self.roundTrip(SectionTableEntry(kind: .nameKeys, offset: 1, length: 2, checksum: 3))
    #expect(Array(bytes[0..<4]) == Array("NKEY".utf8))
    bytes[5] = 1  // reserved
    #expect(throws: ByteReadError.self) { try Self.read(SectionTableEntry.self, bytes) }
  }

  @Test func stringRefAndNameIndexEntry() throws {
    _ = try Self.roundTrip(Self.s1)
    _ = try Self.roundTrip(StringRef.absent)
    var absentWithLength = try Self.roundTrip(StringRef.absent)
    absentWithLength[4] = 1
    #expect(throws: ByteReadError.self) { try Self.read(StringRef.self, absentWithLength) }
    var bytes = try Self.roundTrip(NameIndexEntry(key: Self.s1, asset: 7))
    bytes[12] = 1  // reserved
    #expect(throws: ByteReadError.self) { try Self.read(NameIndexEntry.self, bytes) }
  }

  @Test func assetRecord() throws {
    let a = AssetRecord(
      name: Self.s1, path: Self.s2, kind: 2, flags: AssetRecord.flagLocalizable, firstRendition: 4, renditionCount: 3,
      templateRenderingIntent: .absent, compressionType: Self.s1, autoScaling: .absent, firstTag: 1, tagCount: 2,
      checksum: 0x0123_4567_89AB_CDEF)
    var bytes = try Self.roundTrip(a)
    #expect(bytes[AssetRecord.checksumOffset] == 0xEF)
    bytes[AssetRecord.flagsOffset] = 0x80  // an unknown flag
    #expect(throws: ByteReadError.self) { try Self.read(AssetRecord.self, bytes) }
  }

  @Test func renditionRecord() throws {
    var r = RenditionRecord()
    r.asset = 9
    r.order = 2
    r.slotCodes = [1, 3, 1, 2, 2, 1, 2, 1]
    (r.memory, r.graphics, r.format) = (4, 7, 1)
    (r.subtype, r.file, r.payload) = (Self.s1, Self.s2, 5)
    r.pixelSize = Size(width: 30, height: 60)
    r.alignmentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    r.resizing = .init(
      mode: Self.s1, centerMode: .absent, centerSize: Size(width: 2, height: 2),
      capInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    _ = try Self.roundTrip(r)
    var colored = RenditionRecord()
    colored.color = 3
    colored.vectorSize = Size(width: 1.5, height: 2.5)
    var bytes = try Self.roundTrip(colored)
    bytes[64] = 1  // a pixel size without its presence bit
    #expect(throws: ByteReadError.self) { try Self.read(RenditionRecord.self, bytes) }
    var watch = r
    (watch.screenWidthKind, watch.screenWidthPoints) = FormatCodes.code(.above(161))
    var watchBytes = try Self.roundTrip(watch)
    #expect(Array(watchBytes[RenditionRecord.screenWidthOffset...]) == [2, 0, 0, 0, 161, 0, 0, 0])
    watchBytes[RenditionRecord.screenWidthOffset + 1] = 1  // padding
    #expect(throws: ByteReadError.self) { try Self.read(RenditionRecord.self, watchBytes) }
    var widthWithoutKind = try Self.roundTrip(r)
    widthWithoutKind[RenditionRecord.screenWidthOffset + 4] = 1
    #expect(throws: ByteReadError.self) { try Self.read(RenditionRecord.self, widthWithoutKind) }
    var noPayload = try Self.roundTrip(r)
    for i in 0..<4 { noPayload[RenditionRecord.payloadOffset + i] = 0xFF }  // a file without a payload
    #expect(throws: ByteReadError.self) { try Self.read(RenditionRecord.self, noPayload) }
  }

  @Test func colorComponentPayloadMetadataTagRules() throws {
    _ = try Self.roundTrip(
      ColorRecord(colorSpace: Self.s1, reference: .absent, platform: Self.s2, firstComponent: 4, componentCount: 4))
    _ = try Self.roundTrip(ComponentRecord(name: Self.s1, value: 0.25))
    _ = try Self.roundTrip(PayloadEntry(offset: 4096, length: 37, checksum: 99))
    _ = try Self.roundTrip(MetadataEntry(key: Self.s1, value: Self.s2))
    _ = try Self.roundTrip(StringListEntry(string: Self.s2))
    var rules = try Self.roundTrip(AppearanceRulesHeader(encoding: 1))
    rules[4] = 1  // reserved
    #expect(throws: ByteReadError.self) { try Self.read(AppearanceRulesHeader.self, rules) }
    #expect(throws: ByteReadError.self) {
      try Self.read(MetadataEntry.self, try Self.roundTrip(MetadataEntry(key: .absent, value: Self.s1)))
    }
  }
}

extension CatalogHeader {
  func with(checksum: UInt64) -> CatalogHeader {
    var h = self
    h.checksum = checksum
    return h
  }
}
