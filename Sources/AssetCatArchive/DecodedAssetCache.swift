import AssetCatCore
import Foundation

/// Assets already decoded from a compiled catalog, by asset index: a lookup decodes an asset's
/// records (and validates them) once, later lookups of the same asset reuse the value (with its
/// slots, ready for the resolver). One slot per asset, allocated on first use: a lookup is an array
/// read under an uncontended lock and one retain, no hashing and no copy of the asset.
///
/// It also keeps a hash table over the name index, built after the first 32 lookups by name
/// (opening stays O(sections + index), and a process that looks up a few names never builds it):
/// a name then costs one hash and usually one comparison, not a binary search.
///
/// `@unchecked Sendable`: every access to `values` and the table holds `lock`.
final class DecodedAssetCache: @unchecked Sendable {
  private let lock = NSLock()
  // Unchecked exclusivity: `lock` already serialises every access (no runtime check per read).
  @exclusivity(unchecked) private var values: [ResolvableAsset?] = []
  private let count: Int
  /// Name-index entry + 1 per slot (0: empty), by key hash; `tableState` says whether it is built.
  @exclusivity(unchecked) private var table: [Int32] = []
  @exclusivity(unchecked) private var tableState = TableState.notBuilt
  @exclusivity(unchecked) private var keys: [NameKey] = []
  /// Lookups by name answered by binary search before the hash table is built.
  @exclusivity(unchecked) private var lookupsBeforeTable = 32

  enum TableState { case notBuilt, built, unavailable }

  /// What `find` saw.
  enum Found {
    /// The name-index entry that matched, and its asset's cached value.
    case entry(Int, ResolvableAsset?)
    case none
    /// No table (the name index could not be read): use the binary search.
    case unavailable
  }

  init(count: Int) { self.count = count }

  func value(_ index: Int) -> ResolvableAsset? {
    lock.lock()
    defer { lock.unlock() }
    return index < values.count ? values[index] : nil
  }

  func store(_ asset: ResolvableAsset, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    if values.isEmpty { values = Array(repeating: nil, count: count) }
    if index < values.count { values[index] = asset }
  }

  func storeIfAbsent(_ asset: ResolvableAsset, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    if values.isEmpty { values = Array(repeating: nil, count: count) }
    if index < values.count && values[index] == nil { values[index] = asset }
  }

  /// A name-index key, checked when the table is built: its hash, where its bytes lie in the
  /// file, and its asset.
  struct NameKey {
    var hash: UInt64
    var start: Int
    var length: Int
    var asset: Int
  }

  /// Looks up the key `key` (hash `hash`) whose bytes are compared with the file's at `base`.
  /// `build` lists every name-index key (checked), or returns `nil` when the index cannot be read.
  func find(hash: UInt64, key: UnsafeRawBufferPointer, base: UnsafeRawPointer, build: () -> [NameKey]?) -> Found {
    lock.lock()
    defer { lock.unlock() }
    if tableState == .notBuilt {
      // The first lookups binary-search the index (O(log n) each): a process that asks once or
      // twice (a CLI `resolve`) never pays the O(n) table build.
      lookupsBeforeTable -= 1
      if lookupsBeforeTable > 0 { return .unavailable }
      buildTable(build())
    }
    guard tableState == .built else { return .unavailable }
    // Read through buffer pointers: no exclusivity check per probe.
    return table.withUnsafeBufferPointer { table in
      keys.withUnsafeBufferPointer { keys -> Found in
        let mask = table.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
          let e = Int(table[i])
          if e == 0 { return .none }
          let k = keys[e - 1]
          if k.hash == hash, k.length == key.count,
            key.isEmpty || memcmp(base + k.start, key.baseAddress!, k.length) == 0
          {
            return .entry(k.asset, k.asset < values.count ? values[k.asset] : nil)
          }
          i = (i + 1) & mask
        }
      }
    }
  }

  private func buildTable(_ built: [NameKey]?) {
    guard let built else {
      tableState = .unavailable
      return
    }
    var size = 16
    while size < built.count * 2 { size *= 2 }
    table = Array(repeating: 0, count: size)
    for (entry, k) in built.enumerated() {
      var i = Int(truncatingIfNeeded: k.hash) & (size - 1)
      while table[i] != 0 { i = (i + 1) & (size - 1) }
      table[i] = Int32(entry + 1)
    }
    keys = built
    tableState = .built
  }
}
