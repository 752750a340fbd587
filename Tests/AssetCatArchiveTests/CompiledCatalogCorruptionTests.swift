import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatBytes
import AssetCatCore
import AssetCatImaging
import AssetCatSource
import AssetCatTestSupport
import Foundation
import Testing

/// SPEC §7: a corrupt compiled catalog is refused with a typed error; nothing crashes or reads
/// outside the file.
@Suite struct CompiledCatalogCorruptionTests {
  static let pristine: [UInt8] = {
    let dir = Fixtures.TempDir()
    let (catalog, files) = Fixtures.richCatalog()
    let out = dir.file("Small.assetcat")
    var options = CompiledCatalogWriter.Options(
      appearanceRules: .init(encoding: 1, bytes: [1, 2, 3]), metadata: ["k": "v"])
    options.sourceContents = ["Contents.json": #"{"info":{}}"#, "Logo.imageset/Contents.json": #"{"images":[]}"#]
    try! CompiledCatalogWriter(options: options).write(catalog, to: out, payload: Fixtures.inMemory(files))
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
    _ = try? c.sourceContents()
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
    #expect(
      throws: CompiledCatalogError(
        .badMagic, at: 0, "not a compiled asset catalog (the first 8 bytes are not 'ASSETCAT')")
    ) {
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
    let asset = Asset(
      name: "Evil", kind: .image, path: "Evil.imageset",
      renditions: [Rendition(slot: .init(scale: 1), file: "../../etc/passwd", format: .png, order: 0)])
    let out = dir.file("Evil.assetcat")
    try CompiledCatalogWriter().write(AssetCatalog(assets: [asset]), to: out, payload: { _, _ in .bytes([1, 2, 3]) })
    let c = try CompiledCatalog(contentsOf: out)
    #expect(throws: CompiledCatalogError.self) { try c.verify() }
  }
}

/// The same on a compiled real catalog, sampled: truncations and bit flips spread over the file.
@Suite struct CompiledCorpusCorruptionTests {
  @Test func sampledDamageIsRefused() throws {
    let path = try #require(
      Corpora.vendoredCatalogs.first { $0.contains("Widget") }, "the slice in \(Corpora.vendoredRoot)")
    let dir = Fixtures.TempDir()
    let result = try SourceCatalogReader.read(paths: [path], options: .init(inspector: .imaging))
    _ = try CorpusRoundTripTests.compile(result, to: dir.file("w.assetcat"))
    let b = Array(try Data(contentsOf: dir.file("w.assetcat")))
    let step = max(1, b.count / 400)
    for n in stride(from: 0, to: b.count, by: step) {
      #expect(!CompiledCatalogCorruptionTests.exercise(Array(b[0..<n])).opened, "truncated to \(n) bytes still opens")
    }
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<400 {
      var m = b
      let i = Int.random(in: 0..<m.count, using: &rng)
      m[i] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
      #expect(!CompiledCatalogCorruptionTests.exercise(m).verified, "flip at \(i) goes unnoticed")
    }
  }
}

/// Damage that a hostile writer hides by recomputing every checksum: the record-level checks
/// (bounds, indices, codes, UTF-8, ordering) must hold on their own. Every byte of every metadata
/// section is changed, checksums are fixed up, and the result is opened, looked up and verified:
/// nothing may crash or read outside the file (verify may accept benign edits such as a float).
@Suite struct ResealedCorruptionTests {
  static func le64(_ b: [UInt8], _ o: Int) -> UInt64 {
    (0..<8).reduce(0) { $0 | UInt64(b[o + $1]) << (8 * UInt64($1)) }
  }
  static func put64(_ v: UInt64, _ b: inout [UInt8], _ o: Int) {
    for i in 0..<8 { b[o + i] = UInt8(truncatingIfNeeded: v >> (8 * UInt64(i))) }
  }

  /// Recomputes every asset checksum, every section checksum, the table checksum and the header
  /// checksum: only the record-level checks stand between the edit and a lookup.
  static func reseal(_ b: inout [UInt8]) {
    resealSections(&b)
    guard let c = try? CompiledCatalog(bytes: b) else { return }
    for i in 0..<c.assetCount {
      guard let g = try? AssetRecordGroup.load(i, in: c.layout), let sum = try? g.checksum(in: c.layout) else {
        continue
      }
      put64(sum, &b, g.recordOffset + AssetRecord.checksumOffset)
    }
    resealSections(&b)
  }

  static func resealSections(_ b: inout [UInt8]) {
    let count = Int(b[16]) | Int(b[17]) << 8
    for i in 0..<count {
      let e = 64 + i * 32
      let off = Int(le64(b, e + 8)), len = Int(le64(b, e + 16))
      put64(XXHash64.hash(Array(b[off..<(off + len)])), &b, e + 24)
    }
    put64(XXHash64.hash(Array(b[64..<(64 + count * 32)])), &b, 32)
    put64(XXHash64.hash(Array(b[0..<56])), &b, 56)
  }

  @Test func everyMetadataByteResealed() {
    let b = CompiledCatalogCorruptionTests.pristine
    let count = Int(b[16])
    var dataStart = b.count
    for i in 0..<count where b[64 + i * 32..<64 + i * 32 + 4].elementsEqual(Array("DATA".utf8)) {
      dataStart = Int(Self.le64(b, 64 + i * 32 + 8))
    }
    var accepted = 0, refused = 0
    for i in (64 + count * 32)..<dataStart {
      for v: UInt8 in [0x00, 0xFF, b[i] ^ 0x01, b[i] &+ 0x10] where v != b[i] {
        var m = b
        m[i] = v
        Self.reseal(&m)
        let r = CompiledCatalogCorruptionTests.exercise(m)
        if r.verified { accepted += 1 } else { refused += 1 }
      }
    }
    // Thousands of edits break a structural rule and are refused; the others (a float, a letter
    // of a string) still make a well-formed catalog. Reaching this line means none crashed.
    #expect(refused > 1000)
    #expect(accepted > 0)
  }
}
