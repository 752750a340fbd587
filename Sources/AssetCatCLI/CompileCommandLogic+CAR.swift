import AssetCatBuilder
import AssetCatCARWriter
import AssetCatFileSystem
import AssetCatParallel
import AssetCatSource
import Foundation

extension CompileCommandLogic {
  /// `compile … -o X.car` without `--decode`, inflating each PNG's image data once rather than
  /// twice: the check before the write leaves it out, as the car writer decodes every PNG of an
  /// image or icon set anyway, and its decode finds what the check would have. Once the car is
  /// written and before it replaces the output, the PNGs it did not decode (thinned out, in image
  /// stacks, of kinds it leaves out, or whose decode failed) are checked as the probe checks them.
  /// The validation runs beside the write (the car waits for it before it is put in place), so
  /// its serial checks do not leave cores idle. What this path says is held back: when anything
  /// is wrong (an error in the catalogs, a PNG whose image data is damaged, a failed write) it
  /// writes and says nothing and returns `nil` for the usual path to run from the start, which
  /// finds the same problems and says them in the words it always has. Same car, same output,
  /// same exit code.
  static func writeCarDecodingOnce(
    _ o: CompileOptions, options car: CAROptions, jobs: Int, fingerprint: UInt64, output: CommandOutput
  ) async -> Int32? {
    let findings = HeldOutput(), said = HeldOutput()
    guard case .success(let read) = readSources(o, jobs: jobs, checkImageData: false, output: findings.output) else { return nil }
    let source = read.source
    let gate = CheckGate()
    async let written = OwnThread.run {
      writeCar(source, options: car, o, fingerprint: fingerprint, output: said.output) { summary in
        guard gate.waitPassed(), !source.imageDataIsDamaged(besides: summary.decodedFiles, jobs: jobs) else {
          throw ImageDataUnchecked()
        }
      }
    }
    let checked = await check(read, o, jobs: jobs, output: findings.output)
    if case .success = checked { gate.open(passed: true) } else { gate.open(passed: false) }
    guard await written == 0 else { return nil }
    findings.release(to: output)
    said.release(to: output)
    return 0
  }

  /// The car was not committed: the catalogs or some PNG's image data are to be checked the
  /// usual way.
  struct ImageDataUnchecked: Error {}

  /// The car was not committed: renditions it could not use (`CARUnusableRenditions`).
  struct UnusableRenditions: Error {
    var summary: CARWriter.Summary
  }

  /// `compile … -o X.car`: the validated catalogs written as Apple's `Assets.car`, then the
  /// depfile and the stamp as for a `.assetcat`. `nil` when `beforeCommit` threw
  /// `ImageDataUnchecked` (nothing written, nothing said); else the exit code.
  static func writeCar(
    _ result: SourceReadResult, options car: CAROptions, _ o: CompileOptions, fingerprint: UInt64,
    output: CommandOutput, beforeCommit: (CARWriter.Summary) throws -> Void = { _ in }
  ) -> Int32? {
    let summary: CARWriter.Summary
    let written: POSIXCalls.FileStatus
    do {
      // Streamed through the project's atomic writer (stale temporaries removed, the written
      // file's status kept for the stamp): memory does not grow with the car.
      // The stamp goes before the car is put in place, so it never vouches for the wrong file,
      // and only then: a compile that stops earlier leaves everything as it was.
      // A rendition the writer could not use leaves the output as it was: an error.
      (summary, written) = try CARWriter.write(result, options: car, to: o.output, synchronize: true) { s in
        try beforeCommit(s)
        guard s.unusable.isEmpty else { throw UnusableRenditions(summary: s) }
        CompileStamp.remove(for: o.output)
      }
    } catch is ImageDataUnchecked {
      return nil
    } catch let unusable as UnusableRenditions {
      let errors = CARUnusableRenditions.diagnostics(unusable.summary, source: result, wording: .assetcat)
      for d in errors.sorted() { output.err(plainText(d) + "\n") }
      for s in CARUnusableRenditions.notes(unusable.summary) { output.err("note: not in the car: \(s)\n") }
      output.err("error: \(errors.count) error\(errors.count == 1 ? "" : "s") in the source catalogs; '\(o.output)' was not written\n")
      return 1
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
    for s in CARUnusableRenditions.notes(summary) { output.err("note: not in the car: \(s)\n") }
    for s in summary.notes { output.err("note: \(s)\n") }
    if let dep = o.depfile {
      do { try Depfile.write(dep, target: o.output, inputs: result.inputs.sorted()) } catch {
        output.err("error: cannot write depfile '\(dep)': \(error)\n")
        return 2
      }
    }
    try? CompileStamp(inputs: fingerprint, written: written).write(for: o.output)
    let reused = summary.reused == 0 ? "" : "; \(summary.reused) from the rendition cache"
    output.err("compiled \(summary.facets) assets, \(summary.renditions) renditions into \(o.output) (\(summary.bytes) bytes\(reused))\n")
    return 0
  }
}
