import AssetCatCARWriter
import AssetCatCore
import AssetCatFileSystem
import Foundation

/// `compile CATALOG -o X.carpart --set S…`: the renditions of a few asset sets encoded for a
/// link (`compile -o Assets.car --from-part X.carpart …`) that writes the car of the whole
/// catalog from them, byte-identical to compiling it in one go. The sets are compiled alone (the
/// catalog read, only their assets checked and encoded) into a car and its rendition cache in a
/// folder of their own beside the output (`.NAME.parts-PID`; one a stopped run
/// left is removed by the next), which `CARPartialLink.package` then wraps in a
/// partial file with what the link must agree on; the part is put in place atomically and the
/// folder removed, so a failure leaves no part, whole or half.
enum PartialCompile {
  static func run(_ o: CompileOptions, keep: TraitCollection?, output: CommandOutput) async -> Int32 {
    guard let sets = o.partialSets, !sets.isEmpty, o.sources.count == 1, let catalog = o.sources.first,
      var car = o.car
    else {
      output.err("error: a partial build (-o X.carpart) takes one catalog and at least one --set\n")
      return 2
    }
    guard car.partials.isEmpty, o.depfile == nil else {
      output.err("error: a partial build (-o X.carpart) takes neither --from-part nor --depfile\n")
      return 2
    }
    do { for set in sets { _ = try CARPartialSet.contentHash(catalog: catalog, set: set) } } catch {
      output.err("error: \(error)\n")
      return 2
    }
    AtomicFileWriter.removeStaleTemporaries(of: o.output)
    removeStaleFolders(of: o.output)
    let folder = workFolder(of: o.output, process: POSIXCalls.processID)
    let fm = FileManager.default
    try? fm.removeItem(atPath: folder)
    guard (try? fm.createDirectory(atPath: folder, withIntermediateDirectories: false)) != nil else {
      output.err("error: cannot make the folder '\(folder)' to build the part in\n")
      return 2
    }
    defer { try? fm.removeItem(atPath: folder) }
    var inner = o
    inner.output = folder + "/part.car"
    inner.force = true
    inner.car?.cachePath = folder + "/part.carcache"
    // The inner build's last line names the folder's car; this says what the part holds.
    let quiet = CommandOutput(out: output.out, err: { if !$0.hasPrefix("compiled ") { output.err($0) } })
    let code = await CompileCommandLogic.compile(inner, keep: keep, output: quiet)
    guard code == 0 else { return code }
    car.keep = keep
    do {
      let bytes = try CARPartialLink.package(
        car: inner.output, cache: folder + "/part.carcache", catalog: catalog, sets: sets, options: car)
      try AtomicFileWriter.write(bytes, to: o.output, synchronize: true)
      let what = "\(sets.count) set\(sets.count == 1 ? "" : "s")"
      output.err("wrote the renditions of \(what) into \(o.output) (\(bytes.count) bytes)\n")
      return 0
    } catch {
      output.err("error: cannot write the part '\(o.output)': \(error)\n")
      return 2
    }
  }

  /// The folder the part of `output` is built in by `process`: `.NAME.parts-PID` beside it.
  static func workFolder(of output: String, process: Int32) -> String {
    let (dir, name) = ((output as NSString).deletingLastPathComponent, (output as NSString).lastPathComponent)
    return (dir.isEmpty ? "" : dir + "/") + ".\(name).parts-\(process)"
  }

  /// Removes the work folders of `output` that a process no longer running left (one stopped by
  /// a signal or killed), as `AtomicFileWriter` removes its stale temporary files.
  static func removeStaleFolders(of output: String) {
    let dir = (output as NSString).deletingLastPathComponent
    let prefix = "." + (output as NSString).lastPathComponent + ".parts-"
    for name in POSIXCalls.entryNames(dir.isEmpty ? "." : dir, skippingHidden: false) ?? []
    where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), !POSIXCalls.processExists(pid) else { continue }
      try? FileManager.default.removeItem(atPath: (dir.isEmpty ? "" : dir + "/") + name)
    }
  }
}
