import AssetCatBytes

/// An `Assets.car` opened for reading: the CAR header, metadata, key format, facets, appearance
/// names and every rendition's key and header (payloads are read on demand).
public struct CARFile: Sendable {
  /// One rendition: its key, where its block is, and its header and TLVs.
  public struct Entry: Hashable, Sendable {
    public var key: RenditionKey
    public var block: UInt32
    public var header: CSIHeader
    public var tlvs: [CSITLV]
    public func tlv(_ type: UInt32) -> CSITLV? { tlvs.first { $0.type == type } }
  }

  public let store: BOMStore
  public let header: CARHeader
  public let metadata: CARExtendedMetadata?
  public let keyFormat: CARKeyFormat
  /// Facet name → facet key, in tree order.
  public let facets: [(name: String, key: FacetKey)]
  /// Appearance id → name (`UIAppearanceDark`, …).
  public let appearances: [UInt16: String]
  /// Localization id → locale (`fr`, `es-419`, …), from LOCALIZATIONKEYS.
  public let localizations: [UInt16: String]
  public let renditions: [Entry]
  /// Rendition keys whose value is an empty block (a car with no images written this way was
  /// seen): nothing to read, so not renditions, and not damage either.
  public let emptyRenditionKeys: Int
  /// Rendition key → index in `renditions` (the first, when a corrupt car repeats a key).
  public let renditionIndex: [RenditionKey: Int]
  /// BOM variables this reader does not interpret (kept so `info` can list them).
  public var otherVariables: [String] {
    let known: Set = [
      "CARHEADER", "EXTENDED_METADATA", "KEYFORMAT", "KEYFORMATWORKAROUND", "FACETKEYS", "RENDITIONS", "APPEARANCEKEYS",
      "LOCALIZATIONKEYS", "BITMAPKEYS",
    ]
    return store.variables.variables.map(\.name).filter { !known.contains($0) }
  }

  /// The facets whose renditions were read, when the car was opened for some facets only
  /// (`nil`: every rendition was read).
  public let onlyFacets: Set<String>?

