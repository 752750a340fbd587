import Foundation

/// No-op recompile detection: a fingerprint of a compile's inputs and options, kept in a sidecar
/// file beside the output (`OUT.assetcat.stamp`) so the output itself stays a pure function of its
/// inputs (no paths or times inside).
///
/// The fingerprint covers, for every file and folder under each source catalog (links followed):
/// its relative path, type, size and modification time in nanoseconds, plus the XXH64 of every
/// `Contents.json` and `Appearance.json`; and the caller's option text (tool and format version,
/// sources as given, `--keep`, …). The stamp also records the output's size, modification time and
/// inode as written, so a replaced or touched output is recompiled.
public struct CompileStamp: Hashable, Sendable {
  public var inputs: UInt64
  public var outputSize: Int64
  public var outputModified: Int64
  public var outputInode: UInt64

  /// The sidecar path for `output`.
  public static func path(for output: String) -> String { output + ".stamp" }

  /// Fingerprints `sources` (catalog folders) and `options`. Cost: one `stat` per entry and one
  /// read per Contents.json, no image bytes.
  public static func fingerprint(sources: [String], options: String) -> UInt64 {
    var h = XXHash64()
    add("assetcat-stamp-1", &h)
    add(options, &h)
    for source in sources {
      add("source", &h)
      add(source, &h)
      guard let st = POSIXCalls.status(source, followLinks: true) else {
        add("missing", &h)
        continue
      }
      add(st, &h)
      if st.isDirectory, let dir = POSIXCalls.Directory(path: source) { walk(dir, relative: "", depth: 0, &h) }
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
    add(st.isDirectory ? 1 : (st.isRegular ? 2 : 3), &h)
    add(st.size, &h)
    add(st.mtimeNanoseconds, &h)
  }

  /// Entries in byte order, each with its relative path and status, recursing into folders
  /// (through `*at` calls on an open directory, so no path is walked twice).
  private static func walk(_ dir: POSIXCalls.Directory, relative: String, depth: Int, _ h: inout XXHash64) {
    guard let names = dir.names() else {
      add("unreadable " + relative, &h)
      return
    }
    for name in names {
      let rel = relative.isEmpty ? name : relative + "/" + name
      add(rel, &h)
      guard let st = dir.status(name) else {
        add("missing", &h)
        continue
      }
      add(st, &h)
      if st.isRegular {
        if name == "Contents.json" || name == "Appearance.json" { add(Int64(bitPattern: dir.hashFile(name) ?? 0), &h) }
      } else if st.isDirectory, depth < 64, let sub = POSIXCalls.Directory(parent: dir, name: name) {
        walk(sub, relative: rel, depth: depth + 1, &h)
      }
    }
  }

  /// The stamp of an output just written.
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
    guard let d = FileManager.default.contents(atPath: path), let s = String(data: d, encoding: .utf8) else { return nil }
    let lines = s.split(separator: "\n").map { $0.split(separator: " ") }
    guard lines.count == 3, lines[0] == ["assetcat-stamp", "1"], lines[1].count == 2, lines[1][0] == "inputs",
      let inputs = UInt64(lines[1][1], radix: 16), lines[2].count == 4, lines[2][0] == "output",
      let size = Int64(lines[2][1]), let mtime = Int64(lines[2][2]), let inode = UInt64(lines[2][3])
    else { return nil }
    return CompileStamp(inputs: inputs, outputSize: size, outputModified: mtime, outputInode: inode)
  }

  /// Writes the stamp (temporary file and rename, like the output).
  public func write(for output: String) throws {
    let p = Self.path(for: output)
    try Data(text.utf8).write(to: URL(fileURLWithPath: p), options: .atomic)
  }

  /// Removes a stamp (before a compile replaces its output, so a crash never leaves a stamp that
  /// vouches for a different output).
  public static func remove(for output: String) {
    POSIXCalls.unlinkQuietly(path(for: output))
  }
}
