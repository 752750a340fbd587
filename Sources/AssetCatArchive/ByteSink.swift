/// A little-endian byte builder for the metadata sections (the writer's side of the format).
struct ByteSink {
  var bytes: [UInt8] = []

  mutating func u8(_ v: UInt8) { bytes.append(v) }
  mutating func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
  mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
  mutating func u64(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
  mutating func f64(_ v: Double) { u64(v.bitPattern) }
  mutating func zeros(_ n: Int) { bytes.append(contentsOf: repeatElement(0, count: n)) }
  mutating func pad(to alignment: Int) {
    let r = bytes.count % alignment
    if r != 0 { zeros(alignment - r) }
  }
  mutating func stringRef(_ ref: StringRef) {
    u32(ref.offset)
    u32(ref.length)
  }

  /// Overwrites 8 bytes at `offset` (for header fields filled in last).
  mutating func setU64(_ v: UInt64, at offset: Int) {
    withUnsafeBytes(of: v.littleEndian) { src in
      for i in 0..<8 { bytes[offset + i] = src[i] }
    }
  }
}

/// A reference into the string table: byte offset and length; `none` is an absent string.
struct StringRef: Hashable {
  var offset: UInt32
  var length: UInt32
  static let none = StringRef(offset: CompiledCatalogFormat.none, length: 0)
}

/// The string table under construction: every distinct UTF-8 byte sequence once, sorted by bytes
/// (keyed by bytes, not `String`, so canonically equivalent spellings stay distinct).
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
    guard let s else { return .none }
    return offsets[Array(s.utf8)]!  // every string was added before finish()
  }
}
