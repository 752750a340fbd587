import AssetCatBytes
import AssetCatFileSystem
import AssetCatSource
import Foundation

/// The XXH64 of a file's bytes: the content half of a `CARCacheKey`. Read with `read(2)`, not
/// mapped: a rebuild hashes every input, and mapping and unmapping each one cost more than the
/// copy (`munmap` was 5% of a rebuild on the noisy bench catalog).
enum FileContentHash {
  /// The source reader's (`SourceReadResult.contentHashes`), so that its hashes are these.
  static let seed = SourceReadResult.contentHashSeed

  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  static func of(_ path: String) throws -> UInt64 {
    guard let bytes = POSIXCalls.contents(path) else { throw Unreadable(description: "cannot read '\(path)'") }
    return SourceReadResult.contentHash(bytes)
  }

  /// The hash of a file's bytes already read (`CARPlan.Work.fileContents`): the same as `of`'s.
  static func of(contents: Data) -> UInt64 { contents.withUnsafeBytes { XXHash64.hash($0, seed: seed) } }
}
