import AssetCatArchive
import AssetCatArchiveWriter
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The no-op stamp's fingerprint reads no file: it must still change for every kind of edit.
@Suite("Compile stamp fingerprint")
struct CompileStampTests {
  static func tree(_ dir: Fixtures.TempDir) throws -> URL {
    let src = dir.file("S.xcassets")
    try CompileProcessTests.makeCatalog(at: src, imageSets: 12, bytesPerFile: 64)
    // A nested group, so the parallel top-level split and deeper recursion are both exercised.
    let group = src.appendingPathComponent("G/Inner.dataset")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: group.appendingPathComponent("d.bin"))
    return src
  }

  static func fingerprint(_ src: URL, options: String = "o") -> UInt64 {
    CompileStamp.fingerprint(sources: [src.path], options: options)
  }

  /// Waits past the file system's timestamp tick, so an edit gets a new modification time.
  static func nextTick() { usleep(30_000) }

  @Test func stableWhenNothingChanges() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let a = Self.fingerprint(src)
    #expect(Self.fingerprint(src) == a)
    #expect(Self.fingerprint(src, options: "other") != a)
  }

  @Test func noticesAnInPlaceEditOfTheSameSize() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let before = Self.fingerprint(src)
    Self.nextTick()
    let file = src.appendingPathComponent("Data3.dataset/d.bin")
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data([0xAB]))  // overwrites the first byte; size unchanged
    try handle.close()
    #expect(Self.fingerprint(src) != before)
  }

  @Test func noticesAnEditedContentsJSON() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let before = Self.fingerprint(src)
    let json = src.appendingPathComponent("Data0.dataset/Contents.json")
    try Data(try Data(contentsOf: json) + Data("\n".utf8)).write(to: json)
    #expect(Self.fingerprint(src) != before)
  }

  @Test func noticesAnAtomicReplaceWithTheSameTimeAndSize() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let file = src.appendingPathComponent("Data5.dataset/d.bin")
    let before = Self.fingerprint(src)
    var st = stat()
    #expect(stat(file.path, &st) == 0)
    var bytes = try Data(contentsOf: file)
    bytes[0] ^= 0xFF
    try bytes.write(to: file, options: .atomic)  // a new inode
    var times = [st.st_atim, st.st_mtim]  // and the old times back
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    #expect(Self.fingerprint(src) != before)
  }

  @Test func noticesAddedAndRemovedFilesAndFolders() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let before = Self.fingerprint(src)
    let added = src.appendingPathComponent("G/Inner.dataset/extra.bin")
    try Data("y".utf8).write(to: added)
    let withFile = Self.fingerprint(src)
    #expect(withFile != before)
    try FileManager.default.removeItem(at: added)
    let removedDeep = Self.fingerprint(src)
    #expect(removedDeep != withFile)
    try FileManager.default.removeItem(at: src.appendingPathComponent("Data7.dataset"))
    #expect(Self.fingerprint(src) != removedDeep)
    let newFolder = src.appendingPathComponent("New.dataset")
    try FileManager.default.createDirectory(at: newFolder, withIntermediateDirectories: true)
    #expect(Self.fingerprint(src) != removedDeep)
  }

  @Test func noticesARename() throws {
    let dir = Fixtures.TempDir()
    let src = try Self.tree(dir)
    let before = Self.fingerprint(src)
    try FileManager.default.moveItem(
      at: src.appendingPathComponent("Data2.dataset/d.bin"), to: src.appendingPathComponent("Data2.dataset/e.bin"))
    #expect(Self.fingerprint(src) != before)
  }
}
