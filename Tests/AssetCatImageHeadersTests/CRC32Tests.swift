import AssetCatImageHeaders
import Testing

@Suite("CRC-32")
struct CRC32Tests {
  @Test("the check value of the CRC-32/ISO-HDLC catalogue, and a PNG IEND chunk's CRC")
  func knownValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(CRC32.checksum([]) == 0)
  }

  @Test("libdeflate's CRC agrees with the bytewise one at every length and split point")
  func slicingMatchesBytewise() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<200).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    func bytewise(_ b: ArraySlice<UInt8>) -> UInt32 {
      var c: UInt32 = 0xFFFF_FFFF
      for byte in b {
        c ^= UInt32(byte)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      }
      return ~c
    }
    for n in 0...bytes.count {
      #expect(CRC32.checksum(Array(bytes[0..<n])) == bytewise(bytes[0..<n]))
    }
    bytes.withUnsafeBytes { raw in
      let first = CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<77]))
      #expect(CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[77...]), continuing: first) == CRC32.checksum(raw))
    }
  }
}
