import AssetCatArchive
import AssetCatCore
import AssetCatFileSystem
import AssetCatLookup
import AssetCatSource
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `assetcat resolve` as a function: returns SPEC §5's exit code.
public enum ResolveCommandLogic {
  public static func run(_ o: ResolveOptions, output: CommandOutput = .standard) -> Int32 {
    do {
      let base = try RequestBuilder.build(
        traits: o.traits, device: o.device, orientation: o.orientation, split: o.split)
      if o.batch != nil && (o.name != nil || o.component != nil) {
        throw CommandFailure("give either an asset name, --component or --batch, not several")
      }
      if let size = o.size, !(size > 0 && size.isFinite) {
        throw CommandFailure("--size must be a number of points above 0, such as 60 or 83.5")
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
      // One named lookup reads that asset only (the component and batch queries may need any).
      let only = o.batch == nil && o.component == nil ? o.name : nil
      let catalog = try CatalogLoader.load(o.catalog, onlyAsset: only)
      let runner = ResolveRunner(catalog: catalog)
      // Appearance rules are read only when a query may need them.
      let appearance = {
        (output: CommandOutput) throws -> AppearanceQueryRunner in
        let loaded = try AppearanceQueryRunner.loadRules(catalog: catalog, appearanceFile: o.appearance)
        for d in loaded.diagnostics { output.err(d.textLine(column: true) + "\n") }
        return AppearanceQueryRunner(rules: loaded.rules, assets: catalog.lookup)
      }
      if let batch = o.batch {
        return try runBatch(
          runner, path: batch, base: base, explain: o.explain, output: output, appearance: { try appearance(output) })
      }
      if let component = o.component {
        let q = AppearanceQuery(
          component: component, containers: o.containers, traits: base, instanceTexts: instanceTexts)
        let (text, matched) = try appearance(output).answer(
          q, format: o.format == .json ? .json : .text, explain: o.explain)
        output.out(text)
        return matched ? 0 : 1
      }
      let icon =
        o.size.map(AppIconSize.init(points:))
        ?? AppIconSize.homeScreen(idiom: base.idiom, device: o.device.flatMap(DevicePreset.named))
      let answer = try runner.answer(.init(name: o.name!, traits: base, iconSize: icon), explain: o.explain)
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

  /// Answers one JSON Lines request a line (`BatchRunner`); the answers to the lines of each read
  /// go out in one write before the next read (answers stream). Exit code 0 when every request
  /// matched, 1 otherwise.
  static func runBatch(
    _ runner: ResolveRunner, path: String, base: TraitCollection, explain: Bool, output: CommandOutput,
    appearance: @escaping () throws -> AppearanceQueryRunner
  ) throws -> Int32 {
    let fd = path == "-" ? 0 : open(path, O_RDONLY)
    guard fd >= 0 else { throw CommandFailure("cannot open batch file '\(path)'") }
    defer { if path != "-" { close(fd) } }
    var batch = BatchRunner(runner: runner, base: base, explain: explain, loadAppearance: appearance)
    var out: [UInt8] = []
    out.reserveCapacity(1 << 18)
    try BatchRunner.forEachLine(
      fd: fd, path: path, line: { batch.answerLine($0, into: &out) },
      endOfChunk: {
        if !out.isEmpty { output.outBytes(out) }
        out.removeAll(keepingCapacity: true)
      })
    return batch.metCorruptRecord ? 2 : (batch.allMatched ? 0 : 1)
  }
}
