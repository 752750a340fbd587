import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

@Suite("PNG and JPEG structure walks without pixel decode")
struct StructureWalkTests {
  static func probe(_ bytes: [UInt8]) throws(ImagingError) -> ImageInfo {
    try ImageProbe.probe(Data(bytes))
  }

  @Test("an intact PNG and JPEG probe with their header fields")
  func intact() throws {
    let png = try Self.probe(StructureSamples.png)
    #expect(
      (png.format, png.width, png.height, png.bitDepth, png.colorType, png.hasAlpha) == (.png, 3, 2, 8, "rgba", true))
    #expect(png.bytesAfterEnd == 0)
    let jpeg = try Self.probe(StructureSamples.jpeg)
    #expect((jpeg.format, jpeg.width, jpeg.height, jpeg.colorType, jpeg.progressive) == (.jpeg, 16, 8, "ycbcr", false))
  }

  @Test("a PNG cut at any length is damage: truncated, naming where the file ends")
  func pngCutAnywhere() {
    for length in 8..<StructureSamples.png.count {
      #expect(throws: ImagingError.self, "cut at \(length)") {
        try Self.probe(Array(StructureSamples.png.prefix(length)))
      }
      do {
        _ = try Self.probe(Array(StructureSamples.png.prefix(length)))
      } catch {
        guard case .truncated(let message) = error else {
          Issue.record("cut at \(length): \(error)")
          continue
        }
        #expect(message.contains("byte"), "cut at \(length): \(message)")
      }
    }
  }

  @Test("one flipped byte anywhere in any PNG chunk is damage, and the message names a chunk and offset")
  func pngFlippedByte() {
    for index in 8..<StructureSamples.png.count {
      for mask: UInt8 in [0x01, 0x80, 0xFF] {
        var bytes = StructureSamples.png
        bytes[index] ^= mask
        do {
          _ = try Self.probe(bytes)
          Issue.record("flip \(mask) at \(index) passed")
        } catch {
          #expect("\(error)".contains("at byte"), "flip at \(index): \(error)")
        }
      }
    }
  }

  @Test("a flipped byte in the IDAT data names that chunk and its offset")
  func pngMessage() {
    var bytes = StructureSamples.png
    let idat = StructureSamples.pngChunkOffsets[2]
    bytes[idat + 9] ^= 0x40
    #expect {
      try Self.probe(bytes)
    } throws: { error in
      guard case .corrupt(let message) = error as? ImagingError else { return false }
      return message.hasPrefix("'IDAT' chunk at byte \(idat): CRC mismatch")
    }
  }

  @Test("bytes after IEND are reported, not damage")
  func trailingBytes() throws {
    let info = try Self.probe(StructureSamples.png + Array("trailing".utf8))
    #expect(info.bytesAfterEnd == 8)
  }

  @Test("a PNG must start with IHDR and hold image data before IEND")
  func pngOrder() {
    let sig = Array(StructureSamples.png.prefix(8))
    let iend = StructureSamples.chunk("IEND", [])
    let ihdr = StructureSamples.chunk(
      "IHDR", StructureSamples.bigEndian(1) + StructureSamples.bigEndian(1) + [8, 0, 0, 0, 0])
    #expect(throws: ImagingError.self) { try Self.probe(sig + StructureSamples.chunk("tEXt", [65]) + ihdr + iend) }
    #expect(throws: ImagingError.self) { try Self.probe(sig + ihdr + iend) }
    let badDepth = StructureSamples.chunk(
      "IHDR", StructureSamples.bigEndian(1) + StructureSamples.bigEndian(1) + [3, 2, 0, 0, 0])
    #expect(throws: ImagingError.self) { try Self.probe(sig + badDepth + StructureSamples.chunk("IDAT", [0]) + iend) }
  }

  @Test("a JPEG without EOI is damage, cut anywhere or with only its EOI removed")
  func jpegWithoutEOI() {
    let jpeg = StructureSamples.jpeg
    #expect {
      try Self.probe(Array(jpeg.dropLast(2)))
    } throws: { error in
      guard case .truncated(let message) = error as? ImagingError else { return false }
      return message.contains("no EOI")
    }
    for length in 2..<jpeg.count {
      #expect(throws: ImagingError.self, "cut at \(length)") { try Self.probe(Array(jpeg.prefix(length))) }
    }
  }

  @Test("a JPEG segment length that runs past the file, or garbage between segments, is damage")
  func jpegDamage() {
    var long = StructureSamples.jpeg
    long[4] = 0x7F  // APP0 length
    #expect(throws: ImagingError.self) { try Self.probe(long) }
    var garbage = StructureSamples.jpeg
    garbage.insert(0x00, at: 2)
    #expect(throws: ImagingError.self) { try Self.probe(garbage) }
  }

  @Test("the one content sniffer: signatures, and an SVG whose root element is past the first read")
  func sniffer() {
    #expect(ContentSniffer.format(of: Data(StructureSamples.png)) == .png)
    #expect(ContentSniffer.format(of: Data(StructureSamples.jpeg)) == .jpeg)
    #expect(ContentSniffer.format(of: Data("%PDF-1.7\n".utf8)) == .pdf)
    #expect(ContentSniffer.format(of: Data("<svg/>".utf8)) == .svg)
    #expect(ContentSniffer.format(of: Data("<!-- %PDF- --><svg/>".utf8)) == .svg)
    let long = Data(("<?xml version=\"1.0\"?><!--" + String(repeating: "x", count: 5000) + "--><svg/>").utf8)
    #expect(ContentSniffer.wantsLongerPrefix(long.prefix(ContentSniffer.prefixLength)))
    #expect(ContentSniffer.format(of: long) == .svg)
    #expect(!ContentSniffer.wantsLongerPrefix(Data(repeating: 0x41, count: ContentSniffer.prefixLength)))
  }
}

@Suite("Structure walks on mutated input")
struct StructureFuzzTests {
  @Test(
    "random flips, overwrites and cuts of a PNG and a JPEG never crash, and a PNG change is always found",
    arguments: 0..<4)
  func mutations(seed: Int) {
    var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for original in [StructureSamples.png, StructureSamples.jpeg] {
      for _ in 0..<500 {
        var bytes = original
        for _ in 0..<(1 + next(4)) {
          let index = 2 + next(bytes.count - 2)
          bytes[index] = next(2) == 0 ? bytes[index] ^ UInt8(1 << next(8)) : UInt8(next(256))
        }
        if next(3) == 0 { bytes.removeLast(next(bytes.count - 2)) }
        let result = Result { () throws(ImagingError) in try ImageProbe.probe(Data(bytes)) }
        // Past the signature every PNG byte is covered by a length, a CRC or a CRC'd byte.
        if original == StructureSamples.png, bytes.count >= 8, bytes != original,
          Array(bytes.prefix(8)) == Array(original.prefix(8)),
          case .success(let info) = result
        {
          #expect(info.bytesAfterEnd > 0, "a changed PNG passed: \(bytes)")
        }
      }
    }
  }
}
