import AssetCatCore
import Foundation

extension CompiledCatalogWriter {
  /// Everything known before payloads are hashed: the assets in order and the distinct payload
  /// sources in first-use order (asset order, then rendition order).
  struct Plan {
    var assets: [Asset]
    var sources: [PayloadSource] = []
    /// Per asset, per rendition: the index in `sources`, or `nil` without a file.
    var sourceOfRendition: [[Int?]] = []
    var renditionCount = 0
    var payloadReferenceCount = 0

    init(catalog: AssetCatalog, options: Options, payload: (Asset, Rendition) -> PayloadSource?) throws(CompiledCatalogWriteError) {
      assets = catalog.assets
      // Same path (as a string: cheaper to hash than URL) or same in-memory bytes: one source.
      var seenFiles: [String: Int] = [:]
      var seenBytes: [[UInt8]: Int] = [:]
      for asset in assets {
        var row: [Int?] = []
        for r in asset.renditions {
          renditionCount += 1
          guard let file = r.file else {
            row.append(nil)
            continue
          }
          guard var source = payload(asset, r) else { throw .missingPayload(asset: asset.name, file: file) }
          if case .file(let url) = source { source = .path(url.path) }  // once, not per use
          payloadReferenceCount += 1
          let known: Int?
          switch source {
          case .file, .path: known = seenFiles[source.filePath!]
          case .bytes(let b): known = seenBytes[b]
          }
          if let known {
            row.append(known)
          } else {
            switch source {
            case .file, .path: seenFiles[source.filePath!] = sources.count
            case .bytes(let b): seenBytes[b] = sources.count
            }
            row.append(sources.count)
            sources.append(source)
          }
        }
        sourceOfRendition.append(row)
      }
      guard assets.count < Int(UInt32.max), renditionCount < Int(UInt32.max) else {
        throw .unrepresentable("more than 2³²−1 assets or renditions")
      }
    }

    func layout(hashes: [Hashed], options: Options) throws(CompiledCatalogWriteError) -> Layout {
      try Layout(plan: self, hashes: hashes, options: options)
    }
  }

  /// Every byte of the file except the payloads, and where each payload goes.
  struct Layout {
    struct Section {
      var kind: SectionKind
      var offset: Int
      var length: Int
      var checksum: UInt64
      /// Empty for the data section (streamed).
      var bytes: [UInt8]
    }
    struct Payload {
      var sourceIndex: Int
      var hash: UInt64
      var length: Int
      var offset: Int
    }

    var sections: [Section] = []
    var payloads: [Payload] = []
    /// End of the last metadata section.
    var metadataEnd = 0
    var dataOffset = 0
    var fileLength = 0

