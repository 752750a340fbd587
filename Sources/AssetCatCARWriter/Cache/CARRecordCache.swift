import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// The encoded rendition records of the car an earlier build wrote, found through its rendition
/// cache file (`CARRecordCacheWriter`) by `CARCacheKey` and read from that car (atlases' records
/// too, keyed by `CARAtlasSheet.cacheKey`), and what its packer learned of each packed image. A
/// cache file that is damaged, that another build of the tool wrote, or whose car is not the one
/// it was written with is not used, and `notice` says why; a record whose checksum fails is not
/// used either (it is encoded again) and counted in `damagedRecords`, as is a damaged image
/// (decoded again). Records are read with `pread`, not mapped, so a rebuild's memory does not
/// grow with the car.
///
/// `@unchecked Sendable`: its table and file never change after `init`; the damage counter is
/// behind a lock.
final class CARRecordCache: @unchecked Sendable {
  let path: String
  let notice: String?
  private let car: POSIXFile?
  private let entries: [CARCacheKey: CARCacheEntry]
  private let images: [CARCacheKey: CARAtlasPacker.Measured]
  private let lock = NSLock()
  private var damaged = 0
  /// A link's parts (`init(parts:)`): the cars their records are in, and where each key's is.
  private let partCars: [[UInt8]]
  private let partEntries: [CARCacheKey: (part: Int, entry: CARCacheEntry)]

  /// The cache at `path` of the car at `carPath`; nothing to use when either is missing.
  init(path: String, carPath: String, tool: UInt64) {
    self.path = path
    var (car, entries, notice): (POSIXFile?, [CARCacheKey: CARCacheEntry], String?) = (nil, [:], nil)
    var images: [CARCacheKey: CARAtlasPacker.Measured] = [:]
    var damagedImages = 0
    if let bytes = POSIXCalls.contents(path) {
      do {
        let (read, damagedInFile) = try bytes.withUnsafeBytes { try CARCacheFile.contents($0, tool: tool) }
        let file = try? POSIXFile.openForReading(carPath)
        if let file, (try? file.size()) == Int(read.carSize) {
          (car, entries) = (file, read.records)
          images = read.images.mapValues(\.measured)
          damagedImages = damagedInFile
        } else if !read.records.isEmpty {
          notice = "the rendition cache '\(path)' was not used: '\(carPath)' is not the car it was written with"
        }
      } catch {
        notice = "the rendition cache '\(path)' was not used: \(error); every rendition was encoded"
      }
    }
    (self.car, self.entries, self.images, self.notice) = (car, entries, images, notice)
    (partCars, partEntries) = ([], [:])
    damaged = damagedImages
  }

  /// The records and packed images of a link's parts (`CARPartialFile`), the first part's where
  /// two hold a key (the same bytes: a key is everything they depend on). Throws for a part
  /// whose cache is damaged: a link uses every part or none. Which build wrote a part is the
  /// part's own header's to say (`CARPartialLink.load` checks it), not the inner cache's, which
  /// names the executable's inode.
  init(parts: [(path: String, file: CARPartialFile)]) throws(CARPartialLink.Refused) {
    var cars: [[UInt8]] = []
    var entries: [CARCacheKey: (part: Int, entry: CARCacheEntry)] = [:]
    var images: [CARCacheKey: CARAtlasPacker.Measured] = [:]
    for (i, (path, part)) in parts.enumerated() {
      let read: CARCacheFile.Contents
      do {
        read = try part.cache.withUnsafeBytes { try CARCacheFile.contents($0, tool: nil).0 }
      } catch {
        throw CARPartialLink.Refused(description: "the part '\(path)' cannot be used: \(error)")
      }
      guard read.carSize == UInt64(part.car.count) else {
        throw CARPartialLink.Refused(description: "the part '\(path)' is damaged: its records are not in its car")
      }
      cars.append(part.car)
      for (key, e) in read.records where entries[key] == nil { entries[key] = (i, e) }
      for (key, image) in read.images where images[key] == nil { images[key] = image.measured }
    }
    (path, notice, car, self.entries, self.images) = (parts.first?.path ?? "", nil, nil, [:], images)
    (partCars, partEntries) = (cars, entries)
  }

  /// What the last build's packer learned of the image keyed `key` (its size, colour, opacity
  /// and the TLVs its link keeps), so that it is not decoded to lay its sheet out.
  func image(for key: CARCacheKey) -> CARAtlasPacker.Measured? { images[key] }

  /// The record cached for `key` and its checksum, if there is one and the checksum holds.
  func record(for key: CARCacheKey) -> (bytes: [UInt8], checksum: UInt64)? {
    if let (part, e) = partEntries[key] {
      let bytes = Array(partCars[part][Int(e.offset)..<Int(e.offset + e.length)])
      guard XXHash64.hash(bytes) == e.checksum else {
        lock.withLock { damaged += 1 }
        return nil
      }
      return (bytes, e.checksum)
    }
    guard let car, let e = entries[key] else { return nil }
    guard let bytes = try? car.read(count: Int(e.length), at: Int(e.offset)), XXHash64.hash(bytes) == e.checksum else {
      lock.withLock { damaged += 1 }
      return nil
    }
    return (bytes, e.checksum)
  }

  var damagedRecords: Int { lock.withLock { damaged } }

  /// What the build should tell the user about the cache, if anything.
  var notes: [String] {
    if let notice { return [notice] }
    let n = damagedRecords
    let (records, were) = n == 1 ? ("record", "was") : ("records", "were")
    return n == 0
      ? [] : ["\(n) \(records) found through the rendition cache '\(path)' did not match and \(were) encoded again"]
  }
}
