// libFuzzer target for the rendition cache reader (`make fuzz`, Docs/Fuzzing.md); a replay tool
// in ordinary builds (`assetcat-fuzz-carcache FILE...`).
import AssetCatCARWriter
import AssetCatFuzzSupport

/// Reads the input as a car's rendition cache file, as a rebuild does before it trusts any
/// record: the trailer, then every table entry, each record inside the car it names. Traps when
/// a table it accepted points outside that car.
@main enum CARCacheFuzzTarget: FuzzTarget {
  static func run(_ input: UnsafeRawBufferPointer) {
    guard let (carSize, entries) = try? CARCacheFile.entries(input, tool: nil) else { return }
    for e in entries.values {
      precondition(
        e.offset <= carSize && e.length <= carSize - e.offset, "an accepted entry's record is outside the car")
    }
  }
}
