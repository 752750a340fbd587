import AssetCatBytes
import AssetCatCore

extension CompiledCatalog {
  /// Checks every section checksum, every record, every asset checksum and every payload:
  /// O(file size). Throws the first problem found (SPEC §5 `assetcat verify`).
  ///
  /// - Parameter payloads: `false` skips the data section's and each payload's checksum (the
  ///   bytes of images), keeping every other check: O(records).
  public func verify(payloads: Bool = true) throws(CompiledCatalogError) {
    for s in sections where payloads || s.kind != .payloadData {
      try layout.checkChecksum(s, in: file)
    }
    try verifyPadding()
    try verifyNameIndex()
    let referenced = try verifyAssets()
    for c in 0..<layout.colorCount {
      _ = try AssetRecordGroup.color(c, from: layout.colors.start + c * ColorRecord.byteSize, in: layout)
    }
    try verifyPayloads(referenced: referenced, checksums: payloads)
    _ = try metadata()
    _ = try checkedAppearanceRules()
    _ = try sourceContents()
  }

  /// Bytes outside every section (alignment padding) and the header's reserved bytes are not
  /// covered by a section checksum: they must be zero.
  private func verifyPadding() throws(CompiledCatalogError) {
    let buffer = region.buffer
    for o in CatalogHeader.reservedOffset..<CatalogHeader.checksumOffset where buffer[o] != 0 {
      throw CompiledCatalogError(
        .badValue, at: o, "reserved header bytes at \(CatalogHeader.reservedOffset) are not zero")
    }
    var gapStart = CatalogHeader.byteSize + sections.count * SectionTableEntry.byteSize
    let ends =
      sections.sorted { $0.offset < $1.offset }.map { ($0.offset, $0.offset + $0.length) } + [
        (region.count, region.count)
      ]
    for (start, end) in ends {
      for o in gapStart..<max(gapStart, start) where buffer[o] != 0 {
        throw CompiledCatalogError(
          .sectionOutOfBounds, at: o, "padding byte at \(o), outside every section, is not zero")
      }
      gapStart = max(gapStart, end)
    }
  }

  /// Strictly sorted keys laid out back to back in `NKEY`, each the NFC form of its asset's name,
  /// each asset indexed once.
  private func verifyNameIndex() throws(CompiledCatalogError) {
    var seen = [Bool](repeating: false, count: assetCount)
    var previous: UnsafeRawBufferPointer? = nil
    var keyEnd = 0
    for i in 0..<assetCount {
      let at = layout.nameIndex.start + i * NameIndexEntry.byteSize
      let (entry, key) = try nameEntry(i)
      if let previous, Self.compare(previous, key) >= 0 {
        throw CompiledCatalogError(.badNameIndex, at: at, "name index entry \(i) is not after entry \(i - 1)")
      }
      guard Int(entry.key.offset) == keyEnd else {
        throw CompiledCatalogError(
          .badNameIndex, at: at, "name index entry \(i)'s key does not follow the previous key in 'NKEY'")
      }
      previous = key
      keyEnd += key.count
      let a = Int(entry.asset)
      guard !seen[a] else {
        throw CompiledCatalogError(
          .badNameIndex, at: at + NameIndexEntry.assetOffset,
          "name index entry \(i) points at asset \(a), already indexed")
      }
      seen[a] = true
      let name = try loadAsset(at: a).name
      guard Self.indexKey(name).utf8.elementsEqual(key) else {
        throw CompiledCatalogError(
          .badNameIndex, at: at, "name index entry \(i) does not match asset \(a)'s name '\(name)'")
      }
    }
    guard keyEnd == layout.nameKeys.count else {
      throw CompiledCatalogError(
        .badNameIndex, at: layout.info(.nameKeys).entryOffset + SectionTableEntry.lengthOffset,
        "'NKEY' holds \(layout.nameKeys.count) bytes, the keys \(keyEnd)")
    }
  }

  /// Assets: decodable and matching their checksums, safe paths, rendition and tag ranges that
  /// partition `REND` and `SLST` in order. Returns which payloads are used.
  private func verifyAssets() throws(CompiledCatalogError) -> [Bool] {
    var nextRendition = 0, nextTag = 0
    var referenced = [Bool](repeating: false, count: payloadCount)
    for i in 0..<assetCount {
      let group = try AssetRecordGroup.load(i, in: layout)
      let at = group.recordOffset
      guard Int(group.record.firstRendition) == nextRendition, Int(group.record.firstTag) == nextTag else {
        throw CompiledCatalogError(
          .badRenditionRange, at: at + AssetRecord.renditionsOffset,
          "asset \(i)'s renditions or tags do not start where the previous asset's end (\(nextRendition), \(nextTag))")
      }
      nextRendition += group.renditions.count
      nextTag += group.tags.count
      let asset = try decodeAsset(at: i)  // from the bytes, not the cache: checks the checksum
      decoded.storeIfAbsent(ResolvableAsset(asset), at: i)  // checked: later lookups reuse it
      guard Self.isSafeRelativePath(asset.path) else {
        throw CompiledCatalogError(
          .badValue, at: at + AssetRecord.pathOffset,
          "asset path '\(asset.path)' is not a relative path inside the catalog")
      }
      for (j, r) in asset.renditions.enumerated() {
        if let file = r.file, !Self.isSafeRelativePath(file) {
          let ro = layout.renditions.start + (nextRendition - asset.renditions.count + j) * RenditionRecord.byteSize
          throw CompiledCatalogError(
            .badValue, at: ro + RenditionRecord.fileOffset, "file '\(file)' is not a relative path inside the catalog")
        }
        if let p = group.renditions[j].payload { referenced[Int(p)] = true }  // range checked by load
      }
    }
    guard nextRendition == renditionCount, nextTag == layout.stringListCount else {
      throw CompiledCatalogError(
        .badRenditionRange, at: layout.info(.renditions).entryOffset + SectionTableEntry.lengthOffset,
        "assets cover \(nextRendition) of \(renditionCount) renditions and \(nextTag) of \(layout.stringListCount) tags"
      )
    }
    return referenced
  }

  /// Payloads: inside the data section, aligned, in order, each used; checksums when asked.
  private func verifyPayloads(referenced: [Bool], checksums: Bool) throws(CompiledCatalogError) {
    var previousEnd = layout.data.start
    for p in 0..<payloadCount {
      let (range, _, e) = try payloadEntry(p, from: layout.payloadTable.start + p * PayloadEntry.byteSize)
      guard range.lowerBound % CompiledCatalogFormat.payloadAlignment == 0, range.lowerBound >= previousEnd else {
        throw CompiledCatalogError(
          .badPayload, at: e, "payload \(p) at \(range.lowerBound) is misaligned or overlaps the previous one")
      }
      previousEnd = range.upperBound
      guard referenced[p] else {
        throw CompiledCatalogError(.badPayload, at: e, "payload \(p) is not used by any rendition")
      }
      if checksums { _ = try checkedPayload(p, from: e) }
    }
  }

  /// A path that stays inside the folder it is joined to (the project's path policy,
  /// `RelativePath`, on the bytes the OS sees): relative, no empty/`.`/`..` component, no NUL
  /// (extract writes these paths, so a hostile file must not name `../../x`).
  public static func isSafeRelativePath(_ path: String) -> Bool { RelativePath.isSafe(path) }
}
