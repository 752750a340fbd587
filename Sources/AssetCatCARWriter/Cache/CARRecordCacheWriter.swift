import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// The rendition cache of the car being written: for each keyed record, where it is in the car
/// and its checksum, then the trailer (`CARCacheFile`). Small (40 bytes a record), so it is
/// kept in memory and written by `commit`, which the car's own commit calls once the car is in
/// place: a build that fails leaves the previous car and cache as they were. It indexes exactly
/// what the new car holds, so it does not grow from build to build.
final class CARRecordCacheWriter {
  let path: String
  private let tool: UInt64
  private var entries: [CARCacheEntry] = []
  private var seen: Set<CARCacheKey> = []
  private var bytes: [UInt8] = []

  init(path: String, tool: UInt64) {
    self.path = path
    self.tool = tool
  }

  /// Adds the record just written at `offset` in the car under `key` (once a key); `checksum`
  /// when it is known already (a record the cache gave).
  func add(_ record: [UInt8], key: CARCacheKey, at offset: Int, checksum known: UInt64? = nil) {
    guard seen.insert(key).inserted else { return }
    let checksum = known ?? XXHash64.hash(record)
    entries.append(CARCacheEntry(key: key, offset: UInt64(offset), length: UInt64(record.count), checksum: checksum))
  }

  /// The table and trailer, for a car of `carSize` bytes.
  func finish(carSize: Int) throws {
    var w = ByteWriter(endianness: .little, capacity: entries.count * CARCacheEntry.byteSize + CARCacheTrailer.byteSize)
    for e in entries { try w.write(e) }
    try w.write(CARCacheTrailer(count: UInt32(entries.count), carSize: UInt64(carSize), tool: tool))
    bytes = w.bytes
  }

  /// Puts the cache in place; in a folder of caches (`CARCacheLocation.file(in:forOutput:)`), the
  /// least recently written others are then removed past the folder's limit.
  func commit() throws {
    do { try AtomicFileWriter.write(bytes, to: path) } catch { throw CARFileWriter.failure(path, error) }
    if path.hasSuffix(".carcache") {
      CARCacheLocation.prune(
        (path as NSString).deletingLastPathComponent, limit: CARCacheLocation.limit(), keeping: path)
    }
  }
}