    init(plan: Plan, hashes: [Hashed], options: Options) throws(CompiledCatalogWriteError) {
      typealias F = CompiledCatalogFormat
      // Deduplicate payloads by content: same length and hash, confirmed byte by byte.
      var payloadOfSource = [Int](repeating: -1, count: plan.sources.count)
      var byKey: [Hashed: [Int]] = [:]  // key -> payload indices with that key
      for (s, h) in hashes.enumerated() {
        var found: Int? = nil
        for p in byKey[h] ?? [] where try CompiledCatalogWriter.sameBytes(plan.sources[payloads[p].sourceIndex], plan.sources[s], chunk: options.chunkSize) {
          found = p
          break
        }
        if let found {
          payloadOfSource[s] = found
        } else {
          payloadOfSource[s] = payloads.count
          byKey[h, default: []].append(payloads.count)
          payloads.append(Payload(sourceIndex: s, hash: h.hash, length: h.length, offset: 0))
        }
      }

      // Strings.
      var strings = StringTableBuilder()
      for a in plan.assets {
        strings.add(a.name)
        strings.add(Self.indexKey(a.name))
        strings.add(a.path)
        strings.add(a.properties.templateRenderingIntent)
        strings.add(a.properties.compressionType)
        strings.add(a.properties.autoScaling)
        for t in a.properties.onDemandResourceTags { strings.add(t) }
        for r in a.renditions {
          strings.add(r.slot.subtype)
          strings.add(r.slot.locale)
          strings.add(r.file)
          strings.add(r.typeIdentifier)
          strings.add(r.iconSize)
          strings.add(r.iconRole)
          strings.add(r.iconPlatform)
          strings.add(r.resizing?.mode)
          strings.add(r.resizing?.centerMode)
          if let c = r.color {
            strings.add(c.colorSpace)
            strings.add(c.reference)
            strings.add(c.platform)
            for comp in c.components { strings.add(comp.name) }
          }
        }
      }
      for (k, v) in options.metadata {
        strings.add(k)
        strings.add(v)
      }
      try strings.finish()

      // Assets, renditions, colors.
      var assetSink = ByteSink()
      var rendSink = ByteSink()
      var colorSink = ByteSink()
      var compSink = ByteSink()
      var listSink = ByteSink()
      var listCount: UInt32 = 0
      var colorCount: UInt32 = 0
      var componentCount: UInt32 = 0
      var firstRendition: UInt32 = 0
      for (ai, a) in plan.assets.enumerated() {
        assetSink.stringRef(strings.ref(a.name))
        assetSink.stringRef(strings.ref(a.path))
        assetSink.u8(FormatCodes.code(a.kind))
        var flags: UInt8 = 0
        if a.properties.preservesVectorRepresentation { flags |= F.assetPreservesVector }
        if a.properties.localizable { flags |= F.assetLocalizable }
        assetSink.u8(flags)
        assetSink.u16(0)
        assetSink.u32(firstRendition)
        assetSink.u32(UInt32(a.renditions.count))
        assetSink.u32(0)
        assetSink.stringRef(strings.ref(a.properties.templateRenderingIntent))
        assetSink.stringRef(strings.ref(a.properties.compressionType))
        assetSink.stringRef(strings.ref(a.properties.autoScaling))
        assetSink.u32(listCount)
        assetSink.u32(UInt32(a.properties.onDemandResourceTags.count))
        for t in a.properties.onDemandResourceTags {
          listSink.stringRef(strings.ref(t))
          listCount += 1
        }
        firstRendition += UInt32(a.renditions.count)

        for (ri, r) in a.renditions.enumerated() {
          let s = r.slot
          guard r.order >= 0, r.order < Int(UInt32.max) else { throw .unrepresentable("rendition order \(r.order) of '\(a.name)'") }
          if let sc = s.scale, !(1...3).contains(sc) { throw .unrepresentable("scale \(sc) of '\(a.name)'") }
          if let m = s.memory, !(1...Int(UInt16.max)).contains(m) { throw .unrepresentable("memory \(m)GB of '\(a.name)'") }
          rendSink.u32(UInt32(ai))
          rendSink.u32(UInt32(r.order))
          rendSink.u8(FormatCodes.code(s.idiom))
          rendSink.u8(UInt8(s.scale ?? 0))
          rendSink.u8(FormatCodes.code(s.width))
          rendSink.u8(FormatCodes.code(s.height))
          rendSink.u8(FormatCodes.code(s.style))
          rendSink.u8(FormatCodes.code(s.contrast))
          rendSink.u8(FormatCodes.code(s.gamut))
          rendSink.u8(FormatCodes.code(s.direction))
          rendSink.u16(UInt16(s.memory ?? 0))
          rendSink.u8(FormatCodes.code(s.graphics))
          rendSink.u8(FormatCodes.code(r.format))
          var presence: UInt32 = 0
          if r.pixelSize != nil { presence |= F.hasPixelSize }
          if r.vectorSize != nil { presence |= F.hasVectorSize }
          if r.alignmentInsets != nil { presence |= F.hasAlignmentInsets }
          if r.resizing != nil { presence |= F.hasResizing }
          if r.resizing?.centerSize != nil { presence |= F.hasCenterSize }
          if r.color != nil { presence |= F.hasColor }
          rendSink.u32(presence)
          rendSink.stringRef(strings.ref(s.subtype))
          rendSink.stringRef(strings.ref(s.locale))
          rendSink.stringRef(strings.ref(r.file))
          rendSink.stringRef(strings.ref(r.typeIdentifier))
          rendSink.stringRef(strings.ref(r.iconSize))
          Self.size(r.pixelSize, &rendSink)
          Self.size(r.vectorSize, &rendSink)
          Self.insets(r.alignmentInsets, &rendSink)
          rendSink.stringRef(strings.ref(r.resizing?.mode))
          rendSink.stringRef(strings.ref(r.resizing?.centerMode))
          Self.size(r.resizing?.centerSize, &rendSink)
          Self.insets(r.resizing?.capInsets, &rendSink)
          if let c = r.color {
            colorSink.stringRef(strings.ref(c.colorSpace))
            colorSink.stringRef(strings.ref(c.reference))
            colorSink.stringRef(strings.ref(c.platform))
            colorSink.u32(componentCount)
            colorSink.u32(UInt32(c.components.count))
            for comp in c.components {
              compSink.stringRef(strings.ref(comp.name))
              compSink.f64(comp.value)
              componentCount += 1
            }
            rendSink.u32(colorCount)
            colorCount += 1
          } else {
            rendSink.u32(F.none)
          }
          if let src = plan.sourceOfRendition[ai][ri] {
            rendSink.u32(UInt32(payloadOfSource[src]))
          } else {
            rendSink.u32(F.none)
          }
          rendSink.stringRef(strings.ref(r.iconRole))
          rendSink.stringRef(strings.ref(r.iconPlatform))
        }
      }

      // Name index: NFC keys sorted by bytes.
      var entries: [(key: [UInt8], ref: StringRef, asset: Int)] = plan.assets.enumerated().map {
        let k = Self.indexKey($1.name)
        return (Array(k.utf8), strings.ref(k), $0)
      }
      entries.sort { $0.key.lexicographicallyPrecedes($1.key) }
      var nameSink = ByteSink()
      for e in entries {
        nameSink.stringRef(e.ref)
        nameSink.u32(UInt32(e.asset))
        nameSink.u32(0)
      }

      var metaSink = ByteSink()
      for k in options.metadata.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
        metaSink.stringRef(strings.ref(k))
        metaSink.stringRef(strings.ref(options.metadata[k]))
      }

