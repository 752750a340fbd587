import AssetCatBytes
import AssetCatFileSystem
import AssetCatParallel
import Foundation

/// No-op recompile detection: a fingerprint of a compile's inputs and options, kept in a sidecar
/// file beside the output (`OUT.assetcat.stamp`) so the output itself stays a pure function of its
/// inputs (no paths or times inside).
///
/// The fingerprint covers, for every file and folder under each source catalog (links followed):
/// its relative path, type, size, modification time in nanoseconds and inode; and the caller's
/// option text (tool and format version, sources as given, `--keep`, …). The stamp also records
/// the output's size, modification time and inode as written, so a replaced or touched output is
/// recompiled.
///
/// Concurrent compiles to one output: the stamp records the status of the file *this* compile
/// wrote, taken from its own descriptor before the rename (`AtomicFileWriter.commit`), never a
/// `stat` of the output path afterwards. Two compiles of different catalogs to one output race
/// their renames and then their stamps; whichever stamp lands last describes its own file (inode,
/// size, time), so when the other compile's rename won, that stamp does not match the output and
/// the next compile does the work. The stamp can vouch only for the very file it was made for.
///
/// No file is read. Trade-off: an edit that keeps a file's size, its inode and its modification
/// time to the nanosecond (a tool that writes in place and then resets the time, `touch -r`) is
/// not seen; `--force` compiles anyway. Any ordinary edit changes the time, an atomic save (write
/// and rename) the inode, and adding or removing a file changes the listing and its folder's time.
/// Earlier stamps also hashed every Contents.json (3,300 opens and reads for 3,000 image sets,
/// about half of a no-op's cost) which only adds the case above.
public struct CompileStamp: Hashable, Sendable {
  public var inputs: UInt64
  public var outputSize: Int64
  public var outputModified: Int64
  public var outputInode: UInt64

  /// The sidecar path for `output`.
  public static func path(for output: String) -> String { output + ".stamp" }

  /// Fingerprints `sources` (catalog folders) and `options`. Cost: one `fstatat` per entry (no
  /// file is opened); the top-level folders of a catalog are walked in parallel.
  public static func fingerprint(sources: [String], options: String) -> UInt64 {
    var h = XXHash64()
    add("assetcat-stamp-2", &h)
    add(options, &h)
    for source in sources {
      add("source", &h)
      add(source, &h)
      guard let st = POSIXCalls.status(source, followLinks: true) else {
        add("missing", &h)
        continue
      }
      add(st, &h)
      if st.isDirectory, let dir = POSIXDirectory(path: source) { walkTop(dir, &h) }
    }
    return h.finalize()
  }

  private static func add(_ s: String, _ h: inout XXHash64) {
    var s = s
    s.withUTF8 { h.update(UnsafeRawBufferPointer($0)) }
    h.update([0])
  }

  private static func add(_ v: Int64, _ h: inout XXHash64) { withUnsafeBytes(of: v.littleEndian) { h.update($0) } }

  private static func add(_ st: POSIXCalls.FileStatus, _ h: inout XXHash64) {
    var record: (Int64, Int64, Int64, UInt64) = (
      Int64(st.isDirectory ? 1 : (st.isRegular ? 2 : 3)).littleEndian, st.size.littleEndian,
      st.mtimeNanoseconds.littleEndian, st.inode.littleEndian
    )
    withUnsafeBytes(of: &record) { h.update($0) }
  }

  /// The catalog's own entries, then each subfolder's walk, each hashed on its own (in parallel)
  /// and folded in in name order, so the result does not depend on scheduling.
  private static func walkTop(_ dir: POSIXDirectory, _ h: inout XXHash64) {
    guard let names = dir.rawNames() else {
      add("unreadable", &h)
      return
    }
    var folders: [[UInt8]] = []
    for name in names {
      if let st = addEntry(name, in: dir, &h), st.isDirectory { folders.append(name) }
    }
    let parent = dir
    let parts = ParallelMap.map(count: folders.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
      i -> UInt64 in
      var sub = XXHash64()
      if let d = POSIXDirectory(parent: parent, name: folders[i]) {
        walk(d, depth: 1, &sub)
      } else {
        add("unreadable", &sub)
      }
      return sub.finalize()
    }
    for part in parts { add(Int64(bitPattern: part), &h) }
  }

