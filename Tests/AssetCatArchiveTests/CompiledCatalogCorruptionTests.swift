import AssetCatArchive
import AssetCatCore
import Foundation
import Testing

/// SPEC §7: a corrupt compiled catalog is refused with a typed error; nothing crashes or reads
/// outside the file.
@Suite struct CompiledCatalogCorruptionTests {
  static let pristine: [UInt8] = {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Small.assetcat")
    try! CompiledCatalogWriter(options: .init(appearanceRules: .init(encoding: 1, bytes: [1, 2, 3]), metadata: ["k": "v"]))
      .write(catalog, to: out, payload: Fixtures.inMemory(files))
    return Array(try! Data(contentsOf: out))
  }()

  /// Opens, looks everything up, reads every payload: must not crash whatever the bytes are.
  static func exercise(_ bytes: [UInt8]) -> (opened: Bool, verified: Bool) {
    guard let c = try? CompiledCatalog(bytes: bytes) else { return (false, false) }
    for name in c.assetNames + ["Logo", "Icons/Star", "zzz", ""] {
      _ = c.asset(named: name)
      _ = c.resolve(name, traits: TraitCollection(idiom: .phone, scale: 2, style: .dark))
    }
    for i in 0..<c.assetCount {
      for j in 0..<8 { _ = try? c.payload(assetIndex: i, renditionIndex: j) }
    }
    _ = try? c.metadata()
    _ = c.appearanceRules()
    return (true, (try? c.verify()) != nil)
  }

  @Test func pristineVerifies() throws {
    try CompiledCatalog(bytes: Self.pristine).verify()
  }

  @Test func everyTruncationIsRefused() {
    let b = Self.pristine
    for n in 0..<b.count {
      let r = Self.exercise(Array(b[0..<n]))
      #expect(!r.opened, "truncated to \(n) bytes still opens")
    }
    // Appending is refused too (the header records the length).
    #expect(!Self.exercise(b + [0]).opened)
  }

  @Test func everyByteFlipIsCaughtByVerify() {
    let b = Self.pristine
    var openedButBad = 0
    for i in 0..<b.count {
      for mask: UInt8 in [0x01, 0x80] {
        var m = b
        m[i] ^= mask
        let r = Self.exercise(m)
        #expect(!r.verified, "flipping bit \(mask) of byte \(i) goes unnoticed")
        if r.opened { openedButBad += 1 }
      }
    }
    // Opening is cheap (header and table only), so flips inside sections are found by verify.
    #expect(openedButBad > 0)
  }

  @Test func errorsCarryCodesAndOffsets() {
    var m = Self.pristine
    m[0] = UInt8(ascii: "X")
    #expect(throws: CompiledCatalogError(.badMagic, at: 0, "not a compiled asset catalog (the first 8 bytes are not 'ASSETCAT')")) {
      try CompiledCatalog(bytes: m)
    }
    do {
      _ = try CompiledCatalog(bytes: Array(Self.pristine.dropLast(3)))
      Issue.record("opened a truncated file")
    } catch {
      #expect(error.code == .lengthMismatch)
      #expect(error.offset == 24)
    }
  }

  /// A hostile file whose checksums are all right but whose records lie is still refused.
  @Test func consistentChecksumsButBadRecords() throws {
    let dir = Fixtures.TempDir()
    let asset = Asset(name: "Evil", kind: .image, path: "Evil.imageset", renditions: [Rendition(slot: .init(scale: 1), file: "../../etc/passwd", format: .png, order: 0)])
    let out = dir.file("Evil.assetcat")
    try CompiledCatalogWriter().write(AssetCatalog(assets: [asset]), to: out, payload: { _, _ in .bytes([1, 2, 3]) })
    let c = try CompiledCatalog(contentsOf: out)
    #expect(throws: CompiledCatalogError.self) { try c.verify() }
  }
}