      var sectionBytes: [(SectionKind, [UInt8])] = [
        (.strings, strings.bytes), (.nameIndex, nameSink.bytes), (.assets, assetSink.bytes),
        (.renditions, rendSink.bytes), (.colors, colorSink.bytes), (.colorComponents, compSink.bytes),
        (.stringLists, listSink.bytes), (.payloadTable, []), (.metadata, metaSink.bytes),
      ]
      if let rules = options.appearanceRules {
        var r = ByteSink()
        r.u32(rules.encoding)
        r.u32(0)
        r.bytes.append(contentsOf: rules.bytes)
        sectionBytes.append((.appearanceRules, r.bytes))
      }

      // Offsets: header, table, metadata sections (8-aligned), data (16-aligned).
      let sectionCount = sectionBytes.count + 1
      var offset = F.headerSize + sectionCount * F.sectionEntrySize
      let payloadTableLength = payloads.count * F.payloadEntrySize
      var placed: [(SectionKind, Int, Int)] = []
      for (kind, bytes) in sectionBytes {
        offset = Self.align(offset, 8)
        let length = kind == .payloadTable ? payloadTableLength : bytes.count
        placed.append((kind, offset, length))
        offset += length
      }
      metadataEnd = offset
      dataOffset = Self.align(offset, F.payloadAlignment)
      var p = dataOffset
      for i in payloads.indices {
        payloads[i].offset = p
        p += Self.align(payloads[i].length, F.payloadAlignment)
      }
      fileLength = p

      var tableSink = ByteSink()
      for pl in payloads {
        tableSink.u64(UInt64(pl.offset))
        tableSink.u64(UInt64(pl.length))
        tableSink.u64(pl.hash)
      }
      for (i, (kind, bytes)) in sectionBytes.enumerated() {
        let b = kind == .payloadTable ? tableSink.bytes : bytes
        sections.append(Section(kind: kind, offset: placed[i].1, length: b.count, checksum: XXHash64.hash(b), bytes: b))
      }
      sections.append(Section(kind: .payloadData, offset: dataOffset, length: fileLength - dataOffset, checksum: 0, bytes: []))
    }

    static func align(_ v: Int, _ a: Int) -> Int { (v + a - 1) / a * a }

    /// The name index key: the name in Unicode NFC, so a lookup matches canonically equivalent
    /// spellings as `String ==` does.
    static func indexKey(_ name: String) -> String { CompiledCatalog.indexKey(name) }

    static func size(_ s: Size?, _ sink: inout ByteSink) {
      sink.f64(s?.width ?? 0)
      sink.f64(s?.height ?? 0)
    }
    static func insets(_ e: EdgeInsets?, _ sink: inout ByteSink) {
      sink.f64(e?.top ?? 0)
      sink.f64(e?.left ?? 0)
      sink.f64(e?.bottom ?? 0)
      sink.f64(e?.right ?? 0)
    }
  }

  /// Whether two payload sources hold the same bytes (read in chunks, never whole).
  static func sameBytes(_ a: PayloadSource, _ b: PayloadSource, chunk: Int) throws(CompiledCatalogWriteError) -> Bool {
    if a == b { return true }
    func reader(_ s: PayloadSource) throws(CompiledCatalogWriteError) -> (UnsafeMutableRawBufferPointer) throws(CompiledCatalogWriteError) -> Int {
      switch s {
      case .bytes(let bytes):
        var pos = 0
        return { (buf) throws(CompiledCatalogWriteError) -> Int in
          let n = min(buf.count, bytes.count - pos)
          if n == 0 { return 0 }
          bytes.withUnsafeBytes { buf.baseAddress!.copyMemory(from: $0.baseAddress! + pos, byteCount: n) }
          pos += n
          return n
        }
      case .file, .path:
        let path = s.filePath!
        let f: POSIXFile
        do { f = try POSIXFile.openForReading(path) } catch { throw .unreadableInput(path: path, reason: "\(error)") }
        return { (buf) throws(CompiledCatalogWriteError) -> Int in
          do { return try f.readFully(into: buf) } catch { throw CompiledCatalogWriteError.unreadableInput(path: path, reason: "\(error)") }
        }
      }
    }
    let ra = try reader(a), rb = try reader(b)
    let size = min(chunk, 1 << 16)
    let ba = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    let bb = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    defer {
      ba.deallocate()
      bb.deallocate()
    }
    while true {
      let na = try ra(ba), nb = try rb(bb)
      if na != nb { return false }
      if na == 0 { return true }
      if memcmp(ba.baseAddress!, bb.baseAddress!, na) != 0 { return false }
    }
  }
}
