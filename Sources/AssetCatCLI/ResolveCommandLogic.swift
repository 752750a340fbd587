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
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
    self.out = out
    self.err = err
  }

  /// Unbuffered writes to file descriptors 1 and 2 (each call is flushed: batch answers stream).
  public static let standard = CommandOutput(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// The options of `assetcat resolve` (without the appearance-rule options, another issue's).
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
      if o.batch != nil && o.name != nil {
        throw CommandFailure("give either an asset name or --batch, not both")
      }
      guard o.batch != nil || o.name != nil else {
        throw CommandFailure("missing the asset name (or --batch FILE)")
      }
      let catalog = try CatalogLoader.load(o.catalog)
      let runner = ResolveRunner(catalog: catalog)
      if let batch = o.batch {
        return try runBatch(runner, path: batch, base: base, explain: o.explain, output: output)
      }
      let answer = runner.answer(.init(name: o.name!, traits: base), explain: o.explain)
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

  /// Answers one JSON Lines request a line, flushing each answer. Bad lines are answered with
  /// `{"line": N, "error": "…"}`. Exit code 0 when every request matched, 1 otherwise.
  static func runBatch(_ runner: ResolveRunner, path: String, base: TraitCollection, explain: Bool, output: CommandOutput) throws -> Int32 {
    guard let file = path == "-" ? fdopen(0, "r") : fopen(path, "r") else {
      throw CommandFailure("cannot open batch file '\(path)'")
    }
    defer { if path != "-" { fclose(file) } }
    var lineBuffer: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(lineBuffer) }
    var lineNumber = 0
    var allMatched = true
    while true {
      let n = getline(&lineBuffer, &capacity, file)
      if n < 0 { break }
      lineNumber += 1
      guard let buf = lineBuffer else { break }
      let bytes = UnsafeRawBufferPointer(start: buf, count: n)
      var slice = bytes[...]
      while let last = slice.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 { slice = slice.dropLast() }
      if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let answer: JSONOutput
      do {
        let (name, traits) = try parseBatchLine(Array(slice), base: base)
        let a = runner.answer(.init(name: name, traits: traits), explain: explain)
        if !a.matched { allMatched = false }
        answer = runner.json(a)
      } catch {
        allMatched = false
        answer = .object([("line", .number(Double(lineNumber))), ("error", .string("\(error)"))])
      }
      output.out(answer.serialized() + "\n")
    }
    if ferror(file) != 0 { throw CommandFailure("cannot read batch file '\(path)'") }
    return allMatched ? 0 : 1
  }

  /// `{"name": …, "traits": {…}, "device": …, "orientation": …, "split": …}`; the line's traits
  /// merge over its device, and both over the command line's request.
  static func parseBatchLine(_ bytes: [UInt8], base: TraitCollection) throws -> (String, TraitCollection) {
    let node: JSONNode
    do { node = try JSONParser.parse(bytes) } catch { throw CommandFailure("bad JSON: \(error)") }
    guard let members = node.members else { throw CommandFailure("a request must be a JSON object") }
    var name: String?
    var traitsNode: JSONNode?
    var device: String?, orientation: String?, split: String?
    for m in members {
      switch m.key {
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
        throw CommandFailure("unknown key '\(m.key)' (expected name, traits, device, orientation, split)")
      }
    }
    guard let name else { throw CommandFailure("missing 'name'") }
    let deviceTraits = try RequestBuilder.build(traits: nil, device: device, orientation: orientation, split: split)
    let lineTraits = try traitsNode.map(RequestBuilder.traits(from:)) ?? TraitCollection()
    return (name, TraitCollection.merged([base, deviceTraits, lineTraits]))
  }
}
