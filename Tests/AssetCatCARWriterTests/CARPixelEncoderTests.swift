import Testing

@testable import AssetCatCARWriter

/// The writer's pixel passes take four pixels at a time where it can; they must give what one
/// pixel at a time gives, whatever the mix and the length.
@Suite struct CARPixelEncoderTests {
  /// RGBA pixels: runs of opaque, clear and half-transparent colours, groups of four that mix
  /// them, and a length that is not a multiple of four.
  static let rgba: [UInt8] = {
    var px: [UInt8] = []
    let colours: [[UInt8]] = [[10, 20, 30, 255], [0, 0, 0, 0], [200, 100, 50, 128], [9, 8, 7, 0], [1, 2, 3, 255]]
    for (i, run) in [4, 8, 1, 3, 5, 4, 2, 7].enumerated() {
      for _ in 0..<run { px += colours[(i * 3) % colours.count] }
    }
    return px
  }()

  /// One pixel at a time, as the format says: BGRA, each colour times alpha / 255, rounded.
  static func reference(_ rgba: [UInt8]) -> [UInt8] {
    stride(from: 0, to: rgba.count, by: 4).flatMap { i -> [UInt8] in
      let a = Int(rgba[i + 3])
      let p = { (c: UInt8) in UInt8((Int(c) * a + 127) / 255) }
      return [p(rgba[i + 2]), p(rgba[i + 1]), p(rgba[i]), UInt8(a)]
    }
  }

  @Test func premultiplicationMatchesOnePixelAtATime() {
    for n in [0, 1, 3, 4, 5, 17, Self.rgba.count / 4] {
      let px = Array(Self.rgba.prefix(n * 4))
      #expect(CARPixelEncoder.premultipliedBGRA(px) == Self.reference(px), "\(n) pixels")
    }
  }

  /// Packed indices read back field by field as the format lays them out (16-bit little-endian
  /// words, first pixel in the high bits, each row on a word) for every width up to 40 (full
  /// bytes, a half-filled word, a lone last byte) and each packed width.
  @Test(arguments: [(2, 1), (4, 2), (16, 4)]) func packedIndicesReadBackFieldByField(colors: Int, bits: Int) throws {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for width in 1...40 {
      let height = 3
      let indices = (0..<(width * height)).map { _ -> UInt8 in
        seed = seed &* 6_364_136_223_846_793_005 &+ 1
        return UInt8(truncatingIfNeeded: seed >> 33) % UInt8(colors)
      }
      let packed = indices.withUnsafeBytes {
        CARPaletteEncoder.pack($0, colors: colors, width: width, height: height)
      }
      let perWord = 16 / bits, wordsPerRow = (width + perWord - 1) / perWord
      try #require(packed.count == wordsPerRow * 2 * height, "width \(width)")
      for y in 0..<height {
        for x in 0..<width {
          let at = (y * wordsPerRow + x / perWord) * 2
          let word = Int(packed[at]) | Int(packed[at + 1]) << 8
          let field = word >> (16 - bits * (x % perWord + 1)) & (1 << bits - 1)
          #expect(field == Int(indices[y * width + x]), "\(bits)-bit, width \(width), pixel (\(x), \(y))")
        }
      }
    }
  }

  @Test func paletteIndicesMatchFirstAppearance() throws {
    let bgra = Self.reference(Self.rgba)
    let (colors, indices) = try #require(CARPaletteEncoder.index(bgra))
    var order: [UInt32] = []
    for i in stride(from: 0, to: bgra.count, by: 4) {
      let v = UInt32(bgra[i]) | UInt32(bgra[i + 1]) << 8 | UInt32(bgra[i + 2]) << 16 | UInt32(bgra[i + 3]) << 24
      if !order.contains(v) { order.append(v) }
      #expect(colors[Int(indices[i / 4])] == v)
    }
    #expect(colors == order)
  }

  @Test func runLengthStopsOnlyPastItsLimit() throws {
    let bgra = Self.reference(Self.rgba)
    let (width, height) = (bgra.count / 4 / 2, 2)
    let whole = try #require(CARPixelEncoder.runLength(bgra, width: width, height: height))
    #expect(CARPixelEncoder.runLength(bgra, width: width, height: height, limit: whole.count) == whole)
    #expect(CARPixelEncoder.runLength(bgra, width: width, height: height, limit: whole.count - 1) == nil)
    #expect(CARPixelEncoder.runLength(bgra, width: width, height: height, limit: 12) == nil)
  }
}
