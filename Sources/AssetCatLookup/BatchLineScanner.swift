import AssetCatCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fast reader of the one common batch line, `{"name": "…", "traits": {…}}`: it finds the name's
/// and the traits object's bytes without building a JSON tree, so `BatchAnswerCache` can look
/// both up by their bytes. Every other shape is left to `BatchRequest.parse` (the JSON parser).
struct BatchLineScanner {
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

extension BatchLineScanner {
  /// `{"name": "…", "traits": {…}}` (either order, `traits` optional, any JSON whitespace): the
  /// name's bytes (between the quotes) and the traits object's bytes (braces included); `nil` for
  /// any other shape, a string with an escape, a control or non-ASCII byte, or a nested value in
  /// the traits.
  static func scan(_ b: UnsafeRawBufferPointer) -> (Range<Int>, Range<Int>?)? {
    guard let base = b.baseAddress else { return nil }
    var s = BatchLineScanner(p: base.assumingMemoryBound(to: UInt8.self), n: b.count)
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
