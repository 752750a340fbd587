import AssetCatBytes
import AssetCatCore
import Foundation

/// Lookups by name: the name index (checked at open) finds the asset; its records are read,
/// checked against the asset's checksum and decoded once, then served from the cache.
extension CompiledCatalog {
  /// The name index key of a name: its Unicode NFC form (ASCII names are their own key).
  public static func indexKey(_ name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
    return name.precomposedStringWithCanonicalMapping
  }

  /// The index of the asset named `name`: a binary search of the name index, no scan.
  public func assetIndex(named name: String) throws(CompiledCatalogError) -> Int? {
    var key = Self.indexKey(name)
    let result = key.withUTF8 { k in
      Result { () throws(CompiledCatalogError) -> Int? in try search(UnsafeRawBufferPointer(k)) }
    }
    return try result.get()
  }

  /// Binary search of the name index for the key bytes `k`.
  func search(_ k: UnsafeRawBufferPointer) throws(CompiledCatalogError) -> Int? {
    var lo = 0, hi = assetCount
    while lo < hi {
      let mid = (lo + hi) &>> 1
      let (entry, key) = try nameEntry(mid)
      let c = Self.compare(k, key)
      if c == 0 { return Int(entry.asset) }
      if c < 0 { hi = mid } else { lo = mid + 1 }
    }
    return nil
  }

  /// Name-index entry `i` and its key bytes; the asset index checked against the asset count.
  @inline(__always)
  func nameEntry(_ i: Int) throws(CompiledCatalogError) -> (NameIndexEntry, UnsafeRawBufferPointer) {
    let s = layout
    let e = try s.row(
      NameIndexEntry.self, i, of: s.nameIndex, what: "name index", from: s.nameIndex.start, code: .badNameIndex)
    let at = s.nameIndex.start + i * NameIndexEntry.byteSize
    guard Int(e.asset) < assetCount else {
      throw CompiledCatalogError(
        .badIndex, at: at + NameIndexEntry.assetOffset,
        "name index entry \(i) points at asset \(e.asset) of \(assetCount)")
    }
    guard let key = try s.stringBytes(e.key, at: at, in: s.nameKeys) else {
      throw CompiledCatalogError(.badNameIndex, at: at, "name index entry \(i) has no key")
    }
    return (e, key)
  }

  static func compare(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
    let n = min(a.count, b.count)
    if n > 0 {
      let c = memcmp(a.baseAddress!, b.baseAddress!, n)
      if c != 0 { return Int(c) }
    }
    return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
  }

  // MARK: - Throwing lookups

  /// The asset named `name`, `nil` when there is none; throws when its records are corrupt.
  public func loadAsset(named name: String) throws(CompiledCatalogError) -> Asset? {
    try loadResolvableAsset(named: name)?.asset
  }

  /// The asset named `name` with its slots, `nil` when there is none; throws when the records it
  /// reads are corrupt. From the cache after the first lookup (no allocation).
  public func loadResolvableAsset(named name: String) throws(CompiledCatalogError) -> ResolvableAsset? {
    var name = name
    let found = name.withUTF8 { k -> DecodedAssetCache.Found in
      var high: UInt8 = 0
      for b in k { high |= b }
      guard high < 0x80 else { return .unavailable }
      let key = UnsafeRawBufferPointer(k)
      return decoded.find(hash: ByteHash.hash64(key), key: key, base: file.base.baseAddress!, build: { nameKeys() })
    }
    switch found {
    case .none: return nil
    case .entry(_, let cached?): return cached
    case .entry(let a, nil): return try loadResolvable(at: a)
    case .unavailable:
      guard let i = try assetIndex(named: name) else { return nil }
      return try loadResolvable(at: i)
    }
  }

  /// Every asset name in asset order (sorted as `AssetCatalog` sorts them). Checks the asset
  /// records and the string table first (once).
  public func loadAssetNames() throws(CompiledCatalogError) -> [String] {
    let s = layout
    try namesChecked.run { () throws(CompiledCatalogError) in
      try s.checkChecksum(s.info(.assets), in: file)
      try s.checkChecksum(s.info(.strings), in: file)
    }
    var out: [String] = []
    out.reserveCapacity(assetCount)
    for i in 0..<assetCount {
      let a = try s.row(AssetRecord.self, i, of: s.assets, what: "asset", from: s.assets.start)
      out.append(try s.requiredString(a.name, at: s.assets.start + i * AssetRecord.byteSize, "asset \(i)'s name"))
    }
    return out
  }

  /// The asset at `index` (0..<assetCount, in name order) with all its renditions.
  public func loadAsset(at index: Int) throws(CompiledCatalogError) -> Asset {
    try loadResolvable(at: index).asset
  }

  /// The asset at `index` with its slots: read, checked and decoded once, then from the cache.
  public func loadResolvable(at index: Int) throws(CompiledCatalogError) -> ResolvableAsset {
    if let cached = decoded.value(index) { return cached }
    let asset = ResolvableAsset(try decodeAsset(at: index))
    decoded.store(asset, at: index)
    return asset
  }

  // MARK: - AssetLookup (non-throwing: a corrupt record reads as no asset)

  public var assetNames: [String] { (try? loadAssetNames()) ?? [] }
  public func asset(named name: String) -> Asset? { try? loadAsset(named: name) }
  public func resolvableAsset(named name: String) -> ResolvableAsset? { try? loadResolvableAsset(named: name) }

  // MARK: - The name hash table's callbacks

  /// Every name-index key with its hash, in entry order, or `nil` when an entry cannot be read.
  func nameKeys() -> [DecodedAssetCache.NameKey]? {
    var out: [DecodedAssetCache.NameKey] = []
    out.reserveCapacity(assetCount)
    let base = file.base.baseAddress!
    for i in 0..<assetCount {
      guard let (entry, key) = try? nameEntry(i) else { return nil }
      let start = key.baseAddress.map { base.distance(to: $0) } ?? 0
      out.append(.init(hash: ByteHash.hash64(key), start: start, length: key.count, asset: Int(entry.asset)))
    }
    return out
  }
}
