import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// What the rendition caches of a folder know, read and never written, for a size query
/// (`CARSizer`): the length of each cached record (a rendition's or an atlas's) and what the
/// packer learned of each packed image, by `CARCacheKey`, the key `compile -o X.car` and `actool`
/// file them under. A record's length is a fact of its key (the key hashes everything its bytes
/// depend on, and only this build's caches are read), so the cars the caches index need not be
/// there. A cache file that another build wrote is left out; one that is damaged (its tables or
/// trailer do not read) is left out and counted in `damagedFiles`; a damaged image is left out
/// (it is decoded again). What none of the caches holds is encoded, as without them.
///
/// `@unchecked Sendable`: the tables never change after `init`; the file hashes are behind a lock.
public final class CARKnownRecords: @unchecked Sendable {
  private let lengths: [CARCacheKey: (length: Int, checksum: UInt64)]
  private let images: [CARCacheKey: CARAtlasPacker.Measured]
  private let lock = NSLock()
  private var hashes: [String: UInt64?] = [:]
  /// How many cache files were read, and how many of those were damaged.
  public let files: Int
  public let damagedFiles: Int

  /// The `.carcache` files of `directory` (none when it is missing) that this build of the tool,
  /// writing as one of `authoringTools` (`compile` names its version, `actool` does not), wrote.
  public convenience init(directory: String, authoringTools: [String]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let paths = names.filter { $0.hasSuffix(".carcache") }.sorted().map { directory + "/" + $0 }
    self.init(files: paths, tools: authoringTools.map(CARCacheTool.identity(authoringTool:)))
  }

  init(files paths: [String], tools: [UInt64]) {
    var lengths: [CARCacheKey: (length: Int, checksum: UInt64)] = [:]
    var images: [CARCacheKey: CARAtlasPacker.Measured] = [:]
    var (files, damaged) = (0, 0)
    for path in paths {
      guard let bytes = POSIXCalls.contents(path) else { continue }
      do {
        guard let read = try Self.contents(bytes, tools: tools) else { continue }
        files += 1
        for (key, e) in read.records { lengths[key] = (Int(e.length), e.checksum) }
        for (key, image) in read.images { images[key] = image.measured }
      } catch {
        files += 1
        damaged += 1
      }
    }
    (self.lengths, self.images, self.files, damagedFiles) = (lengths, images, files, damaged)
  }

  /// The file's contents if one of `tools` wrote it (`nil`: another build did).
  private static func contents(_ bytes: [UInt8], tools: [UInt64]) throws -> CARCacheFile.Contents? {
    for tool in tools {
      do { return try bytes.withUnsafeBytes { try CARCacheFile.contents($0, tool: tool) }.0 } catch is CARCacheFile
        .Foreign
      {
        continue
      }
    }
    return nil
  }

  public var isEmpty: Bool { lengths.isEmpty && images.isEmpty }

  /// The length of the record cached under `key`.
  func length(for key: CARCacheKey) -> Int? { lengths[key]?.length }

  /// `work`'s cache key, each file hashed once however many thinnings ask, and not at all when
  /// the source reader hashed it (`hashes`, `CARPlan.contentHashes`) (`nil`: not cached, or its
  /// file cannot be read).
  func key(_ work: CARPlan.Work, encodings: CARPixelEncodings, hashes: [String: UInt64]) -> CARCacheKey? {
    (try? CARCacheKey.of(work, encodings: encodings) { path in
      if let hash = hashes[path] { return hash }
      if let known = self.lock.withLock({ self.hashes[path] }) {
        guard let known else { throw FileContentHash.Unreadable(description: path) }
        return known
      }
      let hash = try? FileContentHash.of(path)
      self.lock.withLock { self.hashes[path] = .some(hash) }
      guard let hash else { throw FileContentHash.Unreadable(description: path) }
      return hash
    }) ?? nil
  }
}

extension CARKnownRecords: CARKnownRenditions {
  func image(for key: CARCacheKey) -> CARAtlasPacker.Measured? { images[key] }

  /// A stand-in for the sheet's record: zeros of its length, with its checksum. The sizer only
  /// counts a sheet's record (its length, and its images' shares of it); it never writes one.
  func record(for key: CARCacheKey) -> (bytes: [UInt8], checksum: UInt64)? {
    lengths[key].map { ([UInt8](repeating: 0, count: $0.length), $0.checksum) }
  }
}
