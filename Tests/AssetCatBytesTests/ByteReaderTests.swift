import AssetCatBytes
import Testing

@Suite struct ByteReaderTests {
  let bytes: [UInt8] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x42, 0x4F, 0x4D, 0x53]

  @Test func readsBothByteOrders() throws {
    let storage = ByteStorage(copying: bytes)

    let buf = storage.buffer

    do {
      var le = ByteReader(buf, endianness: .little)
      #expect(try le.u16() == 0x0201)
      #expect(try le.u32() == 0x0605_0403)
      var be = ByteReader(buf, endianness: .big)
      #expect(try be.u16() == 0x0102)
      #expect(try be.u32() == 0x0304_0506)
      #expect(be.position == 6)
      #expect(try be.read(UInt16.self, at: 0) == 0x0102)
    }
  }

  @Test func fourCCReadsInFileOrderWhateverTheByteOrder() throws {
    let storage = ByteStorage(copying: bytes)

    let buf = storage.buffer

    do {
      for order in [Endianness.little, .big] {
        var r = ByteReader(buf, endianness: order)
        try r.skip(8)
        let code = try r.fourCC()
        #expect(code == FourCC("BOMS"))
        #expect(code.description == "BOMS")
        #expect(code.reversed == FourCC("SMOB"))
      }
    }
  }

  @Test func readPastTheEndThrowsWithTheOffset() throws {
    let storage = ByteStorage(copying: bytes)

    let buf = storage.buffer

    do {
      var r = ByteReader(buf, endianness: .little)
      #expect(throws: ByteReadError.self) { try r.skip(13) }
      #expect(r.position == 0)
      #expect(throws: ByteReadError(.outOfBounds, at: 10, "a 4-byte value at 10 is outside 0..<12")) {
        try r.read(UInt32.self, at: 10)
      }
      do {
        try r.skip(10)
        _ = try r.u32()
        Issue.record("read past the end")
      } catch {
        #expect(error.kind == .outOfBounds)
        #expect(error.offset == 10)
      }
    }
  }

  @Test func windowsAreConfinedAndChecked() throws {
    let storage = ByteStorage(copying: bytes)

    let buf = storage.buffer

    do {
      let r = ByteReader(buf, endianness: .big)
      var w = try r.window(at: 2, length: 4)
      #expect(w.position == 2)
      #expect(try w.u32() == 0x0304_0506)
      #expect(throws: ByteReadError.self) { try w.u8() }  // the window ends at 6
      #expect(throws: ByteReadError.self) { try r.window(at: 8, length: 5) }
      #expect(throws: ByteReadError.self) { try r.window(at: Int.max, length: Int.max) }
      #expect(throws: ByteReadError.self) { try r.window(at: -1, length: 2) }
      #expect(throws: ByteReadError.self) { try r.window(at: UInt64.max, length: UInt32(1)) }
      #expect(throws: ByteReadError.self) { try w.window(at: 0, length: 2) }  // outside the parent window
      var walker = r
      let head = try walker.take(8)
      #expect(head.count == 8)
      #expect(try walker.fourCC() == FourCC("BOMS"))
    }
  }

  @Test func fixedStringsStopAtTheFirstNUL() throws {
    let field: [UInt8] = Array("Logo".utf8) + [0, 0x41, 0, 0]
    let storage = ByteStorage(copying: field)

    let buf = storage.buffer

    do {
      var r = ByteReader(buf, endianness: .little)
      #expect(try r.fixedString(width: 8) == "Logo")
      #expect(r.isAtEnd)
    }
  }

  @Test func expectReportsTheBytesFound() throws {
    let storage = ByteStorage(copying: bytes)

    let buf = storage.buffer

    do {
      var r = ByteReader(buf, endianness: .big)
      #expect(throws: ByteReadError(.invalid, at: 0, "magic not found (the bytes are 01 02)")) {
        try r.expect([0x42, 0x4F], "magic")
      }
    }
  }
}
