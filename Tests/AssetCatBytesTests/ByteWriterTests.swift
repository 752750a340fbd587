import AssetCatBytes
import Testing

/// A small record in the shape the formats use, to show the parse/serialize pair round-trips.
private struct SampleRecord: FixedSizeByteRecord, Equatable {
  static let byteSize = 16
  var kind: FourCC
  var count: UInt32
  var name: String

  init(kind: FourCC, count: UInt32, name: String) {
    (self.kind, self.count, self.name) = (kind, count, name)
  }

  init(from reader: inout ByteReader) throws(ByteReadError) {
    kind = try reader.fourCC()
    count = try reader.u32()
    name = try reader.fixedString(width: 8)
  }

  func write(to writer: inout ByteWriter) throws(ByteWriteError) {
    writer.write(kind)
    writer.write(count)
    try writer.writeFixedString(name, width: 8)
  }
}

@Suite struct ByteWriterTests {
  @Test func writesBothByteOrdersAndPatches() {
    var le = ByteWriter(endianness: .little)
    le.write(UInt32(0x0102_0304))
    le.write(UInt16(0xAABB))
    le.pad(to: 8)
    le.patch(UInt16(0x0506), at: 0)
    #expect(le.bytes == [0x06, 0x05, 0x02, 0x01, 0xBB, 0xAA, 0, 0])
    var be = ByteWriter(endianness: .big)
    be.write(UInt32(0x0102_0304))
    be.write(FourCC("CTSI"))
    #expect(be.bytes == [1, 2, 3, 4] + Array("CTSI".utf8))
  }

  @Test func recordsRoundTrip() throws {
    let rows = [
      SampleRecord(kind: FourCC("ASET"), count: 7, name: "Logo"),
      SampleRecord(kind: FourCC("REND"), count: 0, name: "12345678"),
    ]
    for order in [Endianness.little, .big] {
      var w = ByteWriter(endianness: order)
      for r in rows { try w.write(r) }
      #expect(w.count == 2 * SampleRecord.byteSize)
      let bytes = w.take()
      let storage = ByteStorage(copying: bytes)

      let buf = storage.buffer

      do {
        let r = ByteReader(buf, endianness: order)
        #expect(try r.row(SampleRecord.self, 1, ofTableAt: 0, count: 2) == rows[1])
        #expect(throws: ByteReadError.self) { try r.row(SampleRecord.self, 2, ofTableAt: 0, count: 2) }
        #expect(throws: ByteReadError.self) { try r.row(SampleRecord.self, 2, ofTableAt: 0, count: 3) }
        var seq = r
        #expect(try seq.record(SampleRecord.self) == rows[0])
      }
    }
  }

  @Test func aNameTooLongForItsFieldIsRefused() {
    var w = ByteWriter(endianness: .little)
    #expect(throws: ByteWriteError.self) { try w.writeFixedString("123456789", width: 8) }
  }

  @Test func storageCopiesAndReads() throws {
    let s = ByteStorage(copying: [0x00, 0x2A])
    var r = s.reader(.big)
    #expect(try r.u16() == 42)
    #expect(throws: ByteStorageError.self) { try ByteStorage(mapping: "/nonexistent/x") }
    #expect(throws: ByteStorageError.self) { try ByteStorage(mapping: "/tmp") }
  }
}