  /// Reads the car; with `onlyFacets`, the rendition headers of those facets only (every key is
  /// still read): one lookup in a 100 MB car need not parse its 9,000 other renditions.
  public init(storage: ByteStorage, onlyFacets: Set<String>? = nil) throws(CARError) {
    store = try BOMStore(storage: storage)
    self.onlyFacets = onlyFacets
    header = try Self.required(store, "CARHEADER", CARHeader.self)
    metadata = try Self.optional(store, "EXTENDED_METADATA", CARExtendedMetadata.self)
    var format = try Self.required(store, "KEYFORMAT", CARKeyFormat.self)
    if var w = try store.variable("KEYFORMATWORKAROUND") {
      w.endianness = .little
      try reading("KEYFORMATWORKAROUND") { () throws(ByteReadError) in try format.apply(workaround: &w) }
    }
    keyFormat = format
    let facets = try Self.facets(store)
    self.facets = facets
    appearances = try Self.names(store, "APPEARANCEKEYS", of: "appearance")
    localizations = try Self.names(store, "LOCALIZATIONKEYS", of: "localization")
    let wanted = onlyFacets.map { names in
      Set(facets.filter { names.contains($0.name) }.compactMap { $0.key.value(of: .identifier) })
    }
    (renditions, emptyRenditionKeys) = try Self.renditions(
      store, keyCount: format.attributes.count, identifiers: wanted, at: format.attributes.firstIndex(of: .identifier))
    renditionIndex = Dictionary(renditions.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// Maps the file at `path`.
  public init(path: String, onlyFacets: Set<String>? = nil) throws(CARError) {
    let storage: ByteStorage
    do { storage = try ByteStorage(mapping: path) } catch { throw CARError(at: 0, error.message) }
    try self.init(storage: storage, onlyFacets: onlyFacets)
  }

  static func required<R: ByteRecord>(_ store: BOMStore, _ name: String, _: R.Type) throws(CARError) -> R {
    guard let r = try optional(store, name, R.self) else { throw CARError(at: 0, "the car has no \(name) block") }
    return r
  }

  static func optional<R: ByteRecord>(_ store: BOMStore, _ name: String, _: R.Type) throws(CARError) -> R? {
    guard var r = try store.variable(name) else { return nil }
    r.endianness = .little
    return try r.car(name) { r throws(ByteReadError) in try r.record(R.self) }
  }

  /// Every key and value of the tree `name` as little-endian readers (none when it is absent).
  static func treeBlocks(_ store: BOMStore, _ name: String) throws(CARError) -> [(key: ByteReader, value: ByteReader)] {
    guard let tree = try store.tree(name) else { return [] }
    var out: [(key: ByteReader, value: ByteReader)] = []
    for e in try store.entries(of: tree) {
      out.append((try store.littleEndianBlock(e.key), try store.littleEndianBlock(e.value)))
    }
    return out
  }

  static func facets(_ store: BOMStore) throws(CARError) -> [(name: String, key: FacetKey)] {
    var out: [(name: String, key: FacetKey)] = []
    for (k, v) in try treeBlocks(store, "FACETKEYS") {
      let name = String(decoding: k.windowBytes, as: UTF8.self)
      out.append((name, try v.car("the facet '\(name)'") { r throws(ByteReadError) in try r.record(FacetKey.self) }))
    }
    return out
  }

  /// A tree of name → u16 id (APPEARANCEKEYS, LOCALIZATIONKEYS), as id → name.
  static func names(_ store: BOMStore, _ tree: String, of kind: String) throws(CARError) -> [UInt16: String] {
    var out: [UInt16: String] = [:]
    for (k, v) in try treeBlocks(store, tree) {
      let name = String(decoding: k.windowBytes, as: UTF8.self)
      out[try v.car("the \(kind) '\(name)'") { r throws(ByteReadError) in try r.u16() }] = name
    }
    return out
  }

  /// Every rendition (or those whose identifier, at key position `position`, is in
  /// `identifiers`), with its header and TLVs; and how many keys had an empty block.
  static func renditions(
    _ store: BOMStore, keyCount: Int, identifiers: Set<UInt16>?, at position: Int?
  ) throws(CARError) -> ([Entry], empty: Int) {
    guard let tree = try store.tree("RENDITIONS") else { throw CARError(at: 0, "the car has no RENDITIONS tree") }
    var out: [Entry] = []
    var empty = 0
    for e in try store.entries(of: tree) {
      let k = try store.littleEndianBlock(e.key)
      let key = try k.car("a rendition key") { r throws(ByteReadError) in try RenditionKey(from: &r, count: keyCount) }
      if let identifiers {
        guard let i = position, i < key.values.count, identifiers.contains(key.values[i]) else { continue }
      }
      let v = try store.littleEndianBlock(e.value)
      guard v.remaining > 0 else {
        empty += 1
        continue
      }
      let (header, tlvs) = try v.car("the rendition in block \(e.value)") { r throws(ByteReadError) in
        let h = try r.record(CSIHeader.self)
        var area = try r.take(Int(h.tlvLength))
        var tlvs: [CSITLV] = []
        while area.remaining >= 8 { tlvs.append(try area.record(CSITLV.self)) }
        return (h, tlvs)
      }
      out.append(Entry(key: key, block: e.value, header: header, tlvs: tlvs))
    }
    return (out, empty)
  }

  /// The whole rendition (with its payload) of `entry`.
  public func rendition(_ entry: Entry) throws(CARError) -> CSIRendition {
    let r = try store.littleEndianBlock(entry.block)
    return try r.car("the rendition '\(entry.header.name)'") { r throws(ByteReadError) in
      try r.record(CSIRendition.self)
    }
  }

  /// The value of `attribute` in `key`, or `nil` when the key format has no such attribute.
  public func value(_ attribute: RenditionAttribute, in key: RenditionKey) -> UInt16? {
    guard let i = keyFormat.attributes.firstIndex(of: attribute), i < key.values.count else { return nil }
    return key.values[i]
  }
}
