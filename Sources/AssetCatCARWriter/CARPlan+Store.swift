import AssetCatBytes
import AssetCatCAR
import AssetCatCore

extension CARPlan {
  /// Lays the encoded renditions (their CSI records, in `work` order) out as a BOM store:
  /// CARHEADER, EXTENDED_METADATA, KEYFORMAT, APPEARANCEKEYS, FACETKEYS, RENDITIONS (keys
  /// byte-sorted, as in Apple's cars) and, with localized slots, LOCALIZATIONKEYS.
  func store(_ encoded: [Result<BOMStoreBuilder.Block, any Error>]) throws -> (BOMStoreBuilder, CARWriter.Summary) {
    guard facets.count < 0xFFFF else { throw CARWriter.WriteError(description: "more than 65,534 assets") }
    var summary = CARWriter.Summary()
    summary.skipped = skipped
    let format = keyFormat
    var rows: [(key: [UInt8], value: BOMStoreBuilder.Block)] = []
    var seen: Set<[UInt8]> = []
    var written: Set<String> = []
    for (w, result) in zip(work, encoded) {
      let record: BOMStoreBuilder.Block
      switch result {
      case .success(let r):
        record = r
        if let file = w.decodedFile { summary.decodedFiles.insert(file) }
      case .failure(let e):
        summary.skipped.append("\(w.facet): \(e)")
        summary.unusable.append(.init(asset: w.facet, file: w.filePath, reason: "\(e)"))
        continue
      }
      let key = renditionKey(w, format: format)
      guard seen.insert(key).inserted else {
        summary.skipped.append("\(w.facet): \(w.rendition.file ?? "an entry") has the same car key as an earlier entry")
        continue
      }
      rows.append((key, record))
      written.insert(w.facet)
    }
    rows.sort { $0.key.lexicographicallyPrecedes($1.key) }
    var b = BOMStoreBuilder()
    try addHeader(&b, renditions: rows.count, format: format)
    b.addTree("APPEARANCEKEYS", .init(entries: appearanceRows(used: Set(work.compactMap { $0.values[.appearance] }))))
    let facetRows = try written.map { name in
      (
        key: Array(name.utf8),
        value: try CARRenditionEncoder.record(
          FacetKey(attributes: [
            .init(.element, Self.element), .init(.part, facets[name] ?? Self.imagePart), .init(.identifier, identifiers[name] ?? 0),
          ]))
      )
    }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    b.addTree("FACETKEYS", .init(entries: facetRows))
    b.addTree("RENDITIONS", .init(blocks: rows, keyLength: UInt32(format.attributes.count * 2)))
    if !locales.isEmpty {
      let localeRows = locales.map { (key: Array($0.key.utf8), value: le16($0.value)) }
        .sorted { $0.key.lexicographicallyPrecedes($1.key) }
      b.addTree("LOCALIZATIONKEYS", .init(entries: localeRows))
    }
    summary.facets = facetRows.count
    summary.renditions = rows.count
    summary.skipped.sort()
    summary.unusable.sort { ($0.asset, $0.file ?? "", $0.reason) < ($1.asset, $1.file ?? "", $1.reason) }
    summary.notes = Self.symbolSetNote(written.intersection(work.lazy.filter { $0.kind == .symbol }.map(\.facet))).map { [$0] } ?? []
    return (b, summary)
  }

  var keyFormat: CARKeyFormat { CARKeyBuilder.keyFormat(for: Set(work.flatMap { $0.values.keys })) }

  /// The RENDITIONS key of `w`: its trait values with the facet's identifier, element and part.
  func renditionKey(_ w: Work, format: CARKeyFormat) -> [UInt8] {
    var values = w.values
    values[.identifier] = identifiers[w.facet]
    values[.element] = Self.element
    values[.part] = w.part
    return RenditionKey(values: format.attributes.map { values[$0] ?? 0 }).bytes
  }

  func addHeader(_ b: inout BOMStoreBuilder, renditions: Int, format: CARKeyFormat) throws {
    let header = CARHeader(
      coreUIVersion: 918, storageVersion: 17, renditionCount: UInt32(renditions),
      mainVersion: "@(#)PROGRAM:assetcat  PROJECT:assetcat", versionString: options.authoringTool,
      schemaVersion: 2, colorSpaceID: 1, keySemantics: profile.keySemantics)
    b.addVariable("CARHEADER", bytes: try CARRenditionEncoder.record(header))
    let meta = CARExtendedMetadata(
      deploymentPlatformVersion: options.minimumDeploymentTarget, deploymentPlatform: profile.metadataPlatform,
      authoringTool: options.authoringTool)
    b.addVariable("EXTENDED_METADATA", bytes: try CARRenditionEncoder.record(meta))
    b.addVariable("KEYFORMAT", bytes: try CARRenditionEncoder.record(format))
  }

  /// The *any* appearance and every appearance a rendition uses, byte-sorted by name.
  func appearanceRows(used: Set<UInt16>) -> [(key: [UInt8], value: [UInt8])] {
    keys.appearanceIDs.filter { $0.value == 0 || used.contains($0.value) }
      .map { (key: Array($0.key.utf8), value: le16($0.value)) }
      .sorted { $0.key.lexicographicallyPrecedes($1.key) }
  }

  func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
}
