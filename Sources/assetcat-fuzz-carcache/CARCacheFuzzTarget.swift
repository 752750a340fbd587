// libFuzzer target for the rendition cache reader (`make fuzz`, Docs/Fuzzing.md); a replay tool
// in ordinary builds (`assetcat-fuzz-carcache FILE...`).
import AssetCatCARWriter
import AssetCatFuzzSupport
import AssetCatSource

/// Reads the input as a car's rendition cache file, as a rebuild does before it trusts any
/// record: the trailer, the image section, every table entry, each record inside the car it
/// names, and every packed image it keeps (parsed from the file's image area). Traps when a table
/// it accepted points outside that car, or when an image it accepted does not read back as the
/// same image from the bytes the cache would write for it. The input is read as a partial build
/// too (`CARPartialFile`, a cache inside a header): a part it accepts writes back as its bytes;
/// and as the source reader's probe memo, which shares the cache folder (`ProbeMemoFile`): a memo
/// it accepts writes bytes that read back as the same memo.
@main enum CARCacheFuzzTarget: FuzzTarget {
  static func run(_ input: UnsafeRawBufferPointer) {
    if let part = try? CARPartialFile(bytes: Array(input)) {
      precondition(part.bytes.elementsEqual(input), "an accepted part does not write back as its bytes")
    }
    if let memo = try? ProbeMemoFile(bytes: Array(input)) {
      let again = try? ProbeMemoFile(bytes: memo.bytes)
      precondition(again?.bytes == memo.bytes, "an accepted probe memo does not read back as itself")
    }
    guard let (contents, _) = try? CARCacheFile.contents(input, tool: nil) else { return }
    let carSize = contents.carSize
    for e in contents.records.values {
      precondition(
        e.offset <= carSize && e.length <= carSize - e.offset, "an accepted entry's record is outside the car")
    }
    for image in contents.images.values {
      guard let bytes = image.bytes else { continue }  // a name that no longer fits its field
      let again = try? CARCachedImage(bytes: bytes)
      precondition(again?.sameImage(as: image) == true, "an accepted image does not read back as itself")
    }
  }
}
