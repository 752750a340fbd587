import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// The CRC-32 in Swift (AssetCatImageStructure, for a walk without C) is libdeflate's function:
/// a PNG walk finds the same CRC mismatches with either.
@Suite("CRC-32 in Swift")
struct SwiftCRC32Tests {
  @Test("the catalogue's check value, and libdeflate's CRC at every length, split point and start offset")
  func agreesWithLibdeflate() {
    #expect(SwiftCRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(SwiftCRC32.checksum([]) == 0)
    var random = SplitMix64(seed: 0x5EED)
    let bytes = (0..<600).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.withUnsafeBytes { raw in
      for start in 0..<9 {
        for end in stride(from: start, through: raw.count, by: 7) {
          let part = UnsafeRawBufferPointer(rebasing: raw[start..<end])
          #expect(SwiftCRC32.checksum(part) == CRC32.checksum(part))
        }
      }
      let first = SwiftCRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[0..<301]))
      #expect(
        SwiftCRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[301...]), continuing: first) == CRC32.checksum(raw))
    }
  }

  @Test("a PNG walk with the portable checks finds what the full checks find, short of the image data")
  func portableWalk() throws {
    let png = StructureSamples.png
    try png.withUnsafeBytes { raw in
      let portable = try PNGStructure(raw, checks: .portable)
      let full = try PNGStructure(raw)
      #expect(portable == full)
    }
    var damaged = png
    damaged[damaged.count - 20] ^= 1
    damaged.withUnsafeBytes { raw in
      let a = Result { () throws(StructureDamage) in try PNGStructure(raw, checks: .portable) }
      let b = Result { () throws(StructureDamage) in try PNGStructure(raw) }
      #expect(a == b)
    }
  }
}
