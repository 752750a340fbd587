import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// The rendition cache of the car being written: for each keyed record, where it is in the car
/// and its checksum; what the packer learned of each packed image; then the trailer
/// (`CARCacheFile`). Small (40 bytes a record, about 300 a packed image), so it is kept in
/// memory and written by `commit`, which the car's own commit calls once the car is in place: a
/// build that fails leaves the previous car and cache as they were. It indexes exactly what the
/// new car holds, so it does not grow from build to build.
final class CARRecordCacheWriter {
  let path: String
  private let tool: UInt64
  private var entries: [CARCacheEntry] = []
  private var seen: Set<CARCacheKey> = []
  private var images: [CARCacheEntry] = []
  private var imageArea = ByteWriter(endianness: .little)
  private var seenImages: Set<CARCacheKey> = []
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

  /// Adds what the packer learned of a packed image keyed `key` (once a key). An image whose
  /// name would not read back as it is (a NUL in it) is left out: it is decoded again next time.
  func add(image: CARAtlasPacker.Measured, key: CARCacheKey) {
    guard !image.header.name.utf8.contains(0), !seenImages.contains(key) else { return }
    var w = ByteWriter(endianness: .little)
    guard (try? w.write(CARCachedImage(image))) != nil else { return }
    let record = w.take()
    seenImages.insert(key)
    let entry = CARCacheEntry(
      key: key, offset: UInt64(imageArea.count), length: UInt64(record.count), checksum: XXHash64.hash(record))
    images.append(entry)
    imageArea.write(bytes: record)
  }

  /// The tables, the image area, its section and the trailer, for a car of `carSize` bytes.
  func finish(carSize: Int) throws {
    let tables = (entries.count + images.count) * CARCacheEntry.byteSize
    let ends = CARCacheImageSection.byteSize + CARCacheTrailer.byteSize
    var w = ByteWriter(endianness: .little, capacity: tables + imageArea.count + ends)
    for e in entries + images { try w.write(e) }
    w.write(bytes: imageArea.bytes)
    try w.write(CARCacheImageSection(count: UInt32(images.count), areaLength: UInt64(imageArea.count)))
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
