import AssetCatCAR
import AssetCatCore
import AssetCatFileSystem
import AssetCatSize

/// `assetcat assetutil` as functions returning SPEC §5 exit codes: `--info` and the thinning.
enum AssetutilCommandLogic {
  /// Prints (or writes to `output`) the `assetutil --info` JSON of the car at `path`.
  static func info(_ path: String, to destination: String?, output: CommandOutput = .standard) -> Int32 {
    guard let file = open(path, output: output) else { return 2 }
    var dump = AssetutilDump(file)
    let text = dump.json().serialized + "\n"
    guard let destination else {
      output.out(text)
      return 0
    }
    return write(Array(text.utf8), to: destination, output: output)
  }

  /// Writes the car at `path` thinned as `thinning` asks to `destination`.
  static func thin(
    _ path: String, _ thinning: AssetutilThinning, to destination: String, output: CommandOutput = .standard
  )
    -> Int32
  {
    guard let file = open(path, output: output) else { return 2 }
    let car = CARCatalog(file: file)
    var kept = CarThinning.keptRenditions(of: car, keeping: thinning.keep)
    for idiom in thinning.hosted {
      kept.formUnion(CarThinning.keptRenditions(of: car, keeping: TraitCollection(idiom: idiom)))
    }
    let bytes: [UInt8]
    do { bytes = try AssetutilThinnedCar.bytes(file, keeping: kept, arguments: thinning.arguments) } catch {
      output.err("error: \(path): cannot thin the car: \(error)\n")
      return 2
    }
    return write(bytes, to: destination, output: output)
  }

  static func open(_ path: String, output: CommandOutput) -> CARFile? {
    do { return try CARFile(path: path) } catch {
      output.err("error: cannot read \(path): \(error)\n")
      return nil
    }
  }

  static func write(_ bytes: [UInt8], to path: String, output: CommandOutput) -> Int32 {
    do { try AtomicFileWriter.write(bytes, to: path) } catch {
      output.err("error: cannot write \(path): \(error)\n")
      return 2
    }
    return 0
  }
}
