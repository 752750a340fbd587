import Foundation

/// The reference LZFSE decoder (Apple's C code) through the PyPI `lzfse` module, for the tests
/// that check the encoder's streams decode there too; nil where `python3` cannot import it.
public enum ReferenceLZFSE {
  /// Each stream decoded by `lzfse.decompress`, in one `python3` run; nil when the module is
  /// missing. A stream the reference rejects decodes to nil.
  public static func decode(_ streams: [[UInt8]]) throws -> [[UInt8]?]? {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lzfse-ref-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (i, stream) in streams.enumerated() {
      try Data(stream).write(to: dir.appendingPathComponent("\(i).lzfse"))
    }
    let script = """
      import os, sys
      try:
          import lzfse
      except ImportError:
          sys.exit(3)
      d = sys.argv[1]
      for i in range(int(sys.argv[2])):
          try:
              out = lzfse.decompress(open(os.path.join(d, "%d.lzfse" % i), "rb").read())
          except Exception:
              continue
          open(os.path.join(d, "%d.out" % i), "wb").write(out)
      """
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", script, dir.path, "\(streams.count)"]
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return nil }
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { return nil }
    return streams.indices.map { i in
      (try? Data(contentsOf: dir.appendingPathComponent("\(i).out"))).map { [UInt8]($0) }
    }
  }
}
