import AssetCatFileSystem
import Foundation
import Testing

@testable import AssetCatCARWriter

/// Encoded atlases wait for the car's writing in a nameless scratch file, not in memory.
@Suite struct CARSheetSpillTests {
  @Test("records set aside read back as they were, in any order, from a file with no name")
  func roundTrip() throws {
    let spill = CARSheetSpill()
    let first = try spill.store(Array(0..<200).map { UInt8($0) })
    let empty = try spill.store([])
    let second = try spill.store([UInt8](repeating: 7, count: 70_000))
    #expect(try second.bytes() == [UInt8](repeating: 7, count: 70_000))
    #expect(try first.bytes() == Array(0..<200).map { UInt8($0) })
    #expect(try empty.bytes() == [] && first.count == 200 && second.count == 70_000)
  }

  @Test("a scratch file is removed from its folder as soon as it is made")
  func scratchHasNoName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = try POSIXFile.anonymousScratch(in: folder)
    try file.pwriteAll([1, 2, 3], at: 0)
    #expect(try file.read(count: 3, at: 0) == [1, 2, 3])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("a folder where no scratch file can be made is an error that names it")
  func unusableFolder() {
    #expect {
      _ = try POSIXFile.anonymousScratch(in: "/nonexistent-assetcat-folder")
    } throws: { "\($0)".contains("/nonexistent-assetcat-folder") }
  }

  @Test("records kept in memory need no scratch file")
  func inMemory() throws {
    #expect(try CARSheetBytes([4, 5]).bytes() == [4, 5])
  }

  /// A cache whose records can go away, as the last car's can when another build replaces it.
  final class ChangingCache: CARKnownRenditions, @unchecked Sendable {
    var records: [CARCacheKey: [UInt8]] = [:]
    func image(for key: CARCacheKey) -> CARAtlasPacker.Measured? { nil }
    func record(for key: CARCacheKey) -> (bytes: [UInt8], checksum: UInt64)? { records[key].map { ($0, 0) } }
  }

  @Test("a sheet found in the rendition cache is read from it when written, and a cache changed since is an error")
  func cachedSheet() throws {
    let cache = ChangingCache()
    let key = CARCacheKey(material: 1, content: 2)
    cache.records[key] = [9, 8, 7]
    let sheet = CARSheetBytes(cachedIn: cache, key: key, count: 3)
    #expect(try sheet.bytes() == [9, 8, 7] && sheet.count == 3)
    cache.records[key] = [9, 8]
    #expect { _ = try sheet.bytes() } throws: { "\($0)".contains("rendition cache changed") }
    cache.records[key] = nil
    #expect { _ = try sheet.bytes() } throws: { "\($0)".contains("rendition cache changed") }
  }
}