  /// Entries in byte order, each with its name and status, recursing into folders (through `*at`
  /// calls on an open directory, so no path is walked twice). A name is hashed inside its
  /// folder's walk, so the path is implied by the nesting.
  private static func walk(_ dir: POSIXDirectory, depth: Int, _ h: inout XXHash64) {
    guard let names = dir.rawNames() else {
      add("unreadable", &h)
      return
    }
    for name in names {
      guard let st = addEntry(name, in: dir, &h) else { continue }
      if st.isDirectory, depth < 64, let sub = POSIXDirectory(parent: dir, name: name) {
        add("{", &h)
        walk(sub, depth: depth + 1, &h)
        add("}", &h)
      }
    }
  }

  /// Hashes one directory entry: its name, then its status (or "missing"); returns the status.
  private static func addEntry(_ name: [UInt8], in dir: POSIXDirectory, _ h: inout XXHash64) -> POSIXCalls.FileStatus? {
    name.withUnsafeBytes { h.update($0) }
    h.update([0])
    guard let st = dir.status(name) else {
      add("missing", &h)
      return nil
    }
    add(st, &h)
    return st
  }

  /// The stamp of the file a compile wrote: `written` is its status as the writer saw it
  /// (`AtomicFileWriter.commit`), not the output path's, which another compile may have replaced.
  public init(inputs: UInt64, written: POSIXCalls.FileStatus) {
    self.init(
      inputs: inputs, outputSize: written.size, outputModified: written.mtimeNanoseconds, outputInode: written.inode)
  }

  public init(inputs: UInt64, outputSize: Int64, outputModified: Int64, outputInode: UInt64) {
    self.inputs = inputs
    self.outputSize = outputSize
    self.outputModified = outputModified
    self.outputInode = outputInode
  }

  /// The stamp the output at `output` has now (to compare with the saved one).
  public static func make(inputs: UInt64, output: String) -> CompileStamp? {
    guard let st = POSIXCalls.status(output, followLinks: true), st.isRegular else { return nil }
    return CompileStamp(inputs: inputs, outputSize: st.size, outputModified: st.mtimeNanoseconds, outputInode: st.inode)
  }

  /// Whether `output` exists unchanged since the stamp beside it was written for `inputs`.
  public static func isUpToDate(output: String, inputs: UInt64) -> Bool {
    guard let saved = read(path(for: output)), let now = make(inputs: inputs, output: output) else { return false }
    return saved == now
  }

  public var text: String {
    "assetcat-stamp 1\ninputs \(String(inputs, radix: 16))\noutput \(outputSize) \(outputModified) \(outputInode)\n"
  }

  public static func read(_ path: String) -> CompileStamp? {
    guard let d = POSIXCalls.contents(path, limit: 1 << 16), let s = String(bytes: d, encoding: .utf8) else {
      return nil
    }
    let lines = s.split(separator: "\n").map { $0.split(separator: " ") }
    guard lines.count == 3, lines[0] == ["assetcat-stamp", "1"], lines[1].count == 2, lines[1][0] == "inputs",
      let inputs = UInt64(lines[1][1], radix: 16), lines[2].count == 4, lines[2][0] == "output",
      let size = Int64(lines[2][1]), let mtime = Int64(lines[2][2]), let inode = UInt64(lines[2][3])
    else { return nil }
    return CompileStamp(inputs: inputs, outputSize: size, outputModified: mtime, outputInode: inode)
  }

  /// Writes the stamp (temporary file and rename, like the output).
  public func write(for output: String) throws {
    try AtomicFileWriter.write(Array(text.utf8), to: Self.path(for: output))
  }

  /// Removes a stamp (before a compile replaces its output, so a crash never leaves a stamp that
  /// vouches for a different output).
  public static func remove(for output: String) {
    POSIXCalls.unlinkQuietly(path(for: output))
  }
}
