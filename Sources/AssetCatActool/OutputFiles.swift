import Foundation

/// Writes the actool outputs, each to a temporary file in its folder renamed into place, so a
/// reader never sees half a file. (Foundation's atomic write; the project's AtomicFileWriter
/// takes its place once that lands on main.)
enum OutputFiles {
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// `path` made absolute against `directory` (actool prints absolute paths).
  static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }
}
