import AssetCatImageHeaders
import AssetCatTestSupport
import Foundation
import Testing

/// A HEIF/HEIC image's size and alpha from its boxes (no decoding), and damage found as for PNG
/// and JPEG: the primary item's `ispe`, a quarter turn (`irot`) swapping the sides, an alpha
/// auxiliary image, item data past the end of a cut file.
@Suite("HEIF structure")
struct HEIFStructureTests {
  static let opaque = StructureSamples.heic
  static let withAlpha = StructureSamples.heicWithAlpha

  static func probe(_ bytes: [UInt8]) throws(ImagingError) -> ImageInfo { try ImageProbe.probe(Data(bytes)) }

  @Test func sizeAndAlphaFromTheBoxes() throws {
    let opaque = try Self.probe(Self.opaque)
    #expect((opaque.format, opaque.width, opaque.height, opaque.hasAlpha) == (.heic, 24, 16, false))
    let alpha = try Self.probe(Self.withAlpha)
    #expect((alpha.format, alpha.width, alpha.height, alpha.hasAlpha) == (.heic, 20, 12, true))
  }

  @Test func everyCutIsDamageNotACrash() {
    for file in [Self.opaque, Self.withAlpha] {
      for n in 12..<file.count {
        #expect(throws: ImagingError.self, "cut to \(n)") { try Self.probe(Array(file.prefix(n))) }
      }
    }
  }

  // MARK: Hand-built boxes: rotation, version 1 ids, 16-bit property indices.

  static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(8 + body.count) + Array(type.utf8) + body }
  static func fullBox(_ type: String, version: UInt8, flags: UInt32 = 0, _ body: [UInt8]) -> [UInt8] {
    box(type, [version] + Array(be32(Int(flags)).suffix(3)) + body)
  }
  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  /// ftyp, then meta with pitm (version 1: a 32-bit id), ipco (ispe 300 × 200, then `rotation`
  /// as irot) and ipma (version 1, flags 1: 32-bit ids, 16-bit indices) giving item 7 both.
  static func handBuilt(rotation: UInt8) -> [UInt8] {
    let ispe = fullBox("ispe", version: 0, be32(300) + be32(200))
    let irot = box("irot", [rotation])
    let ipco = box("ipco", ispe + irot)
    let ipma = fullBox("ipma", version: 1, flags: 1, be32(1) + be32(7) + [2] + be16(0x8001) + be16(2))
    let meta = fullBox("meta", version: 0, fullBox("pitm", version: 1, be32(7)) + box("iprp", ipco + ipma))
    return box("ftyp", Array("heic".utf8) + be32(0) + Array("mif1heic".utf8)) + meta
  }

  @Test func aQuarterTurnSwapsTheSides() throws {
    let upright = try Self.probe(Self.handBuilt(rotation: 0)), half = try Self.probe(Self.handBuilt(rotation: 2))
    let quarter = try Self.probe(Self.handBuilt(rotation: 1)),
      threeQuarters = try Self.probe(Self.handBuilt(rotation: 3))
    #expect([upright, half].map { [$0.width, $0.height] } == [[300, 200], [300, 200]])
    #expect([quarter, threeQuarters].map { [$0.width, $0.height] } == [[200, 300], [200, 300]])
  }

  /// Found by the images fuzz target: a primary size of 0 × 1804 probed as an image of no size.
  @Test func aZeroSideIsDamage() {
    #expect(StructureSamples.heicZeroWidth.count == 880)
    #expect(throws: ImagingError.self) { try Self.probe(StructureSamples.heicZeroWidth) }
  }

  @Test func noPrimarySizeIsDamage() {
    let meta = Self.fullBox("meta", version: 0, Self.fullBox("pitm", version: 0, Self.be16(1)))
    let file = Self.box("ftyp", Array("heic".utf8) + Self.be32(0)) + meta
    #expect(throws: ImagingError.self) { try Self.probe(file) }
  }
}
