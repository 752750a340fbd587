import AssetCatBuilder
import AssetCatCARWriter
import AssetCatFileSystem
import AssetCatSource
import Foundation

extension CompileCommandLogic {
  /// `compile … -o X.car`: the validated catalogs written as Apple's `Assets.car`, then the
  /// depfile and the stamp as for a `.assetcat`.
  static func writeCar(
    _ result: SourceReadResult, options car: CAROptions, _ o: CompileOptions, fingerprint: UInt64,
    output: CommandOutput
  ) -> Int32 {
    CompileStamp.remove(for: o.output)
    let summary: CARWriter.Summary
    let written: POSIXCalls.FileStatus
    do {
      // Streamed through the project's atomic writer (stale temporaries removed, the written
      // file's status kept for the stamp): memory does not grow with the car.
      (summary, written) = try CARWriter.write(result, options: car, to: o.output, synchronize: true)
    } catch {
      output.err("error: \(error)\n")
      return 2
    }
    for s in summary.skipped { output.err("note: not in the car: \(s)\n") }
    if let dep = o.depfile {
      do { try Depfile.write(dep, target: o.output, inputs: result.inputs.sorted()) } catch {
        output.err("error: cannot write depfile '\(dep)': \(error)\n")
        return 2
      }
    }
    try? CompileStamp(inputs: fingerprint, written: written).write(for: o.output)
    output.err("compiled \(summary.facets) assets, \(summary.renditions) renditions into \(o.output) (\(summary.bytes) bytes)\n")
    return 0
  }
}
