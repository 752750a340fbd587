import AssetCatArchive
import AssetCatCore
import AssetCatSource
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output formats of the query commands.
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}

/// Where a command writes: standard output and standard error, or buffers in tests.
public struct CommandOutput: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  /// Bytes to standard output (batch answers); defaults to `out` of their UTF-8 text.
  public var outBytes: @Sendable ([UInt8]) -> Void

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    outBytes: (@Sendable ([UInt8]) -> Void)? = nil
  ) {
    self.out = out
    self.err = err
    self.outBytes = outBytes ?? { out(String(decoding: $0, as: UTF8.self)) }
  }

  /// Unbuffered writes to file descriptors 1 and 2 (each call is flushed: batch answers stream).
  public static let standard = CommandOutput(
    out: { writeAll(1, Array($0.utf8)) },
    err: { writeAll(2, Array($0.utf8)) },
    outBytes: { writeAll(1, $0) })

  /// `write(2)` until every byte is out (or the descriptor fails, e.g. a closed pipe).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }
}

/// The options of `assetcat resolve`.
public struct ResolveOptions: Sendable {
  public var catalog: String
  public var name: String?
  public var traits: String?
  public var device: String?
  public var orientation: String?
  public var split: String?
  public var format: OutputFormat = .text
  public var explain = false
  /// A JSON Lines file, or `-` for standard input.
  public var batch: String?
  /// Appearance query (SPEC §4): the component, its containers innermost first, `name=value`
  /// instance values, and a rules file that replaces the catalog's own.
  public var component: String?
  public var containers: [String] = []
  public var set: [String] = []
  public var appearance: String?

  public init(catalog: String, name: String? = nil) {
    self.catalog = catalog
    self.name = name
  }
}

