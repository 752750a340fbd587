import AssetCatActool
import AssetCatBytes
import Testing

@Suite("Dependency info and icns records")
struct BinaryRecordTests {
  @Test func dependencyInfoBytes() throws {
    let info = DependencyInfo(version: "assetcat-0.1.0", outputs: ["/o/b", "/o/a"], inputs: ["/i/x.png"])
    let bytes = try info.bytes()
    let expected: [UInt8] =
      [0x00] + Array("assetcat-0.1.0".utf8) + [0]
      + [0x40] + Array("/o/a".utf8) + [0] + [0x40] + Array("/o/b".utf8) + [0]
      + [0x10] + Array("/i/x.png".utf8) + [0]
    #expect(bytes == expected)
    let records = try bytes.withUnsafeBytes { raw in
      var r = ByteReader(raw, endianness: .big)
      var out: [DependencyInfoRecord] = []
      while !r.isAtEnd { out.append(try r.record(DependencyInfoRecord.self)) }
      return out
    }
    #expect(records == info.records)
    #expect(records.first?.kind == .version)
  }

  @Test func dependencyInfoRefusesEmptyStringsAndUnknownOpcodes() {
    #expect(throws: ByteWriteError.self) {
      var w = ByteWriter(endianness: .big)
      try w.write(DependencyInfoRecord(.input, ""))
    }
    for bad: [UInt8] in [[0x00, 0x00], [0x33, 0x41, 0x00], [0x10, 0x41]] {
      #expect(throws: ByteReadError.self) {
        try bad.withUnsafeBytes { raw in
          var r = ByteReader(raw, endianness: .big)
          _ = try r.record(DependencyInfoRecord.self)
        }
      }
    }
  }

  @Test func icnsRoundTripAndHeader() throws {
    let file = ICNSFile(elements: [
      ICNSElement(type: ICNSElement.type(points: 16, scale: 1)!, data: [1, 2, 3]),
      ICNSElement(type: ICNSElement.type(points: 512, scale: 2)!, data: [4]),
    ])
    let bytes = try file.bytes()
    #expect(Array(bytes.prefix(8)) == Array("icns".utf8) + [0, 0, 0, 28])
    #expect(Array(bytes[8..<16]) == Array("icp4".utf8) + [0, 0, 0, 11])
    #expect(Array(bytes[19..<27]) == Array("ic10".utf8) + [0, 0, 0, 9])
    let parsed = try bytes.withUnsafeBytes { raw in
      var r = ByteReader(raw, endianness: .big)
      return try ICNSFile(parsing: &r)
    }
    #expect(parsed == file)
  }

  @Test func truncatedIcnsIsAnErrorNotACrash() throws {
    let bytes = try ICNSFile(elements: [ICNSElement(type: FourCC("ic07"), data: [1, 2, 3, 4])]).bytes()
    for cut in 0..<bytes.count {
      let prefix = Array(bytes.prefix(cut))
      #expect(throws: ByteReadError.self) {
        try prefix.withUnsafeBytes { raw in
          var r = ByteReader(raw, endianness: .big)
          _ = try ICNSFile(parsing: &r)
        }
      }
    }
  }
}
