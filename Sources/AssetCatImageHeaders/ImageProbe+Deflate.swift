import AssetCatImageStructure
import Foundation

// API CONTRACT (pinned for the other modules; with the full checks, ``PNGChecks/deflate``):
//   ContentSniffer.format(of:) -> ImageFormat          format by signature, never by name
//   ImageProbe.probe(_ data:) throws(ImagingError) -> ImageInfo          structure + header
//   ImageProbe.probe(fileAt:) throws(ImagingError) -> ImageInfo          reads the whole file
//   ImageInfo.exceeds(_ limits:) -> Bool
// Pixels (ImageDecoder) and vectors (VectorSize, VectorRaster) live in AssetCatImaging.

/// ``ImageProbe``'s probes with the full checks (``PNGChecks/deflate``): a PNG's chunk CRCs
/// through libdeflate and, unless `checkingImageData` is off, its image data inflated.
extension ImageProbe {
  /// Checks the structure of `data` and reads its header; see ``ImageProbe``.
  public static func probe(_ data: Data, checkingImageData: Bool = true) throws(ImagingError) -> ImageInfo {
    try probe(data, checks: .deflate(checkingImageData: checkingImageData))
  }

  /// Checks the structure of a whole file's `bytes` and reads its header. `checkingImageData`:
  /// a PNG's IDAT stream is inflated and checked (``PNGStructure``); off only for a caller that
  /// decodes every pixel next.
  public static func probe(_ bytes: UnsafeRawBufferPointer, checkingImageData: Bool = true) throws(ImagingError)
    -> ImageInfo
  {
    try probe(bytes, checks: .deflate(checkingImageData: checkingImageData))
  }

  /// Reads the whole file at `path` and probes it with the full checks.
  public static func probe(fileAt path: String) throws(ImagingError) -> ImageInfo {
    try probe(fileAt: path, checks: .deflate)
  }
}
