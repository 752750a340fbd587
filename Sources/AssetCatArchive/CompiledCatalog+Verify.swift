import AssetCatCore

extension CompiledCatalog {
  /// Checks every section checksum, every record and every payload: O(file size). Throws the
  /// first problem found (SPEC §5 `assetcat verify`).
  ///
  /// - Parameter payloads: `false` skips the data section's and each payload's checksum (the
  ///   bytes of images), keeping every other check: O(records), for commands that only look up.
  public func verify(payloads: Bool = true) throws(CompiledCatalogError) {
    typealias F = CompiledCatalogFormat
    for s in sections where payloads || s.kind != .payloadData {
      let sum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: region.buffer[s.offset..<(s.offset + s.length)]))
      guard sum == s.checksum else {
        throw .checksum(
          "section '\(s.kind)' (bytes \(s.offset)..<\(s.offset + s.length))", at: s.entryOffset + 24, declared: s.checksum,
          computed: sum, code: .sectionChecksumMismatch)
      }
    }

    // Bytes outside every section (alignment padding) are not covered by a checksum: they must be zero.
    var gapStart = F.headerSize + sections.count * F.sectionEntrySize
    for s in sections.sorted(by: { $0.offset < $1.offset }) + [SectionInfo(kind: .init(rawValue: 0), offset: region.count, length: 0, checksum: 0, entryOffset: 0)] {
      for o in gapStart..<max(gapStart, s.offset) where region.buffer[o] != 0 {
        throw CompiledCatalogError(.sectionOutOfBounds, at: o, "padding byte at \(o), outside every section, is not zero")
      }
      gapStart = max(gapStart, s.offset + s.length)
    }

    // Reserved fields and the fields of absent values are zero (a verified file is canonical).
    try requireZero(40..<56, "reserved header bytes")
    for s in sections { try requireZero((s.entryOffset + 4)..<(s.entryOffset + 8), "a reserved section table field") }
    for i in 0..<assetCount {
      let a = assetsSection.offset + i * F.assetRecordSize
      try requireZero((a + 18)..<(a + 20), "a reserved asset field")
      try requireZero((a + 28)..<(a + 32), "a reserved asset field")
      try requireZero((nameIndex.offset + i * F.nameEntrySize + 12)..<(nameIndex.offset + i * F.nameEntrySize + 16), "a reserved name index field")
    }
    for i in 0..<renditionCount {
      let r = renditionsSection.offset + i * F.renditionRecordSize
      let presence = le(UInt32.self, r + 20)
      if presence & F.hasPixelSize == 0 { try requireZero((r + 64)..<(r + 80), "the pixel size of a rendition without one") }
      if presence & F.hasVectorSize == 0 { try requireZero((r + 80)..<(r + 96), "the vector size of a rendition without one") }
      if presence & F.hasAlignmentInsets == 0 { try requireZero((r + 96)..<(r + 128), "the insets of a rendition without them") }
      if presence & F.hasResizing == 0 {
        guard le(UInt32.self, r + 128) == F.none, le(UInt32.self, r + 136) == F.none else {
          throw CompiledCatalogError(.badValue, at: r + 128, "resizing strings in a rendition without resizing")
        }
        try requireZero((r + 160)..<(r + 192), "the cap insets of a rendition without resizing")
      }
      if presence & F.hasCenterSize == 0 { try requireZero((r + 144)..<(r + 160), "the center size of a rendition without one") }
    }

    // Name index: strictly sorted keys, each the NFC form of its asset's name, each asset once.
    var seen = [Bool](repeating: false, count: assetCount)
    var previous: UnsafeRawBufferPointer? = nil
    for i in 0..<assetCount {
      let e = nameIndex.offset + i * F.nameEntrySize
      guard let key = try stringBytes(at: e) else { throw CompiledCatalogError(.badNameIndex, at: e, "name index entry \(i) has no name") }
      if let previous, Self.compare(previous, key) >= 0 {
        throw CompiledCatalogError(.badNameIndex, at: e, "name index entry \(i) is not after entry \(i - 1)")
      }
      previous = key
      let a = Int(le(UInt32.self, e + 8))
      guard a < assetCount, !seen[a] else {
        throw CompiledCatalogError(.badNameIndex, at: e + 8, "name index entry \(i) points at asset \(a), out of range or already indexed")
      }
      seen[a] = true
      let name = try requiredString(at: assetsSection.offset + a * F.assetRecordSize, "asset \(a)'s name")
      guard Self.indexKey(name).utf8.elementsEqual(key) else {
        throw CompiledCatalogError(.badNameIndex, at: e, "name index entry \(i) does not match asset \(a)'s name '\(name)'")
      }
    }

    // Assets and renditions: decodable, contiguous, in order, covering every rendition record.
    var next = 0
    var referenced = [Bool](repeating: false, count: payloadCount)
    for i in 0..<assetCount {
      let a = assetsSection.offset + i * F.assetRecordSize
      let (first, count) = try renditionRange(ofAssetRecord: a)
      guard first == next else {
        throw CompiledCatalogError(.badRenditionRange, at: a + 20, "asset \(i)'s renditions start at \(first), expected \(next)")
      }
      next += count
      let asset = try decodeAsset(at: i)  // from the bytes, not the cache
      decoded.storeIfAbsent(ResolvableAsset(asset), at: i)  // checked: later lookups reuse it
      guard Self.isSafeRelativePath(asset.path) else {
        throw CompiledCatalogError(.badValue, at: a + 8, "asset path '\(asset.path)' is not a relative path inside the catalog")
      }
      for (j, r) in asset.renditions.enumerated() {
        let ro = renditionsSection.offset + (first + j) * F.renditionRecordSize
        if let file = r.file, !Self.isSafeRelativePath(file) {
          throw CompiledCatalogError(.badValue, at: ro + 40, "file '\(file)' is not a relative path inside the catalog")
        }
        let p = le(UInt32.self, ro + 196)
        if p != F.none { referenced[Int(p)] = true }  // range checked by loadRendition
      }
    }
    guard next == renditionCount else {
      throw CompiledCatalogError(.badRenditionRange, at: renditionsSection.entryOffset + 16, "assets cover \(next) of \(renditionCount) renditions")
    }
    for c in 0..<colorCount {
      _ = try loadColor(c, from: colorsSection.offset + c * F.colorRecordSize)
    }

    // Payloads: inside the data section, aligned, in order, checksums right, each referenced.
    var previousEnd = data.offset
    for p in 0..<payloadCount {
      let (range, declared, entry) = try payloadRange(p, from: payloadTable.offset + p * F.payloadEntrySize)
      guard range.lowerBound % F.payloadAlignment == 0, range.lowerBound >= previousEnd else {
        throw CompiledCatalogError(.badPayload, at: entry, "payload \(p) at \(range.lowerBound) is misaligned or overlaps the previous one")
      }
      previousEnd = range.upperBound
      guard referenced[p] else { throw CompiledCatalogError(.badPayload, at: entry, "payload \(p) is not used by any rendition") }
      if !payloads { continue }
      let sum = XXHash64.hash(UnsafeRawBufferPointer(rebasing: region.buffer[range]))
      guard sum == declared else {
        throw .checksum("payload \(p)", at: entry + 16, declared: declared, computed: sum, code: .badPayload)
      }
    }
    _ = try metadata()
  }

  private func requireZero(_ range: Range<Int>, _ what: String) throws(CompiledCatalogError) {
    for o in range where region.buffer[o] != 0 {  // callers pass ranges inside checked records
      throw CompiledCatalogError(.badValue, at: o, "\(what) at \(range.lowerBound) is not zero")
    }
  }

  /// A path that stays inside the folder it is joined to: relative, no `.`/`..`/empty components,
  /// no NUL (extract writes these paths, so a hostile file must not name `../../x`).
  public static func isSafeRelativePath(_ path: String) -> Bool {
    // ASCII (the usual case): one pass over the bytes, no substrings.
    var path = path
    if let ascii = path.withUTF8({ isSafeRelativeASCIIPath(UnsafeRawBufferPointer($0)) }) { return ascii }
    return isSafeRelativeUnicodePath(path)
  }

  /// `isSafeRelativePath` for an ASCII path (`nil` when the path is not ASCII).
  static func isSafeRelativeASCIIPath(_ b: UnsafeRawBufferPointer) -> Bool? {
    var high: UInt8 = 0
    for c in b { high |= c }
    if high >= 0x80 { return nil }
    guard !b.isEmpty, b[0] != UInt8(ascii: "/") else { return false }
    var start = 0
    for i in 0...b.count {
      if i == b.count || b[i] == UInt8(ascii: "/") {
        let len = i - start
        if len == 0 { return false }
        if len <= 2 && b[start] == UInt8(ascii: ".") && (len == 1 || b[start + 1] == UInt8(ascii: ".")) { return false }
        start = i + 1
      } else if b[i] == 0 {
        return false
      }
    }
    return true
  }

  static func isSafeRelativeUnicodePath(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
    for c in path.split(separator: "/", omittingEmptySubsequences: false) where c.isEmpty || c == "." || c == ".." {
      return false
    }
    return true
  }
}
