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
  /// Where the records are: the car an earlier build wrote (read with `pread`), or the cars of a
  /// link's parts (`init(parts:)`), each entry naming its part.
  private enum Cars {
    case file(POSIXFile?)
    case parts([[UInt8]])
  }
  private let cars: Cars
  private let entries: [CARCacheKey: (part: Int, entry: CARCacheEntry)]
  private let images: [CARCacheKey: CARAtlasPacker.Measured]
  private let lock = NSLock()
  private var damaged = 0

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
    (cars, self.entries, self.images, self.notice) = (.file(car), entries.mapValues { (0, $0) }, images, notice)
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
    (path, notice, self.cars, self.entries, self.images) = (parts.first?.path ?? "", nil, .parts(cars), entries, images)
  }

  /// What the last build's packer learned of the image keyed `key` (its size, colour, opacity
  /// and the TLVs its link keeps), so that it is not decoded to lay its sheet out.
  func image(for key: CARCacheKey) -> CARAtlasPacker.Measured? { images[key] }

  /// The record cached for `key` and its checksum, if there is one and the checksum holds.
  func record(for key: CARCacheKey) -> (bytes: [UInt8], checksum: UInt64)? {
    guard let (part, e) = entries[key] else { return nil }
    let bytes: [UInt8]?
    switch cars {
    case .file(let car): bytes = try? car?.read(count: Int(e.length), at: Int(e.offset))
    // The part's table was checked against its car's size when it was read (`CARCacheFile`).
    case .parts(let cars): bytes = Array(cars[part][Int(e.offset)..<Int(e.offset + e.length)])
    }
    guard let bytes, XXHash64.hash(bytes) == e.checksum else {
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
