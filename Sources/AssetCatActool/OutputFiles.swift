import AssetCatFileSystem
import Foundation

/// Writes the actool outputs, each to a temporary file in its folder renamed into place
/// (`AtomicFileWriter`: a reader never sees half a file, a killed run leaves at most one
/// temporary, which the next run removes), never over a folder. A character device or a FIFO
/// (`/dev/null`, `/dev/stdout`) is written in place (``SpecialFile``), as actool writes them.
enum OutputFiles {
  static func write(_ bytes: [UInt8], to path: String) throws {
    if let problem = OutputPath.sideOutputProblem(path, inputFolders: [], inputFiles: []) {
      throw OutputRefusal(description: problem)
    }
    try SpecialFile.writeOutput(bytes, to: path)
  }

  struct OutputRefusal: Error, CustomStringConvertible {
    var description: String
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