/// `assetcat resolve` as a function: returns SPEC §5's exit code.
public enum ResolveCommandLogic {
  public static func run(_ o: ResolveOptions, output: CommandOutput = .standard) -> Int32 {
    do {
      let base = try RequestBuilder.build(traits: o.traits, device: o.device, orientation: o.orientation, split: o.split)
      if o.batch != nil && (o.name != nil || o.component != nil) {
        throw CommandFailure("give either an asset name, --component or --batch, not several")
      }
      if o.name != nil && o.component != nil {
        throw CommandFailure("give either an asset name or --component, not both")
      }
      guard o.batch != nil || o.name != nil || o.component != nil else {
        throw CommandFailure("missing the asset name (or --component C, or --batch FILE)")
      }
      if o.component == nil && (!o.containers.isEmpty || !o.set.isEmpty) {
        throw CommandFailure("--containers and --set need --component")
      }
      if o.appearance != nil && o.component == nil && o.batch == nil {
        throw CommandFailure("--appearance needs --component (or --batch with appearance queries)")
      }
      let instanceTexts = try AppearanceQuery.parseSet(o.set)
      let catalog = try CatalogLoader.load(o.catalog)
      let runner = ResolveRunner(catalog: catalog)
      // Appearance rules are read only when a query may need them.
      let appearance = {
        (output: CommandOutput) throws -> AppearanceQueryRunner in
        let loaded = try AppearanceQueryRunner.loadRules(catalog: catalog, appearanceFile: o.appearance)
        for d in loaded.diagnostics { output.err(AppearanceQueryRunner.diagnosticLine(d) + "\n") }
        return AppearanceQueryRunner(rules: loaded.rules, assets: catalog.lookup)
      }
      if let batch = o.batch {
        return try runBatch(runner, path: batch, base: base, explain: o.explain, output: output, appearance: { try appearance(output) })
      }
      if let component = o.component {
        let q = AppearanceQuery(component: component, containers: o.containers, traits: base, instanceTexts: instanceTexts)
        let (text, matched) = try appearance(output).answer(q, format: o.format == .json ? .json : .text, explain: o.explain)
        output.out(text)
        return matched ? 0 : 1
      }
      let answer = try runner.answer(.init(name: o.name!, traits: base), explain: o.explain)
      switch o.format {
      case .json: output.out(runner.json(answer).serialized(pretty: true) + "\n")
      case .text:
        if answer.asset == nil { output.err("error: " + runner.text(answer)) } else { output.out(runner.text(answer)) }
      }
      return answer.matched ? 0 : 1
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
  }

  /// Answers one JSON Lines request a line; the answers to the lines of each read go out in one
  /// write before the next read (answers stream). Bad lines are answered with
  /// `{"line": N, "error": "…"}`. Exit code 0 when every request matched, 1 otherwise.
  static func runBatch(
    _ runner: ResolveRunner, path: String, base: TraitCollection, explain: Bool, output: CommandOutput,
    appearance: () throws -> AppearanceQueryRunner
  ) throws -> Int32 {
    var appearanceRunner: AppearanceQueryRunner?
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { throw CommandFailure("cannot open batch file '\(path)'") }
    defer { if path != "-" { close(fd) } }
    var lineNumber = 0
    var allMatched = true
    var corrupt = false
    var deviceCache: [String: TraitCollection] = [:]
    var fast = BatchFastPath(runner: runner, base: base)
    // Input is read in large chunks; the answers to every complete line of a chunk go out in one
    // write before the next (blocking) read, so a client that sends one line gets its answer.
    let chunkSize = 1 << 16
    var buffer: [UInt8] = []
    var out: [UInt8] = []
    out.reserveCapacity(chunkSize * 4)

    func answerLine(_ raw: UnsafeRawBufferPointer) {
      lineNumber += 1
      var slice = raw[...]
      while let last = slice.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 { slice = slice.dropLast() }
      if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return }
      if !explain, let matched = fast.answer(UnsafeRawBufferPointer(rebasing: slice), into: &out) {
        if !matched { allMatched = false }
        return
      }
      let answer: JSONOutput
      do {
        switch try parseBatchLine(Array(slice), base: base, deviceCache: &deviceCache) {
        case .asset(let name, let traits):
          let a = try runner.answer(.init(name: name, traits: traits), explain: explain)
          if !a.matched { allMatched = false }
          answer = runner.json(a)
        case .appearance(let q):
          if appearanceRunner == nil { appearanceRunner = try appearance() }
          let r = try appearanceRunner!.resolution(q)
          if !r.matched { allMatched = false }
          answer = AppearanceAnswer.json(r.resolution, rules: appearanceRunner!.rules, explain: explain)
        }
      } catch {
        allMatched = false
        if error is CompiledCatalogError { corrupt = true }  // exit 2 once the batch is answered
        answer = .object([("line", .number(Double(lineNumber))), ("error", .string("\(error)"))])
      }
      out.append(contentsOf: answer.serializedBytes())
      out.append(0x0A)
    }
    func flush() {
      if !out.isEmpty {
        output.outBytes(out)
        out.removeAll(keepingCapacity: true)
      }
    }

    while true {
      let old = buffer.count
      buffer.reserveCapacity(old + chunkSize)
      var n = 0
      buffer.append(contentsOf: repeatElement(0, count: chunkSize))
      n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, chunkSize) }
      buffer.removeLast(chunkSize - max(n, 0))
      if n < 0 {
        if errno == EINTR { continue }
        flush()
        throw CommandFailure("cannot read batch file '\(path)'")
      }
      if n == 0 {
        if !buffer.isEmpty { buffer.withUnsafeBytes { answerLine($0) } }
        flush()
        break
      }
      // Every complete line in the buffer; a partial last line waits for more input.
      let consumed = buffer.withUnsafeBytes { b -> Int in
        guard let base = b.baseAddress else { return 0 }
        var start = 0
        var from = old
        while from < b.count, let nl = memchr(base + from, 0x0A, b.count - from) {
          let i = base.distance(to: UnsafeRawPointer(nl))
          answerLine(UnsafeRawBufferPointer(rebasing: b[start..<(i + 1)]))
          start = i + 1
          from = start
        }
        return start
      }
      buffer.removeFirst(consumed)
      flush()
    }
    return corrupt ? 2 : (allMatched ? 0 : 1)
  }

  /// What a batch line asks: an asset's rendition, or a component's appearance (a line with
  /// `"component"`).
  enum BatchRequest {
    case asset(String, TraitCollection)
    case appearance(AppearanceQuery)
  }

  /// `{"name": …, "traits": {…}, "device": …, "orientation": …, "split": …}`, or for an
  /// appearance query `{"component": …, "containers": […], "set": {…}, "traits": …}` instead of
  /// `name`; the line's traits merge over its device, and both over the command line's request.
  static func parseBatchLine(
    _ bytes: [UInt8], base: TraitCollection, deviceCache: inout [String: TraitCollection]
  ) throws -> BatchRequest {
    let node: JSONNode
    do { node = try JSONParser.parse(bytes) } catch { throw CommandFailure("bad JSON: \(error)") }
    guard let members = node.members else { throw CommandFailure("a request must be a JSON object") }
    var name: String?
    var traitsNode: JSONNode?
    var device: String?, orientation: String?, split: String?
    var component: String?, containers: [String] = [], instanceTexts: [(String, String)] = []
    for m in members {
      switch m.key {
      case "component":
        guard let s = m.value.string, !s.isEmpty else { throw CommandFailure("'component' must be a non-empty string") }
        component = s
      case "containers":
        guard let list = m.value.elements?.compactMap(\.string), list.count == m.value.elements?.count else {
          throw CommandFailure("'containers' must be an array of names, innermost first")
        }
        containers = list
      case "set": instanceTexts = try AppearanceQuery.instanceTexts(fromBatch: m.value)
      case "name":
        guard let s = m.value.string else { throw CommandFailure("'name' must be a string") }
        name = s
      case "traits": traitsNode = m.value
      case "device":
        guard let s = m.value.string else { throw CommandFailure("'device' must be a string") }
        device = s
      case "orientation":
        guard let s = m.value.string else { throw CommandFailure("'orientation' must be a string") }
        orientation = s
      case "split":
        guard let s = m.value.string else { throw CommandFailure("'split' must be a string") }
        split = s
      default:
        throw CommandFailure(
          "unknown key '\(m.key)' (expected name or component, traits, device, orientation, split, and with component containers, set)")
      }
    }
    var deviceTraits = TraitCollection()
    if device != nil || orientation != nil || split != nil {
      let key = "\(device ?? "")\u{0}\(orientation ?? "")\u{0}\(split ?? "")"
      if let cached = deviceCache[key] {
        deviceTraits = cached
      } else {
        deviceTraits = try RequestBuilder.build(traits: nil, device: device, orientation: orientation, split: split)
        deviceCache[key] = deviceTraits
      }
    }
    let lineTraits = try traitsNode.map(RequestBuilder.traits(from:)) ?? TraitCollection()
    let traits = TraitCollection.merged([base, deviceTraits, lineTraits])
    if let component {
      guard name == nil else { throw CommandFailure("give either 'name' or 'component', not both") }
      return .appearance(AppearanceQuery(component: component, containers: containers, traits: traits, instanceTexts: instanceTexts))
    }
    guard containers.isEmpty, instanceTexts.isEmpty else { throw CommandFailure("'containers' and 'set' need 'component'") }
    guard let name else { throw CommandFailure("missing 'name' (or 'component')") }
    return .asset(name, traits)
  }
}
