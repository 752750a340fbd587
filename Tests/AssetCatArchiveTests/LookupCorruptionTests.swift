import AssetCatArchive
import AssetCatArchiveWriter
import AssetCatBytes
import AssetCatCore
import Foundation
import Testing

/// Per-record verification: opening checks the header, section table and name index only; a
/// lookup checks exactly the records it returns. Every byte a lookup reads, flipped, makes that
/// lookup throw (or the open fail) — never a wrong answer, never "no such asset".
@Suite struct LookupCorruptionTests {
  /// A lookup, and the bytes of the pristine file it reads.
  struct Read {
    var what: String
    var bytes: Set<Int>
    var run: (CompiledCatalog) throws -> Void
  }

  /// Every lookup of the pristine fixture with the bytes it reads.
  static func reads(_ c: CompiledCatalog) throws -> [Read] {
    let s = c.layout
    let names = try c.loadAssetNames()
    var out: [Read] = []
    for i in 0..<c.assetCount {
      let g = try AssetRecordGroup.load(i, in: s)
      var bytes = Set(g.recordOffset..<(g.recordOffset + AssetRecord.byteSize))
      let first = s.renditions.start + Int(g.record.firstRendition) * RenditionRecord.byteSize
      bytes.formUnion(first..<(first + g.renditions.count * RenditionRecord.byteSize))
      let tags = s.stringLists.start + Int(g.record.firstTag) * StringListEntry.byteSize
      bytes.formUnion(tags..<(tags + g.tags.count * StringListEntry.byteSize))
      var refs = [
        g.record.name, g.record.path, g.record.templateRenderingIntent, g.record.compressionType, g.record.autoScaling,
      ]
      refs += g.tags.map(\.string)
      for (r, color) in zip(g.renditions, g.colors) {
        if let p = r.payload {
          let e = s.payloadTable.start + Int(p) * PayloadEntry.byteSize
          bytes.formUnion(e..<(e + PayloadEntry.byteSize))
        }
        refs += [r.subtype, r.locale, r.file, r.typeIdentifier, r.iconSize, r.iconRole, r.iconPlatform]
        refs += [r.resizing?.mode ?? .absent, r.resizing?.centerMode ?? .absent]
        guard let color, let index = r.color else { continue }
        let co = s.colors.start + Int(index) * ColorRecord.byteSize
        bytes.formUnion(co..<(co + ColorRecord.byteSize))
        let k = s.components.start + Int(color.color.firstComponent) * ComponentRecord.byteSize
        bytes.formUnion(k..<(k + color.components.count * ComponentRecord.byteSize))
        refs += [color.color.colorSpace, color.color.reference, color.color.platform] + color.components.map(\.name)
      }
      for ref in refs where !ref.isAbsent {
        bytes.formUnion((s.strings.start + Int(ref.offset))..<(s.strings.start + Int(ref.offset + ref.length)))
      }
      let name = names[i]
      out.append(Read(what: "asset '\(name)'", bytes: bytes) { c in _ = try c.loadAsset(named: name) })
      for (j, r) in g.renditions.enumerated() {
        guard let p = r.payload else { continue }
        let e = s.payloadTable.start + Int(p) * PayloadEntry.byteSize
        let entry = try s.row(PayloadEntry.self, Int(p), of: s.payloadTable, what: "payload", from: 0)
        var payload = bytes.union(e..<(e + PayloadEntry.byteSize))
        payload.formUnion(Int(entry.offset)..<Int(entry.offset + entry.length))
        out.append(
          Read(what: "payload \(j) of '\(name)'", bytes: payload) { c in
            _ = try c.payload(assetIndex: i, renditionIndex: j)
          })
      }
    }
    let meta = c.sections.first { $0.kind == .metadata }!
    out.append(
      Read(what: "metadata", bytes: Set(meta.offset..<(meta.offset + meta.length))) { c in _ = try c.metadata() })
    let rules = c.sections.first { $0.kind == .appearanceRules }!
    out.append(
      Read(what: "rules", bytes: Set(rules.offset..<(rules.offset + rules.length))) { c in
        _ = try c.checkedAppearanceRules()
      })
    return out
  }

  @Test func everyByteALookupReadsIsCheckedByThatLookup() throws {
    let b = CompiledCatalogCorruptionTests.pristine
    let reads = try Self.reads(try CompiledCatalog(bytes: b))
    #expect(reads.count > 10)
    var checked = 0
    for read in reads {
      for i in read.bytes.sorted() {
        for mask: UInt8 in [0x01, 0x80] {
          var m = b
          m[i] ^= mask
          guard let c = try? CompiledCatalog(bytes: m) else { continue }  // caught at open
          #expect(throws: CompiledCatalogError.self, "flipping bit \(mask) of byte \(i) is not caught by \(read.what)")
          { try read.run(c) }
          checked += 1
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test func openReadsOnlyTheHeaderTableAndNameIndex() throws {
    var m = CompiledCatalogCorruptionTests.pristine
    let c = try CompiledCatalog(bytes: m)
    let names = try c.loadAssetNames()
    let g = try AssetRecordGroup.load(0, in: c.layout)
    m[g.recordOffset + AssetRecord.checksumOffset] ^= 1
    let damaged = try CompiledCatalog(bytes: m)  // opens: the asset's records are not read
    #expect(throws: CompiledCatalogError.self) { try damaged.loadAsset(named: names[0]) }
    #expect(try damaged.loadAsset(named: names[1]) == c.loadAsset(named: names[1]))
    #expect(damaged.asset(named: names[0]) == nil)  // the non-throwing lookup: no asset
    #expect(throws: CompiledCatalogError.self) { try damaged.verify() }
    for kind in [SectionKind.nameIndex, .nameKeys] {
      var n = CompiledCatalogCorruptionTests.pristine
      let s = c.sections.first { $0.kind == kind }!
      n[s.offset] ^= 1
      #expect(throws: CompiledCatalogError.self, "a flip in \(kind) opens") { try CompiledCatalog(bytes: n) }
    }
  }

  @Test func anOlderFormatIsRefusedWithAdvice() throws {
    var m = CompiledCatalogCorruptionTests.pristine
    m[CatalogHeader.majorOffset] = 1
    ResealedCorruptionTests.put64(XXHash64.hash(Array(m[0..<56])), &m, 56)
    do {
      _ = try CompiledCatalog(bytes: m)
      Issue.record("a version-1 file opened")
    } catch {
      #expect(error.code == .unsupportedVersion)
      #expect(error.message.contains("older assetcat; compile the catalog again"))
    }
  }
}
