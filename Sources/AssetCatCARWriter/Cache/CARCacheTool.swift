import AssetCatBytes
import AssetCatFileSystem
import Foundation

/// Which build of the tool a rendition cache belongs to: the authoring-tool string and the
/// running executable's size, modification time and inode. A cache that another build wrote is
/// never trusted, even of the same version, since an encoder may have changed between them.
enum CARCacheTool {
  static func identity(authoringTool: String) -> UInt64 {
    let text = "\(authoringTool)\n" + RunningExecutable.identity
    return XXHash64.hash(Array(text.utf8), seed: CARCacheKey.materialSeed)
  }
}
