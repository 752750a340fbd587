import AssetCatFileSystem
import Foundation

/// Where encoded atlas records wait for the car's writing: a nameless scratch file
/// (`POSIXFile.anonymousScratch`), so that a catalog whose sheets add up to hundreds of megabytes
/// (9,000 mid-size images packed: 224 MB) holds none of them in memory between the packer and the
/// writer. Records are appended by any thread and read back by offset.
final class CARSheetSpill: @unchecked Sendable {
  private let lock = NSLock()
  private var file: POSIXFile?
  private var end = 0

  /// Appends `bytes`; where they are. Made on first use.
  func store(_ bytes: [UInt8]) throws -> CARSheetBytes {
    lock.lock()
    defer { lock.unlock() }
    if file == nil {
      do { file = try POSIXFile.anonymousScratch() } catch {
        throw CARWriter.WriteError(description: "cannot keep packed atlases aside: \(error)")
      }
    }
    let offset = end
    do { try file!.pwriteAll(bytes, at: offset) } catch {
      throw CARWriter.WriteError(description: "cannot keep packed atlases aside: \(error)")
    }
    end += bytes.count
    return CARSheetBytes(spilled: self, offset: offset, length: bytes.count)
  }

  /// The `length` bytes stored at `offset`.
  func read(offset: Int, length: Int) throws -> [UInt8] {
    lock.lock()
    let file = self.file
    lock.unlock()
    guard let file, let bytes = try? file.read(count: length, at: offset) else {
      throw CARWriter.WriteError(description: "cannot read a packed atlas back from its scratch file")
    }
    return bytes
  }
}

/// A packed atlas's record: in memory, in the run's `CARSheetSpill`, or where the rendition
/// cache found it (the last car), read again when the car is written: a rebuild of the noisy
/// 3,000-set catalog takes 3,888 sheets (179 MB) from the cache, which it held all at once.
struct CARSheetBytes: Sendable {
  private enum Storage: Sendable {
    case memory([UInt8])
    case spilled(CARSheetSpill, offset: Int)
    case cached(any CARKnownRenditions, CARCacheKey)
  }

  private let storage: Storage
  let count: Int

  init(_ bytes: [UInt8]) {
    storage = .memory(bytes)
    count = bytes.count
  }

  fileprivate init(spilled: CARSheetSpill, offset: Int, length: Int) {
    storage = .spilled(spilled, offset: offset)
    count = length
  }

  /// The record `cache` holds for `key`, `count` bytes long (found there, its checksum checked).
  init(cachedIn cache: any CARKnownRenditions, key: CARCacheKey, count: Int) {
    storage = .cached(cache, key)
    self.count = count
  }

  /// The record's bytes (read back from the scratch file when spilled, from the cache's file
  /// when cached: its checksum is checked again, so a cache changed since it was found is an
  /// error, never a wrong record).
  func bytes() throws -> [UInt8] {
    switch storage {
    case .memory(let b): return b
    case .spilled(let spill, let offset): return try spill.read(offset: offset, length: count)
    case .cached(let cache, let key):
      guard let (bytes, _) = cache.record(for: key), bytes.count == count else {
        throw CARWriter.WriteError(
          description: "the rendition cache changed while the car was written: a packed atlas cannot be read back")
      }
      return bytes
    }
  }
}
