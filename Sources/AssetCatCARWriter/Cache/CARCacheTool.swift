import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// Which build of the tool a rendition cache belongs to: the authoring-tool string and the
/// running executable's size, modification time and inode. A cache that another build wrote is
/// never trusted, even of the same version, since an encoder may have changed between them.
enum CARCacheTool {
  static func identity(authoringTool: String) -> UInt64 {
    var text = "\(authoringTool)\n"
    if let exe = executable, let st = POSIXCalls.status(exe, followLinks: true) {
      text += "\(st.size) \(st.mtimeNanoseconds) \(st.inode)"
    }
    return XXHash64.hash(Array(text.utf8), seed: CARCacheKey.materialSeed)
  }

  /// The running executable: `/proc/self/exe` on Linux (the kernel's own link, whatever the
  /// process was started as), else what Foundation says.
  static var executable: String? {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath
    #endif
  }
}
