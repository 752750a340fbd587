import AssetCatCore
import AssetCatSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `resolve --batch`'s fast path for the common line `{"name": "…", "traits": {…}}`: a byte-level
/// scan of the line, the traits object's text → (completed traits, `request` JSON) and the name →
/// (asset and slots, answer prefix, `match` JSON per rendition) cached, so an answer is a resolver
/// run and a few copies of ready bytes. Anything else (other keys, escapes, non-ASCII, errors, a
/// missing asset, `--explain`) is left to the general path, which answers it exactly as before;
/// the bytes written here are the ones the general path would write (tests compare them).
struct BatchFastPath {
  let runner: ResolveRunner
  let base: TraitCollection

  /// A cached asset: its slots, `{"name":…,"kind":…,"request":` and where its renditions'
  /// `,"match":{…}}` answers start in `matches`.
  struct NameEntry {
    let resolvable: ResolvableAsset
    let prefix: [UInt8]
    let matchBase: Int
  }

  struct TraitsEntry {
    var traits: TraitCollection
    var requestJSON: [UInt8]
  }

  static let unknown: Int32 = -2
  static let noMatch: Int32 = -1
  /// The resolver's answers are cached for this many distinct traits texts per asset.
  static let maxCachedChoices = 64
  /// Distinct traits texts kept at most, and the longest text kept (a hostile stream cannot grow
  /// the cache without bound; other texts are parsed per line).
  static let maxTraitsEntries = 4096
  static let maxCachedTraitsText = 512

  // Flat storage indexed by small integers (no per-entry objects, no exclusivity checks).
  private var nameIndex = ByteKeyTable<Int32>()
  private var nameEntries: [NameEntry] = []
  /// `,"match":{…}}\n` per (asset entry, rendition), built on first use.
  private var matches: [[UInt8]?] = []
  /// The resolver's answer (`unknown`, `noMatch` or a rendition index) per asset entry × traits id.
  private var choices: [Int32] = []
  private var traitsIndex = ByteKeyTable<Int32>()
  private var traitsEntries: [TraitsEntry] = []

  init(runner: ResolveRunner, base: TraitCollection) {
    self.runner = runner
    self.base = base
  }

