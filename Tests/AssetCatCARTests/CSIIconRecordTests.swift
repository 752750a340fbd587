import AssetCatBytes
import Testing

@testable import AssetCatCAR

/// The Icon Composer records of Xcode 26's cars (layouts 1019–1021), read from the bytes Apple's
/// car of a public `.icon` holds (cubesql/cubeSQLAdmin, macOS 10.14) and written back the same.
@Suite("CAR: Icon Composer records")
struct CSIIconRecordTests {
  static func bytes(_ hex: String) -> [UInt8] {
    var out: [UInt8] = []
    var i = hex.startIndex
    while i < hex.endIndex {
      let j = hex.index(i, offsetBy: 2)
      out.append(UInt8(hex[i..<j], radix: 16)!)
      i = j
    }
    return out
  }

  static func written(_ r: some ByteRecord) throws -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    try r.write(to: &w)
    return w.take()
  }

  @Test("a gradient (ARGG): two stops naming colour facets, top to bottom")
  func gradient() throws {
    let apple = Self.bytes(
      "415247470200000001000000000000000000003f000000000000003f0000803f00000000130000004170705f4173736574732f436f6c6f"
        + "722d32000000803f130000004170705f4173736574732f436f6c6f722d3300")
    let g = try parseLittleEndian(apple, as: CSIIconGradient.self)
    #expect(g.kind == 1 && g.start == (0.5, 0) && g.end == (0.5, 1))
    #expect(
      g.stops == [
        .init(location: 0, colorName: "App_Assets/Color-2"), .init(location: 1, colorName: "App_Assets/Color-3"),
      ])
    #expect(try Self.written(g) == apple)
  }

  @Test("a stack's and a group's TLV 1020 (kinds, fills) and 1021 (translucency, shadow)")
  func layerRecords() throws {
    let styles = Self.bytes("02000000000000000000000000000000010000000002000000000000000100000000")
    let s = try parseLittleEndian(styles, as: CSIIconLayerStyles.self)
    #expect(s.styles == [.init(kind: 0), .init(kind: 2)])
    #expect(try Self.written(s) == styles)
    let effects = Self.bytes(
      "02000000000000000000000000000000000000000000000000000000010000003d0ad73e030000000000803f00000000")
    let e = try parseLittleEndian(effects, as: CSIIconLayerEffects.self)
    #expect(e.effects[1].translucent == 1 && abs(e.effects[1].translucency - 0.42) < 1e-6)
    #expect(e.effects[1].shadowKind == 3 && e.effects[1].shadowOpacity == 1)
    #expect(try Self.written(e) == effects)
  }

  @Test("truncated or oversized records are errors, never a crash")
  func malformed() {
    for hex in ["41524747ffffffff", "ffffff7f00000000", "0100000000000000000000000000000000ffffff"] {
      let b = Self.bytes(hex)
      #expect(throws: ByteReadError.self) { _ = try parseLittleEndian(b, as: CSIIconGradient.self) }
      #expect(throws: ByteReadError.self) { _ = try parseLittleEndian(b, as: CSIIconLayerStyles.self) }
      #expect(throws: ByteReadError.self) { _ = try parseLittleEndian(b, as: CSIIconLayerEffects.self) }
    }
  }
}
