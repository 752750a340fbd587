import AssetCatArchive
import AssetCatBytes
import AssetCatCore

/// Every byte of a compiled catalog except the payloads, and where each payload goes.
///
/// Sections are serialized record by record (the record types own the offsets), placed after the
/// header and section table (8-aligned; `DATA` 16-aligned, last), then each asset's checksum is
/// computed over the placed bytes with the reader's own `AssetRecordGroup`, and each section's.
struct CatalogLayout {
  struct Payload {
    var sourceIndex: Int
    var hash: UInt64
    var length: Int
    var offset: Int
  }

  var payloads: [Payload] = []
  /// The file's first `dataOffset` bytes; header and section table are zero until `head`.
  var prefix: [UInt8] = []
  /// The section table; `DATA`'s checksum is known only after the payloads are copied.
  var table: [SectionTableEntry] = []
  var dataOffset = 0
  var fileLength = 0

  init(plan: CatalogPlan, hashes: [CompiledCatalogWriter.Hashed], options: CompiledCatalogWriter.Options)
    throws(CompiledCatalogWriteError)
  {
    let payloadOfSource = try deduplicate(plan: plan, hashes: hashes, chunk: options.chunkSize)
    var strings = StringTableBuilder()
    RecordTables.addStrings(of: plan.assets, to: &strings)
    for (k, v) in options.metadata {
      strings.add(k)
      strings.add(v)
    }
    for (path, text) in options.sourceContents {
      strings.add(path)
      strings.add(text)
    }
    try strings.finish()
    var records = RecordTables()
    for (i, a) in plan.assets.enumerated() {
      try records.add(a, index: i, strings: strings) { j in plan.sourceOfRendition[i][j].map { payloadOfSource[$0] } }
    }
    let (names, keys) = try Self.nameIndex(plan.assets)
    var sections: [(SectionKind, [UInt8])] = [
      (.strings, strings.bytes), (.nameKeys, keys), (.nameIndex, names), (.assets, records.assets.take()),
      (.renditions, records.renditions.take()), (.colors, records.colors.take()),
      (.colorComponents, records.components.take()), (.stringLists, records.tags.take()),
      (.payloadTable, []), (.metadata, Self.metadata(options.metadata, strings)),
    ]
    if let rules = options.appearanceRules {
      var w = ByteWriter(endianness: .little)
      AppearanceRulesHeader(encoding: rules.encoding).write(to: &w)
      w.write(bytes: rules.bytes)
      sections.append((.appearanceRules, w.take()))
    }
    if !options.sourceContents.isEmpty {
      sections.append((.sourceContents, Self.sourceContents(options.sourceContents, strings)))
    }
    try place(sections)
  }

  /// Distinct payloads by content (same length and hash, confirmed byte by byte): fills
  /// `payloads` and returns each source's payload index.
  private mutating func deduplicate(plan: CatalogPlan, hashes: [CompiledCatalogWriter.Hashed], chunk: Int)
    throws(CompiledCatalogWriteError) -> [Int]
  {
    var payloadOfSource = [Int](repeating: -1, count: plan.sources.count)
    var byKey: [CompiledCatalogWriter.Hashed: [Int]] = [:]  // key -> payload indices with that key
    for (s, h) in hashes.enumerated() {
      var found: Int? = nil
      for p in byKey[h] ?? []
      where try PayloadFiles.sameBytes(plan.sources[payloads[p].sourceIndex], plan.sources[s], chunk: chunk) {
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
    return payloadOfSource
  }

  /// `NAME` and `NKEY`: NFC keys sorted by bytes, laid out back to back.
  static func nameIndex(_ assets: [Asset]) throws(CompiledCatalogWriteError) -> (entries: [UInt8], keys: [UInt8]) {
    var keyed = assets.enumerated().map { (key: Array(CompiledCatalog.indexKey($1.name).utf8), asset: $0) }
    keyed.sort { $0.key.lexicographicallyPrecedes($1.key) }
    var entries = ByteWriter(endianness: .little), keys: [UInt8] = []
    for k in keyed {
      guard keys.count + k.key.count < Int(UInt32.max) else { throw .unrepresentable("the name keys exceed 4 GiB") }
      NameIndexEntry(key: StringRef(offset: UInt32(keys.count), length: UInt32(k.key.count)), asset: UInt32(k.asset))
        .write(to: &entries)
      keys += k.key
    }
    return (entries.take(), keys)
  }

  static func metadata(_ pairs: [String: String], _ strings: StringTableBuilder) -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    for k in pairs.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      MetadataEntry(key: strings.ref(k), value: strings.ref(pairs[k])).write(to: &w)
    }
    return w.take()
  }

  /// `CJSN`: one `SourceContentsEntry` per file, sorted by path bytes.
  static func sourceContents(_ files: [String: String], _ strings: StringTableBuilder) -> [UInt8] {
    var w = ByteWriter(endianness: .little)
    for path in files.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
      SourceContentsEntry(path: strings.ref(path), contents: strings.ref(files[path])).write(to: &w)
    }
    return w.take()
  }

  static func align(_ v: Int, _ a: Int) -> Int { (v + a - 1) / a * a }
}