  static let matchNull = Array(#","match":null}"#.utf8) + [0x0A]

  /// Appends the answer to `line` (already trimmed) to `out` and returns whether it matched, or
  /// returns `nil` (and appends nothing) when the general path must answer.
  mutating func answer(_ line: UnsafeRawBufferPointer, into out: inout [UInt8]) -> Bool? {
    guard let (nameRange, traitsRange) = Self.scan(line) else { return nil }
    let nameBytes = UnsafeRawBufferPointer(rebasing: line[nameRange])
    let traitsBytes = traitsRange.map { UnsafeRawBufferPointer(rebasing: line[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0)

    let traitsID: Int
    var uncached: TraitsEntry? = nil
    if let id = traitsIndex.value(for: traitsBytes) {
      traitsID = Int(id)
    } else {
      guard let made = makeTraits(traitsRange == nil ? nil : traitsBytes) else { return nil }
      if traitsEntries.count < Self.maxTraitsEntries && traitsBytes.count <= Self.maxCachedTraitsText {
        traitsID = traitsEntries.count
        traitsEntries.append(made)
        traitsIndex.insert(Int32(traitsID), for: traitsBytes)
      } else {
        traitsID = Int.max
        uncached = made
      }
    }
    let nameID: Int
    if let id = nameIndex.value(for: nameBytes) {
      nameID = Int(id)
    } else {
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard let r = runner.catalog.lookup.resolvableAsset(named: name) else { return nil }
      var prefix = JSONOutput.object([("name", .string(name)), ("kind", .string(r.asset.kind.rawValue))]).serializedBytes()
      prefix.removeLast()  // the closing brace
      prefix.append(contentsOf: #","request":"#.utf8)
      nameID = nameEntries.count
      nameEntries.append(NameEntry(resolvable: r, prefix: prefix, matchBase: matches.count))
      matches.append(contentsOf: repeatElement(nil, count: r.asset.renditions.count))
      choices.append(contentsOf: repeatElement(Self.unknown, count: Self.maxCachedChoices))
      nameIndex.insert(Int32(nameID), for: nameBytes)
    }
    let entry = nameEntries[nameID]
    out.append(contentsOf: entry.prefix)
    let choice: Int32
    if let t = uncached {
      out.append(contentsOf: t.requestJSON)
      choice = entry.resolvable.choose(t.traits).map { Int32($0) } ?? Self.noMatch
    } else {
      traitsEntries.withUnsafeBufferPointer { out.append(contentsOf: $0[traitsID].requestJSON) }
      if traitsID < Self.maxCachedChoices {
        let c = choices[nameID * Self.maxCachedChoices + traitsID]
        if c != Self.unknown {
          choice = c
        } else {
          choice = traitsEntries.withUnsafeBufferPointer { entry.resolvable.choose($0[traitsID].traits) }.map { Int32($0) } ?? Self.noMatch
          choices[nameID * Self.maxCachedChoices + traitsID] = choice
        }
      } else {
        choice = traitsEntries.withUnsafeBufferPointer { entry.resolvable.choose($0[traitsID].traits) }.map { Int32($0) } ?? Self.noMatch
      }
    }
    guard choice >= 0 else {
      out.append(contentsOf: Self.matchNull)
      return false
    }
    let slot = entry.matchBase + Int(choice)
    if matches[slot] == nil {
      var m = Array(#","match":"#.utf8)
      let asset = entry.resolvable.asset
      m.append(contentsOf: ResolveRunner.matchJSON(asset.renditions[Int(choice)], asset: asset).serializedBytes())
      m.append(UInt8(ascii: "}"))
      m.append(0x0A)
      matches[slot] = m
    }
    matches.withUnsafeBufferPointer { out.append(contentsOf: $0[slot]!) }
    return true
  }

  /// The line's traits (merged over the command line's, as the general path does) and the
  /// `request` JSON; `nil` when the object is not valid traits (the general path reports it).
  func makeTraits(_ bytes: UnsafeRawBufferPointer?) -> TraitsEntry? {
    var lineTraits = TraitCollection()
    if let bytes {
      guard let node = try? JSONParser.parse(Array(bytes)), let t = try? RequestBuilder.traits(from: node) else { return nil }
      lineTraits = t
    }
    let merged = TraitCollection.merged([base, TraitCollection(), lineTraits])
    let completed = merged.completedForResolution
    return TraitsEntry(traits: merged, requestJSON: JSONOutput.traits(completed).serializedBytes())
  }

  /// `{"name": "…", "traits": {…}}` (either order, `traits` optional, any JSON whitespace): the
  /// name's bytes (between the quotes) and the traits object's bytes (braces included); `nil` for
  /// any other shape, a string with an escape, a control or non-ASCII byte, or a nested value in
  /// the traits.
  static func scan(_ b: UnsafeRawBufferPointer) -> (Range<Int>, Range<Int>?)? {
    guard let base = b.baseAddress else { return nil }
    var s = LineScanner(p: base.assumingMemoryBound(to: UInt8.self), n: b.count)
    s.ws()
    guard s.take(UInt8(ascii: "{")) else { return nil }
    var name: Range<Int>? = nil
    var traits: Range<Int>? = nil
    s.ws()
    while true {
      if s.literal("\"name\"") {
        s.ws()
        guard s.take(UInt8(ascii: ":")) else { return nil }
        s.ws()
        guard name == nil, let v = s.plainString() else { return nil }
        name = v
      } else if s.literal("\"traits\"") {
        s.ws()
        guard s.take(UInt8(ascii: ":")) else { return nil }
        s.ws()
        guard traits == nil, let v = s.objectToFirstBrace() else { return nil }
        traits = v
      } else {
        return nil
      }
      s.ws()
      if s.take(UInt8(ascii: ",")) {
        s.ws()
        continue
      }
      guard s.take(UInt8(ascii: "}")) else { return nil }
      break
    }
    s.ws()
    guard s.i == s.n, let name else { return nil }
    return (name, traits)
  }
}

/// The byte scanner of `BatchFastPath.scan`.
struct LineScanner {
  let p: UnsafePointer<UInt8>
  let n: Int
  var i = 0

  init(p: UnsafePointer<UInt8>, n: Int) {
    self.p = p
    self.n = n
  }

  @inline(__always)
  mutating func ws() {
    while i < n {
      let c = p[i]
      guard c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D else { return }
      i += 1
    }
  }

  @inline(__always)
  mutating func take(_ c: UInt8) -> Bool {
    guard i < n, p[i] == c else { return false }
    i += 1
    return true
  }

  /// A plain string at `i` (no escapes, printable ASCII): its content range.
  @inline(__always)
  mutating func plainString() -> Range<Int>? {
    guard i < n, p[i] == 0x22 else { return nil }
    let start = i + 1
    guard let q = memchr(p + start, 0x22, n - start) else { return nil }
    let end = UnsafeRawPointer(p).distance(to: UnsafeRawPointer(q))
    for k in start..<end {
      let c = p[k]
      if c == 0x5C || c < 0x20 || c >= 0x80 { return nil }
    }
    i = end + 1
    return start..<end
  }

  /// The bytes from the `{` at `i` to the first `}` (included). For a flat object that is the
  /// object; for anything else (a nested value, a `}` inside a string) it is not valid JSON, and the
  /// JSON parser, which reads every traits text before it is used, refuses it.
  @inline(__always)
  mutating func objectToFirstBrace() -> Range<Int>? {
    guard i < n, p[i] == UInt8(ascii: "{") else { return nil }
    let start = i
    guard let q = memchr(p + start, Int32(UInt8(ascii: "}")), n - start) else { return nil }
    i = UnsafeRawPointer(p).distance(to: UnsafeRawPointer(q)) + 1
    return start..<i
  }

  /// Whether the bytes at `i` are `word` (then skipped).
  @inline(__always)
  mutating func literal(_ word: StaticString) -> Bool {
    let c = word.utf8CodeUnitCount
    guard n - i >= c, memcmp(p + i, word.utf8Start, c) == 0 else { return false }
    i += c
    return true
  }
}

/// A small open-addressing hash table keyed by byte strings, looked up without allocating.
struct ByteKeyTable<Value> {
  private var hashes: [UInt64] = Array(repeating: 0, count: 64)
  private var keys: [[UInt8]] = Array(repeating: [], count: 64)
  private var values: [Value?] = Array(repeating: nil, count: 64)
  private(set) var count = 0

  @inline(__always)
  static func hash(_ k: UnsafeRawBufferPointer) -> UInt64 {
    ByteHash.hash64(k) | 1  // 0 marks an empty slot
  }

  @inline(__always)
  static func equal(_ a: [UInt8], _ b: UnsafeRawBufferPointer) -> Bool {
    a.count == b.count && (b.count == 0 || a.withUnsafeBytes { memcmp($0.baseAddress!, b.baseAddress!, b.count) == 0 })
  }

  func value(for k: UnsafeRawBufferPointer) -> Value? {
    let h = Self.hash(k)
    let mask = hashes.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    while hashes[i] != 0 {
      if hashes[i] == h && Self.equal(keys[i], k) { return values[i] }
      i = (i + 1) & mask
    }
    return nil
  }

  mutating func insert(_ v: Value, for k: UnsafeRawBufferPointer) {
    if (count + 1) * 2 > hashes.count { grow() }
    put(Self.hash(k), Array(k), v)
    count += 1
  }

  private mutating func put(_ h: UInt64, _ key: [UInt8], _ v: Value) {
    let mask = hashes.count - 1
    var i = Int(truncatingIfNeeded: h) & mask
    while hashes[i] != 0 { i = (i + 1) & mask }
    hashes[i] = h
    keys[i] = key
    values[i] = v
  }

  private mutating func grow() {
    let oldHashes = hashes, oldKeys = keys, oldValues = values
    let size = hashes.count * 2
    hashes = Array(repeating: 0, count: size)
    keys = Array(repeating: [], count: size)
    values = Array(repeating: nil, count: size)
    for i in 0..<oldHashes.count where oldHashes[i] != 0 { put(oldHashes[i], oldKeys[i], oldValues[i]!) }
  }
}
