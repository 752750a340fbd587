import AssetCatArchive

/// A string table under construction (`STRS`, and `NKEY` for the name keys): every distinct UTF-8
/// byte sequence once, sorted by bytes (keyed by bytes, not `String`, so canonically equivalent
/// spellings stay distinct).
struct StringTableBuilder {
  private var pending = Set<[UInt8]>()
  private var offsets: [[UInt8]: StringRef] = [:]
  private(set) var bytes: [UInt8] = []

  mutating func add(_ s: String?) {
    guard let s else { return }
    pending.insert(Array(s.utf8))
  }

  /// Lays out the table; call once after every `add`.
  mutating func finish() throws(CompiledCatalogWriteError) {
    for s in pending.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      guard bytes.count + s.count <= Int(UInt32.max - 1) else {
        throw .unrepresentable("the string table exceeds 4 GiB")
      }
      offsets[s] = StringRef(offset: UInt32(bytes.count), length: UInt32(s.count))
      bytes.append(contentsOf: s)
    }
    pending = []
  }

  func ref(_ s: String?) -> StringRef {
    guard let s else { return .absent }
    return offsets[Array(s.utf8)]!  // every string was added before finish()
  }
}
