import AssetCatCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `resolve --batch`: one JSON Lines request a line, one answer a line. Every asset request goes
/// through `ResolveRunner`'s one resolve path behind `BatchAnswerCache`; the common line shape is
/// read by `BatchLineScanner` and every other by `BatchRequest.parse`, and both front ends hand
/// the same (asset, request) to the same cache, so they write the same bytes. Bad lines are
/// answered with `{"line": N, "error": "…"}`.
public struct BatchRunner {
  let runner: ResolveRunner
  let base: TraitCollection
  let explain: Bool
  /// Reads the appearance rules on the first appearance query.
  let loadAppearance: () throws -> AppearanceQueryRunner
  private var cache: BatchAnswerCache
  private var appearanceRunner: AppearanceQueryRunner?
  private var deviceCache: [String: TraitCollection] = [:]
  private var lineNumber = 0
  /// Whether every request so far matched (exit code 0).
  public private(set) var allMatched = true
  /// Whether a request met a record of the catalog that cannot be read (exit code 2 once the
  /// batch is answered).
  public private(set) var metCorruptRecord = false

  public init(
    runner: ResolveRunner, base: TraitCollection, explain: Bool,
    loadAppearance: @escaping () throws -> AppearanceQueryRunner
  ) {
    self.runner = runner
    self.base = base
    self.explain = explain
    self.loadAppearance = loadAppearance
    self.cache = BatchAnswerCache(runner: runner, base: base)
  }

  /// Answers one line (with its line break), appending the answer line to `out`; a blank line is
  /// counted and not answered.
  public mutating func answerLine(_ raw: UnsafeRawBufferPointer, into out: inout [UInt8]) {
    lineNumber += 1
    var end = raw.count
    while end > 0, Self.isSpace(raw[end - 1]) { end -= 1 }
    let line = UnsafeRawBufferPointer(rebasing: raw[0..<end])
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
    let matched = (explain ? nil : answerScanned(line, into: &out)) ?? answerParsed(line, into: &out)
    if !matched { allMatched = false }
  }

  /// The common line, read by the byte scanner; `nil` when the full parser must read it (another
  /// shape, invalid traits, an unknown asset, a full cache).
  private mutating func answerScanned(_ line: UnsafeRawBufferPointer, into out: inout [UInt8]) -> Bool? {
    guard let (nameRange, traitsRange) = BatchLineScanner.scan(line) else { return nil }
    let traitsText =
      traitsRange.map { UnsafeRawBufferPointer(rebasing: line[$0]) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
    guard let request = cache.requestID(traitsText: traitsText, present: traitsRange != nil),
      let asset = cache.assetID(name: UnsafeRawBufferPointer(rebasing: line[nameRange]))
    else { return nil }
    return cache.answer(asset: asset, request: request, into: &out)
  }

  /// Any line, read by the JSON parser.
  private mutating func answerParsed(_ line: UnsafeRawBufferPointer, into out: inout [UInt8]) -> Bool {
    do {
      switch try BatchRequest.parse(Array(line), base: base, deviceCache: &deviceCache) {
      case .asset(let name, let traits):
        return try answerAsset(name, traits: traits, into: &out)
      case .appearance(let q):
        if appearanceRunner == nil { appearanceRunner = try loadAppearance() }
        let r = try appearanceRunner!.resolution(q)
        Self.append(AppearanceAnswer.json(r.resolution, rules: appearanceRunner!.rules, explain: explain), to: &out)
        return r.matched
      }
    } catch {
      Self.append(.object([("line", .number(Double(lineNumber))), ("error", .string("\(error)"))]), to: &out)
      return false
    }
  }

  private mutating func answerAsset(_ name: String, traits: TraitCollection, into out: inout [UInt8]) throws -> Bool {
    if !explain, let request = cache.requestID(traits), let asset = cache.assetID(name: name) {
      return cache.answer(asset: asset, request: request, into: &out)
    }
    // --explain, an unknown asset (its answer names near names) or a full cache: uncached.
    let answer: ResolveRunner.Answer
    do { answer = try runner.answer(.init(name: name, traits: traits), explain: explain) } catch {
      metCorruptRecord = true
      throw error
    }
    Self.append(runner.json(answer), to: &out)
    return answer.matched
  }

  @inline(__always)
  private static func isSpace(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D || c == 0x20 || c == 0x09 }

  private static func append(_ json: JSONOutput, to out: inout [UInt8]) {
    out.append(contentsOf: json.serializedBytes())
    out.append(0x0A)
  }
}

extension BatchRunner {
  /// Reads `fd` to its end in large chunks and calls `line` for every line (the last may lack
  /// its line break), then `endOfChunk` before the next (blocking) read, so a client that sends
  /// one line gets its answer before it sends the next.
  /// - Throws: `LookupError` when a read fails.
  public static func forEachLine(
    fd: Int32, path: String, line: (UnsafeRawBufferPointer) -> Void, endOfChunk: () -> Void
  ) throws {
    let chunkSize = 1 << 16
    var buffer: [UInt8] = []
    while true {
      let old = buffer.count
      buffer.append(contentsOf: repeatElement(0, count: chunkSize))
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, chunkSize) }
      buffer.removeLast(chunkSize - max(n, 0))
      if n < 0 {
        if errno == EINTR { continue }
        endOfChunk()
        throw LookupError("cannot read batch file '\(path)'")
      }
      if n == 0 {
        if !buffer.isEmpty { buffer.withUnsafeBytes { line($0) } }
        endOfChunk()
        return
      }
      // Every complete line in the buffer; a partial last line waits for more input.
      let consumed = buffer.withUnsafeBytes { b -> Int in
        guard let base = b.baseAddress else { return 0 }
        var start = 0
        while start < b.count, let nl = memchr(base + max(start, old), 0x0A, b.count - max(start, old)) {
          let i = base.distance(to: UnsafeRawPointer(nl))
          line(UnsafeRawBufferPointer(rebasing: b[start..<(i + 1)]))
          start = i + 1
        }
        return start
      }
      buffer.removeFirst(consumed)
      endOfChunk()
    }
  }
}
